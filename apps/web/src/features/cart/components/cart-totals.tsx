import { Stack, Text } from '@mantine/core';
import type { Cart } from '@goodhive/contract';
import { DetailList } from '../../../components/ui/detail-list';
import { formatSgd, formatUsd } from '../../../lib/money';
import classes from './cart-totals.module.css';

/** The totals the server computed for a cart, in USD and (indicatively) SGD. */
export function CartTotals({ totals }: { totals: Cart['totals'] }) {
  return (
    <Stack gap="sm">
      <DetailList
        items={[
          { label: 'Impacts', value: totals.items_count.toLocaleString('en-US') },
          { label: 'Units', value: totals.quantity.toLocaleString('en-US') },
          { label: 'Beneficiaries', value: totals.beneficiaries.toLocaleString('en-US') },
        ]}
      />
      <div className={classes.total} aria-live="polite" aria-atomic="true">
        <Text fz="sm" fw={600} c="forest.9">
          Total
        </Text>
        <Text fz={28} fw={750} c="forest.8" lh={1.15} data-testid="cart-total-usd">
          {formatUsd(totals.amt_total_usd)}
        </Text>
        <Text fz="sm" fw={600} data-testid="cart-total-sgd">
          about {formatSgd(totals.amt_total_sgd)}
        </Text>
      </div>
      <Text fz="xs" c="dimmed">
        SGD at US $1 = S${totals.exchange_rate_sgd}, for guidance: the rate on the day of payment applies.
      </Text>
    </Stack>
  );
}
