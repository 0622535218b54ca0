import { Text } from '@mantine/core';
import type { Contribution } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd, pluralise } from '../../../lib/money';
import classes from './group-items.module.css';

type GroupItemsProps = {
  contributions: readonly Contribution[];
  /** Show each line's SGD amount (known once paid: it is fixed at the rate of the payment). */
  withSgd?: boolean;
};

/** The impacts of one checkout: project, units, beneficiaries and amounts, one line each. */
export function GroupItems({ contributions, withSgd = false }: GroupItemsProps) {
  return (
    <ul className={classes.list}>
      {contributions.map((c) => (
        <li key={c.id} className={classes.item}>
          <img className={classes.thumb} src={c.project.image_square.url} alt="" width={56} height={56} loading="lazy" />
          <div>
            <Text fw={600} c="forest.9" lh={1.35} className={classes.title}>
              {c.project.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatCount(c.quantity)} × {c.impact.impact_unit}
              <span aria-hidden="true"> · </span>
              <span className={classes.nowrap}>{pluralise(c.beneficiaries, 'beneficiary', 'beneficiaries')}</span>
            </Text>
          </div>
          <div className={classes.amounts}>
            <Text fw={650}>{formatUsd(c.amt_total_usd)}</Text>
            {withSgd && c.amt_total_sgd !== null ? (
              <Text fz="sm" c="dimmed">
                {formatSgd(c.amt_total_sgd)}
              </Text>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
