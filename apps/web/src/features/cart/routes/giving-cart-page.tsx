import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart } from '@goodhive/contract';
import { givingMessages } from '@goodhive/contract/texts';
import { AlertIcon, ArrowRightIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { accountDisplayName, accountHeading } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { GivingCreditBalance, givingCreditKeys } from '../../checkout';
import { useCart } from '../api/cart';
import { givingAccountOf, type GivingAccount } from '../../../lib/giving-account';
import { useChangeCart } from '../api/change-cart';
import { checkoutDestination, useCheckout } from '../api/checkout';
import { CartLines } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { draftFromCart, ecardChangeOf, ecardDraftErrors, isDraftSaved, loadEcardChecks, type EcardChecks, type EcardDraft } from '../ecard-draft';
import { pluralise } from '../../../lib/money';
import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import { ShareIcon } from '../../../components/ui/icons';
import type { EcardEditorProps } from '../components/ecard-editor';
import classes from './giving-cart-page.module.css';

// The cart's dialogs (share, clear) and the e-card form load after the first paint; until then their buttons and
// a place of the form's height show.
const ShareCartButton = deferred(
  () => import('../components/share-cart-button').then((module) => module.ShareCartButton),
  (_: { owner: GivingAccount }) => (
    <Button variant="default" leftSection={<ShareIcon size={18} />} fullWidth aria-busy aria-disabled="true">
      Share cart
    </Button>
  ),
);
const ClearCartButton = deferred(
  () => import('../components/clear-cart-button').then((module) => module.ClearCartButton),
  (_: { owner: GivingAccount; count: number }) => (
    <Button variant="subtle" color="red" fullWidth aria-busy aria-disabled="true">
      Clear cart
    </Button>
  ),
);
const EcardEditor = deferred<EcardEditorProps>(
  () => import('../components/ecard-editor').then((module) => module.EcardEditor),
  () => <FormPlaceholder label="Loading the gift e-card…" height={120} />,
);

/** Texts of the cart screen that the contract has no words for. */
export const CART_TEXTS = {
  ecardRemoved: 'The e-card was removed.',
  staleCopy: 'We could not reach Goodhive, so this is the cart as this browser last saw it. Try again before you check out.',
} as const;

function CartContents({ cart, owner }: { cart: Cart; owner: GivingAccount }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ecardChange = useChangeCart(owner);
  const checkout = useCheckout(owner);
  const linesTitle = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<EcardDraft>(() => draftFromCart(cart.ecard));
  const [syncedEcard, setSyncedEcard] = useState(JSON.stringify(cart.ecard));
  const [showEcardErrors, setShowEcardErrors] = useState(false);
  const [useCredit, setUseCredit] = useState(false);

  // The saved e-card changed on the server (saved, removed, cart cleared): the form starts from it again.
  if (JSON.stringify(cart.ecard) !== syncedEcard) {
    setSyncedEcard(JSON.stringify(cart.ecard));
    setDraft(draftFromCart(cart.ecard));
    setShowEcardErrors(false);
  }

  // The e-card's checks (the contract's schema) load after the first paint; saving waits for them if need be.
  const [ecardChecks, setEcardChecks] = useState<EcardChecks | null>(null);
  useEffect(() => {
    let live = true;
    loadEcardChecks().then(
      (checks) => live && setEcardChecks(() => checks),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const ecardErrors = ecardChecks ? ecardDraftErrors(draft, ecardChecks) : {};
  const ecardSaved = isDraftSaved(draft, cart.ecard);
  const unavailable = cart.items.some((item) => !item.is_available);

  /** Saves the e-card when it changed; false when it cannot be saved (the form then says why). */
  const saveEcard = async (): Promise<boolean> => {
    if (ecardSaved) return true;
    const errors = ecardDraftErrors(draft, ecardChecks ?? (await loadEcardChecks()));
    if (Object.keys(errors).length) {
      setShowEcardErrors(true);
      document.getElementById('ecard')?.scrollIntoView({ block: 'start' });
      return false;
    }
    try {
      const { message } = await ecardChange.mutateAsync(ecardChangeOf(draft));
      toast.success(message ?? givingMessages.ecardSaved);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure));
      return false;
    }
  };

  const toggleEcard = (enabled: boolean) => {
    setDraft((current) => ({ ...current, enabled }));
    if (!enabled && cart.ecard) {
      ecardChange.mutate(
        { op: 'ecard', ecard_template_id: null },
        { onSuccess: () => toast.success(CART_TEXTS.ecardRemoved), onError: (failure) => toast.error(errorMessage(failure)) },
      );
    }
  };

  const startCheckout = async () => {
    if (!(await saveEcard())) return;
    checkout.mutate(
      { use_credit: useCredit },
      {
        onSuccess: (result) => {
          // Credit spent (or held) for this checkout is no longer available elsewhere.
          if (useCredit) void queryClient.invalidateQueries({ queryKey: givingCreditKeys.all });
          void navigate(checkoutDestination(result));
        },
      },
    );
  };

  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="lines-title">
          <Group justify="space-between" align="baseline" mb={4}>
            <Title order={2} fz={20} c="forest.9" id="lines-title" ref={linesTitle} tabIndex={-1} className={classes.focusTarget}>
              Your impacts
            </Title>
            <Text fz="sm" c="dimmed">
              {pluralise(cart.totals.items_count, 'impact')}
            </Text>
          </Group>
          <CartLines items={cart.items} owner={owner} label="Impacts in your cart" onRemoved={() => linesTitle.current?.focus()} />
          <Button component={Link} to={PATHS.viewAllProjects} variant="subtle" color="forest" mt="sm" px={0}>
            + Add more impacts
          </Button>
        </Paper>
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <EcardEditor
            draft={draft}
            onChange={setDraft}
            errors={showEcardErrors ? ecardErrors : {}}
            isSaved={ecardSaved}
            saving={ecardChange.isPending}
            onSave={() => void saveEcard()}
            onToggle={toggleEcard}
          />
        </Paper>
      </div>

      <aside className={classes.summary} aria-labelledby="summary-title">
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={2} fz={20} c="forest.9" id="summary-title">
              Summary
            </Title>
            <CartTotals totals={cart.totals} />
            {unavailable ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {givingMessages.itemsUnavailable}
              </Alert>
            ) : null}
            <GivingCreditBalance account={owner} totalUsd={cart.totals.amt_total_usd} useCredit={useCredit} onUseCreditChange={setUseCredit} />
            {checkout.isError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="Checkout did not start">
                {errorMessage(checkout.error)}
              </Alert>
            ) : null}
            <Button
              size="lg"
              fullWidth
              rightSection={<ArrowRightIcon size={18} />}
              onClick={() => void startCheckout()}
              loading={checkout.isPending || (ecardChange.isPending && !ecardSaved)}
              disabled={unavailable}
            >
              Checkout
            </Button>
            <ShareCartButton owner={owner} />
            <ClearCartButton owner={owner} count={cart.totals.items_count} />
          </Stack>
        </Paper>
      </aside>
    </div>
  );
}

