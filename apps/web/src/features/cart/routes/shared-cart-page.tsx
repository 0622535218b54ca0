import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { givingMessages } from '@goodhive/contract/texts';
import { AlertIcon, CartIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { saveReturnUrl, useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCartOwner } from '../api/cart';
import type { GivingAccount } from '../../../lib/giving-account';
import { useCopySharedCart } from '../api/copy-shared-cart';
import { isSharedCartType, sharedCartQuery, type SharedCart, type SharedCartType } from '../api/shared-cart';
import { CartLines } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import classes from './shared-cart-page.module.css';
import { Suspense, lazy } from 'react';

// A visitor's own cart and its guest checkout load on their own, so a member's shared cart stays light.
const GuestCartPage = lazy(() => import('./guest-cart-page').then((module) => ({ default: module.GuestCartPage })));

/** Texts of the shared cart screen. */
export const SHARED_CART_TEXTS = {
  copied: 'These impacts are in your giving cart now.',
  signInFirst: 'Sign in to add these impacts to your own giving cart.',
  noCart: 'Giving is done from a business or personal account.',
} as const;

function CopyAction({ owner, shareKey, type }: { owner: GivingAccount; shareKey: string; type: SharedCartType }) {
  const navigate = useNavigate();
  const copy = useCopySharedCart(owner, shareKey, type);
  return (
    <Stack gap="xs">
      <Button
        size="md"
        fullWidth
        leftSection={<CartIcon size={18} />}
        loading={copy.isPending}
        onClick={() =>
          copy.mutate(undefined, {
            onSuccess: () => {
              toast.success(SHARED_CART_TEXTS.copied);
              void navigate(PATHS.givingCart);
            },
          })
        }
      >
        Add these to my cart
      </Button>
      {copy.isError ? (
        <Text fz="sm" c="red.8" role="alert">
          {errorMessage(copy.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function SharedCartView({ shared, shareKey, type }: { shared: SharedCart; shareKey: string; type: SharedCartType }) {
  const session = useSession();
  const owner = useCartOwner();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => {
    saveReturnUrl(location.pathname);
    void navigate(PATHS.login);
  };

  return (
    <div className={classes.layout}>
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="shared-lines-title" className={classes.main}>
        <Title order={2} fz={20} c="forest.9" id="shared-lines-title" mb={4}>
          In this cart
        </Title>
        {shared.items.length ? (
          <CartLines items={shared.items} label="Impacts in the shared cart" />
        ) : (
          <EmptyBlock title="This cart is empty right now" description="Its owner may have checked out already." />
        )}
      </Paper>
      <aside aria-labelledby="shared-summary-title" className={classes.summary}>
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={2} fz={20} c="forest.9" id="shared-summary-title">
              Summary
            </Title>
            <CartTotals totals={shared.totals} />
            {shared.items.length === 0 ? null : session.status === 'guest' ? (
              <Stack gap="xs">
                <Button size="md" fullWidth onClick={signIn}>
                  Sign in to add these to your cart
                </Button>
                <Text fz="xs" c="dimmed" ta="center">
                  {SHARED_CART_TEXTS.signInFirst}
                </Text>
              </Stack>
            ) : owner ? (
              <CopyAction owner={owner} shareKey={shareKey} type={type} />
            ) : (
              <Text fz="sm" c="dimmed">
                {SHARED_CART_TEXTS.noCart}
              </Text>
            )}
          </Stack>
        </Paper>
      </aside>
    </div>
  );
}

/** Route 'public_cart' (/usercart/{key}/{type}), public: a giving cart someone shared, read-only, to copy into one's own. */
export function SharedCartPage() {
  const { key = '', type } = useParams();
  if (type === 'guest') {
    return (
      <Suspense fallback={<LoadingState label="Loading the cart…" />}>
        <GuestCartPage cartKey={key} />
      </Suspense>
    );
  }
  return <MemberSharedCartPage shareKey={key} type={type} />;
}

function MemberSharedCartPage({ shareKey: key, type }: { shareKey: string; type: string | undefined }) {
  const isValid = isSharedCartType(type) && key.length >= 10 && key.length <= 64;
  const shared = useQuery({ ...sharedCartQuery(key, isSharedCartType(type) ? type : 'user'), enabled: isValid });
  const notFound = !isValid || (shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 422));

  return (
    <div className={classes.frame}>
      <Stack gap="xl">
        <PageHeader
          eyebrow="Shared giving cart"
          title={shared.data ? `${shared.data.owner_name}'s giving cart` : 'A shared giving cart'}
          description="Someone shared the impacts they plan to give. Give the same impacts by adding them to your own cart."
        />
        {notFound ? (
          <Alert color="orange" variant="light" icon={<AlertIcon />} title="This link does not work" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{givingMessages.sharedCartNotFound}</Text>
              <Button component={Link} to={PATHS.viewAllProjects} size="xs" variant="white" color="orange">
                Explore projects
              </Button>
            </Stack>
          </Alert>
        ) : shared.isPending ? (
          <LoadingState label="Loading the shared cart…" />
        ) : shared.isError ? (
          <ErrorState title="The shared cart could not be loaded" error={shared.error} onRetry={() => void shared.refetch()} retrying={shared.isRefetching} />
        ) : (
          <SharedCartView shared={shared.data} shareKey={key} type={isSharedCartType(type) ? type : 'user'} />
        )}
      </Stack>
    </div>
  );
}
