import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { getSessionState, subscribeSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { useCart } from '../api/cart';
import { clearStoredCarts } from '../api/cart-storage';
import { givingAccountOf, type GivingAccount } from '../../../lib/giving-account';
import { pluralise } from '../../../lib/money';
import { CartIcon } from '../../../components/ui/icons';
import { useChangePulse } from './use-change-pulse';
import classes from './cart-button.module.css';

/** The accessible name of the header's cart link. */
export function cartLinkLabel(count: number | undefined): string {
  if (count === undefined) return 'Giving cart';
  return count === 0 ? 'Giving cart, empty' : `Giving cart, ${pluralise(count, 'item')}`;
}

function CartLink({ owner }: { owner: GivingAccount }) {
  const cart = useCart(owner);
  const count = cart.data?.totals.items_count;
  const pulsing = useChangePulse(count);
  const label = cartLinkLabel(count);
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        component={Link}
        to={PATHS.givingCart}
        variant="subtle"
        color="gray"
        size={40}
        radius="md"
        aria-label={label}
        className={classes.button}
        data-pulsing={pulsing || undefined}
        data-testid="cart-button"
      >
        <CartIcon size={22} className={classes.icon} />
        {count ? (
          // Keyed by the count so the animation starts again on every change.
          <span key={count} className={classes.badge} data-pulsing={pulsing || undefined} data-testid="cart-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The business header's cart icon with the number of lines in the giving cart; it links to /giving-cart
 * and animates for 2 seconds when the number changes. Users without a giving cart (admins and partners on
 * public screens) see none. The browser's copies of carts are removed as soon as the session ends.
 */
export function CartButton({ user }: { user: CurrentUser }) {
  const owner = givingAccountOf(user);
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSessionState() !== 'signed-in') clearStoredCarts();
      }),
    [],
  );
  return owner ? <CartLink owner={owner} /> : null;
}
