import { ActionIcon, Anchor, Badge, Group, Loader, NumberInput, Text } from '@mantine/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@goodhive/contract';
import { QUANTITY_MAX, givingMessages } from '@goodhive/contract/texts';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { projectPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useChangeCart } from '../api/change-cart';
import type { GivingAccount } from '../../../lib/giving-account';
import { formatUsd, pluralise } from '../../../lib/money';
import { checkQuantity } from '../quantity';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import classes from './cart-line.module.css';

type CartLineProps = {
  item: CartItem;
  /** Absent on a shared cart, which is read-only. */
  owner?: GivingAccount;
  /** Called after the line was removed (focus moves somewhere sensible). */
  onRemoved?: () => void;
};

/** A line of the giving cart; with an owner its quantity can be changed and the line removed. */
export function CartLine({ item, owner, onRemoved }: CartLineProps) {
  const titleId = `cart-line-${item.carts_id}`;
  return (
    <li className={classes.line} aria-labelledby={titleId} data-testid="cart-line">
      <img src={item.project.image_square.url} alt="" width={80} height={80} className={classes.thumb} loading="lazy" />
      <div className={classes.info}>
        <Anchor component={Link} to={projectPath(item.project)} fw={650} c="forest.9" id={titleId} className={classes.title}>
          {item.project.title}
        </Anchor>
        <Text fz="sm" c="dimmed">
          by {item.project.partner_name}
        </Text>
        <Text fz="sm">
          {formatUsd(item.unit_price_usd)} per {item.impact.impact_unit}
        </Text>
        <Group gap={6} mt={2}>
          {item.type === 'story' ? (
            <Badge variant="light" color="forest" radius="sm" tt="none">
              Giving story
            </Badge>
          ) : null}
          {item.project.is_bundle ? (
            <Badge variant="light" color="forest" radius="sm" tt="none">
              Bundle
            </Badge>
          ) : null}
          {item.is_available ? null : (
            <Badge variant="light" color="red" radius="sm" tt="none">
              {givingMessages.itemUnavailable}
            </Badge>
          )}
        </Group>
      </div>
      <div className={classes.quantity}>
        {owner ? (
          <QuantityEditor item={item} owner={owner} />
        ) : (
          <Text fz="sm">
            <Text span c="dimmed" inherit>
              Quantity{' '}
            </Text>
            <strong>{item.quantity.toLocaleString('en-US')}</strong>
          </Text>
        )}
      </div>
      <div className={classes.amount}>
        <Text fw={700} c="forest.8" data-testid="cart-line-total">
          {formatUsd(item.amt_total_usd)}
        </Text>
        <Text fz="xs" c="dimmed">
          {pluralise(item.beneficiaries, 'beneficiary', 'beneficiaries')}
        </Text>
      </div>
      {owner ? (
        <div className={classes.remove}>
          <RemoveButton item={item} owner={owner} onRemoved={onRemoved} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The quantity of a line: typed (sent when the field is left or Enter is pressed) or stepped with the
 * buttons (sent at once). A wrong value is explained under the field and not sent; so is the server's own
 * refusal (a checkout over its limit).
 */
function QuantityEditor({ item, owner }: { item: CartItem; owner: GivingAccount }) {
  const change = useChangeCart(owner);
  const [value, setValue] = useState<string | number>(item.quantity);
  const [synced, setSynced] = useState(item.quantity);
  const [error, setError] = useState<string | null>(null);

  // The server's quantity moved (this field's own update, another tab, a merge): the field follows it.
  if (item.quantity !== synced) {
    setSynced(item.quantity);
    setValue(item.quantity);
    setError(null);
  }

  const send = (raw: string | number) => {
    const check = checkQuantity(raw);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setValue(check.value);
    if (check.value === item.quantity) return;
    change.mutate(
      { op: 'update', carts_id: item.carts_id, quantity: check.value },
      {
        onError: (failure) => {
          setError(failure instanceof ApiError ? (failure.fieldError('quantity') ?? failure.message) : errorMessage(failure));
        },
      },
    );
  };
  const step = (by: number) => {
    const current = checkQuantity(value);
    const next = Math.min(QUANTITY_MAX, Math.max(1, (current.ok ? current.value : item.quantity) + by));
    send(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send(value);
    }
  };
  const current = checkQuantity(value);
  const inputId = `cart-line-${item.carts_id}-quantity`;
  const unitId = `${inputId}-unit`;
  const errorId = `${inputId}-error`;

  return (
    <div>
      <label htmlFor={inputId} className={classes.quantityLabel}>
        Quantity
      </label>
      <div className={classes.stepper}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`One less ${item.impact.impact_unit}`}
          onClick={() => step(-1)}
          disabled={change.isPending || (current.ok && current.value <= 1)}
        >
          <MinusIcon size={16} />
        </ActionIcon>
        <NumberInput
          id={inputId}
          aria-label={`Quantity of ${item.project.title}`}
          aria-describedby={error ? `${unitId} ${errorId}` : unitId}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (error) setError(null);
          }}
          onBlur={() => send(value)}
          onKeyDown={onKeyDown}
          min={1}
          max={QUANTITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator=","
          inputMode="numeric"
          hideControls
          error={Boolean(error)}
          rightSection={change.isPending ? <Loader size={14} color="forest" aria-label="Saving" /> : undefined}
          className={classes.quantityInput}
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label={`One more ${item.impact.impact_unit}`}
          onClick={() => step(1)}
          disabled={change.isPending || (current.ok && current.value >= QUANTITY_MAX)}
        >
          <PlusIcon size={16} />
        </ActionIcon>
      </div>
      <Text id={unitId} fz="xs" c="dimmed" mt={4}>
        × {item.impact.impact_unit}
      </Text>
      {error ? (
        <Text id={errorId} fz="xs" c="var(--mantine-color-error)" mt={4} role="alert" className={classes.error}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}

function RemoveButton({ item, owner, onRemoved }: { item: CartItem; owner: GivingAccount; onRemoved?: () => void }) {
  const change = useChangeCart(owner);
  const label = `Remove ${item.project.title} from your cart`;
  const remove = () =>
    change.mutate(
      { op: 'remove', carts_id: item.carts_id },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? givingMessages.removedFromCart);
          onRemoved?.();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  return (
    <Tooltip label="Remove" withArrow>
      <ActionIcon variant="subtle" color="red" size={38} radius="md" aria-label={label} onClick={remove} loading={change.isPending}>
        <TrashIcon size={19} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The lines of a cart as a list; `label` names it for screen readers. */
export function CartLines({ items, owner, label, onRemoved }: { items: CartItem[]; owner?: GivingAccount; label: string; onRemoved?: () => void }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((item) => (
        <CartLine key={item.carts_id} item={item} owner={owner} onRemoved={onRemoved} />
      ))}
    </ul>
  );
}
