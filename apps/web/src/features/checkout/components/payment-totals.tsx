import { Text } from '@mantine/core';
import type { ContributionGroup } from '@goodhive/contract';
import { creditCoverage } from '../credit-coverage';
import { formatSgd, formatUsd } from '../../../lib/money';
import classes from './payment-totals.module.css';

type PaymentTotalsProps = {
  group: Pick<ContributionGroup, 'status' | 'total_usd' | 'total_sgd' | 'exchange_rate_sgd' | 'credit_applied_usd' | 'amount_due_usd'>;
};

/**
 * A checkout's money: the total, what giving credit covered and what the card pays. Once paid, the SGD
 * total and the rate it was fixed at show too (the product keeps amounts in USD and SGD).
 */
export function PaymentTotals({ group }: PaymentTotalsProps) {
  const isPaid = group.status === 'paid';
  const byCard = isPaid ? creditCoverage(group.credit_applied_usd, group.total_usd).dueUsd : group.amount_due_usd;
  const hasCredit = group.credit_applied_usd > 0;
  return (
    <dl className={classes.list}>
      {hasCredit ? (
        <>
          <div className={classes.row}>
            <Text component="dt" fz="sm" c="dimmed">
              Giving total
            </Text>
            <Text component="dd" fz="sm" fw={600}>
              {formatUsd(group.total_usd)}
            </Text>
          </div>
          <div className={classes.row}>
            <Text component="dt" fz="sm" c="dimmed">
              Giving credit applied
            </Text>
            <Text component="dd" fz="sm" fw={600} c="forest.7">
              {formatUsd(-group.credit_applied_usd)}
            </Text>
          </div>
        </>
      ) : null}
      <div className={`${classes.row} ${hasCredit ? classes.total : ''}`}>
        <Text component="dt" fw={650}>
          {isPaid ? (hasCredit ? 'Paid by card' : 'Total paid') : 'To pay by card'}
        </Text>
        <Text component="dd" fw={700} fz="lg" c="forest.9">
          {formatUsd(byCard)}
        </Text>
      </div>
      {isPaid && group.total_sgd !== null ? (
        <div className={classes.row}>
          <Text component="dt" fz="sm" c="dimmed">
            Giving total in Singapore dollars
            {group.exchange_rate_sgd !== null ? ` (1 USD = ${group.exchange_rate_sgd} SGD)` : ''}
          </Text>
          <Text component="dd" fz="sm" fw={600}>
            {formatSgd(group.total_sgd)}
          </Text>
        </div>
      ) : null}
    </dl>
  );
}
