import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './lists.module.css';

type DataTableProps = {
  /** Below this width the table scrolls sideways rather than squeeze its columns. */
  minWidth: number;
  testId: string;
  caption?: string;
  /** The rows are the previous page's, while the next one loads. */
  stale?: boolean;
  highlightOnHover?: boolean;
  /** In its own card (the default), or bare inside a section that already is one. */
  framed?: boolean;
  /** The head and body of the table. */
  children: ReactNode;
};

/** A list of records as a table (wide screens): light green head, striped rows, its caption below. */
export function DataTable({ minWidth, testId, caption, stale, highlightOnHover = true, framed = true, children }: DataTableProps) {
  const table = (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={stale ? classes.stale : undefined}>
      <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm" horizontalSpacing="md" className={classes.table} data-testid={testId}>
        {caption ? <Table.Caption className={classes.caption}>{caption}</Table.Caption> : null}
        {children}
      </Table>
    </Table.ScrollContainer>
  );
  if (!framed) return table;
  return (
    <Paper shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      {table}
    </Paper>
  );
}

type CardListProps = { label: string; testId?: string; stale?: boolean; children: ReactNode };

/** The same records as cards (narrow screens), one list item per record. */
export function CardList({ label, testId, stale, children }: CardListProps) {
  return (
    <Stack gap="sm" component="ul" className={`${classes.cardList} ${stale ? classes.stale : ''}`} aria-label={label} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** A column head of figures, set right like its cells. */
export function NumericHead({ children }: { children: ReactNode }) {
  return (
    <Table.Th scope="col" ta="right">
      {children}
    </Table.Th>
  );
}

/** A cell of figures: set right, in tabular numbers, never wrapped. */
export function NumericCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" className={classes.numeric}>
      {children}
    </Table.Td>
  );
}