/**
 * Route 'giving-cart' (/giving-cart): the impacts in the current account's cart (personal, or the
 * company's), quantities, the optional gift e-card, totals in USD and SGD, sharing and checkout.
 */
export function GivingCartPage() {
  const user = useSignedInUser();
  const owner = givingAccountOf(user);
  const cart = useCart(owner);
  const isCompany = owner?.companyId != null;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={accountHeading(user)}
        title="Giving cart"
        description={
          isCompany
            ? `The cart of ${accountDisplayName(user)}: everyone who gives for the company shares it.`
            : 'The impacts you are about to give. Change quantities, add a gift e-card, then check out.'
        }
      />
      {!owner ? (
        <EmptyBlock title="Giving is done from a business or personal account" />
      ) : cart.isPending ? (
        <LoadingState label="Loading your giving cart…" />
      ) : cart.isError && !cart.data ? (
        <ErrorState title="Your giving cart could not be loaded" error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isRefetching} />
      ) : (
        <>
          {cart.isError ? (
            <Alert color="orange" variant="light" icon={<AlertIcon />} role="status">
              <Group justify="space-between" gap="sm">
                <Text fz="sm">{CART_TEXTS.staleCopy}</Text>
                <Button size="xs" variant="white" color="orange" onClick={() => void cart.refetch()} loading={cart.isRefetching}>
                  Try again
                </Button>
              </Group>
            </Alert>
          ) : null}
          {cart.data.items.length === 0 ? (
            <Paper p="xl" shadow="xs">
              <EmptyBlock
                title={givingMessages.cartEmpty}
                description="Explore the projects of our worthy-cause partners and add the impacts you want to give."
                action={
                  <Button component={Link} to={PATHS.viewAllProjects}>
                    Explore projects
                  </Button>
                }
              />
            </Paper>
          ) : (
            <CartContents cart={cart.data} owner={owner} />
          )}
        </>
      )}
    </Stack>
  );
}
