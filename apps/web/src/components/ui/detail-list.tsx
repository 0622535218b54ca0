import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export type Detail = { label: string; value: ReactNode };

/** Label and value pairs as a description list (read in order by screen readers). */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={classes.row}>
          <Text component="dt" fz="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" fz="sm" fw={600} className={classes.value}>
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
