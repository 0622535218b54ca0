import { Text } from '@mantine/core';
import { formatCount, formatSgd, formatUsd } from '../../lib/money';
import classes from './lists.module.css';

/** What a contribution achieved, on a card: '12 × day of clean water · 12 beneficiaries'. */
export function ImpactLine({ row }: { row: { quantity: number; impact_unit: string; beneficiaries: number } }) {
  return (
    <Text fz="sm" c="dimmed">
      {formatCount(row.quantity)} × {row.impact_unit} · {formatCount(row.beneficiaries)} {row.beneficiaries === 1 ? 'beneficiary' : 'beneficiaries'}
    </Text>
  );
}

/** What a contribution cost, on a card: the USD amount strong, then SGD. */
export function AmountLine({ row }: { row: { amt_total_usd: number; amt_total_sgd: number | null } }) {
  return (
    <Text fz="sm" className={classes.numeric}>
      <strong>{formatUsd(row.amt_total_usd)}</strong> · {formatSgd(row.amt_total_sgd)}
    </Text>
  );
}
