import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ImpactHistoryRow } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { CardList, DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';
import classes from '../../../components/ui/lists.module.css';
import { AmountLine, ImpactLine } from '../../../components/ui/contribution-lines';

const categoriesOf = (row: ImpactHistoryRow) => row.categories.map((c) => c.name).join(', ') || '—';

/** The history as a table (wide screens); it scrolls sideways rather than squeeze its columns. */
export function HistoryTable({ rows, stale }: { rows: ImpactHistoryRow[]; stale: boolean }) {
  return (
    <DataTable minWidth={1040} stale={stale} testId="impact-history-table" caption="Paid contributions, newest first">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Date</Table.Th>
          <Table.Th scope="col">Project</Table.Th>
          <Table.Th scope="col">Category</Table.Th>
          <NumericHead>Quantity</NumericHead>
          <Table.Th scope="col">Impact unit</Table.Th>
          <NumericHead>Beneficiaries</NumericHead>
          <NumericHead>USD</NumericHead>
          <NumericHead>SGD</NumericHead>
          <Table.Th scope="col">Receipt</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const day = formatDisplayDay(row.contribution_date);
          return (
            <Table.Tr key={row.id} data-testid="history-row">
              <Table.Td className={classes.numeric} data-col="date">
                {day}
              </Table.Td>
              <Table.Td maw={280}>
                <Text fz="sm" fw={600}>
                  {row.project_title}
                </Text>
              </Table.Td>
              <Table.Td>{categoriesOf(row)}</Table.Td>
              <NumericCell>{formatCount(row.quantity)}</NumericCell>
              <Table.Td>{row.impact_unit}</Table.Td>
              <NumericCell>{formatCount(row.beneficiaries)}</NumericCell>
              <NumericCell>{formatUsd(row.amt_total_usd)}</NumericCell>
              <NumericCell>{formatSgd(row.amt_total_sgd)}</NumericCell>
              <Table.Td>
                <ReceiptButton variant="compact" groupId={row.contribution_group_id} description={`${row.project_title}, ${day}`} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </DataTable>
  );
}

/** The history as cards (narrow screens): every column of the table, one contribution per card. */
export function HistoryCards({ rows, stale }: { rows: ImpactHistoryRow[]; stale: boolean }) {
  return (
    <CardList label="Paid contributions, newest first" testId="impact-history-cards" stale={stale}>
      {rows.map((row) => {
        const day = formatDisplayDay(row.contribution_date);
        return (
          <Paper key={row.id} component="li" p="md" shadow="xs" data-testid="history-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                <Text fz="xs" fw={700} c="honey.8" tt="uppercase" data-col="date">
                  {day}
                </Text>
                <Text fz="xs" c="dimmed" ta="right">
                  {categoriesOf(row)}
                </Text>
              </Group>
              <Text fw={650}>{row.project_title}</Text>
              <ImpactLine row={row} />
              <Group justify="space-between" gap="xs" align="center">
                <AmountLine row={row} />
                <ReceiptButton variant="compact" groupId={row.contribution_group_id} description={`${row.project_title}, ${day}`} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </CardList>
  );
}
