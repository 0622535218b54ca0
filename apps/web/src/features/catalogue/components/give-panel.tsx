import '@mantine/core/styles/NumberInput.css';
import { Anchor, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ImpactLevel, ProjectDetail } from '@goodhive/contract';
import { givingMessages } from '@goodhive/contract/texts';
import { CartIcon, CheckCircleIcon, UsersIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { saveReturnUrl, useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { addToGuestCart, useCart, useCartOwner, useChangeCart, checkQuantity } from '../../cart';
import { displayTotal, formatUsd, pluralise } from '../../../lib/money';
import classes from './give-panel.module.css';

/** The address parameters that carry a visitor's choice through sign-in and back. */
export const CHOICE_PARAMS = { level: 'level', quantity: 'quantity' } as const;

function LevelText({ level }: { level: ImpactLevel }) {
  return (
    <Stack gap={2}>
      <Text fw={650} fz="sm">
        {formatUsd(level.price)} <Text span fw={400} c="dimmed" inherit>per {level.impact_unit}</Text>
      </Text>
      <Group gap={4} c="dimmed" wrap="nowrap">
        <UsersIcon size={15} />
        <Text fz="xs">{pluralise(level.beneficiaries_per_unit, 'beneficiary', 'beneficiaries')} per unit</Text>
      </Group>
    </Stack>
  );
}

/**
 * Choose an impact level and a quantity, then Add to cart. Visitors are sent to sign in first and come
 * back to this project with their choice kept; admins and partners, who have no giving cart, are told so.
 * The project must have at least one impact level.
 */
export function GivePanel({ project }: { project: ProjectDetail & { impact_levels: [ImpactLevel, ...ImpactLevel[]] } }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const owner = useCartOwner();
  const cart = useCart(owner);
  const change = useChangeCart(owner ?? { userId: 0, companyId: null });
  const levels = project.impact_levels;
  const [levelId, setLevelId] = useState(() => String((levels.find((l) => String(l.id) === params.get(CHOICE_PARAMS.level)) ?? levels[0]).id));
  const [quantity, setQuantity] = useState<string | number>(() => {
    const fromAddress = checkQuantity(params.get(CHOICE_PARAMS.quantity) ?? '1');
    return fromAddress.ok ? fromAddress.value : 1;
  });
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState(false);
  const [guestPending, setGuestPending] = useState(false);
  const [guestError, setGuestError] = useState<string | null>(null);

  const level = levels.find((l) => String(l.id) === levelId) ?? levels[0];
  const check = checkQuantity(quantity);
  const isVisitor = session.status === 'guest';
  const cannotGive = !isVisitor && owner === null;
  const serverQuantityError = change.error instanceof ApiError ? change.error.fieldError('quantity') : undefined;
  const quantityError = (showErrors && !check.ok ? check.error : undefined) ?? serverQuantityError;
  const otherError = change.error && !serverQuantityError ? errorMessage(change.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      setShowErrors(true);
      return;
    }
    if (isVisitor) {
      // Back here after signing in, with the same choice filled in.
      const choice = new URLSearchParams({ [CHOICE_PARAMS.level]: String(level.id), [CHOICE_PARAMS.quantity]: String(check.value) });
      saveReturnUrl(`${location.pathname}?${choice.toString()}`);
      void navigate(PATHS.login);
      return;
    }
    if (!owner) return;
    setAdded(false);
    change.mutate(
      { op: 'add', type: 'project', project_id: project.id, impact_level_id: level.id, quantity: check.value },
      { onSuccess: () => setAdded(true) },
    );
  };

  const itemsInCart = cart.data?.totals.items_count ?? 0;

  /** A visitor gives without an account: the line goes into their public cart, which opens for the guest checkout. */
  const giveAsGuest = () => {
    if (!check.ok) {
      setShowErrors(true);
      return;
    }
    setGuestPending(true);
    setGuestError(null);
    addToGuestCart({ project_id: project.id, impact_level_id: level.id, quantity: check.value })
      .then((guestCart) => navigate(guestCart.path))
      .catch((error: unknown) => setGuestError(errorMessage(error)))
      .finally(() => setGuestPending(false));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="give-title">
      <Stack gap="md">
        <Text id="give-title" fw={700} fz="sm" tt="uppercase" c="forest.8" className={classes.kicker}>
          Give this impact
        </Text>
        {levels.length > 1 ? (
          <Radio.Group label="Impact level" value={String(level.id)} onChange={setLevelId}>
            <Stack gap="xs" mt={6}>
              {levels.map((l) => (
                <Radio.Card key={l.id} value={String(l.id)} className={classes.level} radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <LevelText level={l} />
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <div className={classes.single}>
            <Text fz="xs" c="dimmed" fw={600} mb={4}>
              Impact level
            </Text>
            <LevelText level={level} />
          </div>
        )}
        <NumberInput
          label="Quantity"
          description={`One unit = ${level.impact_unit}`}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setAdded(false);
            if (change.error) change.reset();
          }}
          min={project.quantity_min}
          max={project.quantity_max}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator=","
          error={quantityError}
          inputMode="numeric"
        />
        {check.ok ? (
          <div className={classes.total} aria-live="polite">
            <Text fz="sm" c="dimmed">
              {check.value.toLocaleString('en-US')} × {level.impact_unit}
            </Text>
            <Text fw={750} fz={22} c="forest.8" lh={1.2}>
              {formatUsd(displayTotal(level.price, check.value))}
            </Text>
            <Text fz="sm" c="dimmed">
              Reaches {pluralise(level.beneficiaries_per_unit * check.value, 'beneficiary', 'beneficiaries')}
            </Text>
          </div>
        ) : null}
        <Button type="submit" size="md" fullWidth leftSection={<CartIcon size={18} />} loading={change.isPending} disabled={cannotGive}>
          Add to cart
        </Button>
        {isVisitor ? (
          <>
            <Text fz="xs" c="dimmed" ta="center">
              You will be asked to sign in first; your choice is kept.
            </Text>
            <Button type="button" variant="default" size="md" fullWidth onClick={giveAsGuest} loading={guestPending}>
              Give as a guest
            </Button>
            {guestError ? (
              <Text fz="sm" c="red.8" role="alert">
                {guestError}
              </Text>
            ) : null}
          </>
        ) : null}
        {cannotGive ? (
          <Text fz="xs" c="dimmed" ta="center">
            Giving is done from a business or personal account.
          </Text>
        ) : null}
        {otherError ? (
          <Text fz="sm" c="red.8" role="alert">
            {otherError}
          </Text>
        ) : null}
        {added && !change.isPending ? (
          <Group gap={8} wrap="nowrap" role="status" className={classes.added}>
            <CheckCircleIcon size={20} />
            <Text fz="sm" fw={600}>
              {givingMessages.addedToCart}{' '}
              <Anchor component={Link} to={PATHS.givingCart} fz="sm" fw={700} underline="always">
                View your giving cart{itemsInCart ? ` (${pluralise(itemsInCart, 'impact')})` : ''}
              </Anchor>
            </Text>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
