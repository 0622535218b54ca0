import '@mantine/core/styles/Table.css';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDay, type ImpactHistoryRow } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import classes from './impact.module.css';

const categoriesOf = (row: ImpactHistoryRow) => row.categories.map((c) => c.name).join(', ') || '—';

/** The history as a table (wide screens); it scrolls sideways rather than squeeze its columns. */
export function HistoryTable({ rows, stale }: { rows: ImpactHistoryRow[]; stale: boolean }) {
  return (
    <Paper shadow="xs" p={0} style={{ overflow: 'hidden' }}>
    <Table.ScrollContainer minWidth={1040} type="native" className={stale ? classes.stale : undefined}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" className={classes.table} data-testid="impact-history-table">
        <Table.Caption className={classes.caption}>Paid contributions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Project</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
            <Table.Th scope="col">Impact unit</Table.Th>
            <Table.Th scope="col" ta="right">
              Beneficiaries
            </Table.Th>
            <Table.Th scope="col" ta="right">
              USD
            </Table.Th>
            <Table.Th scope="col" ta="right">
              SGD
            </Table.Th>
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
                <Table.Td ta="right" className={classes.numeric}>
                  {formatCount(row.quantity)}
                </Table.Td>
                <Table.Td>{row.impact_unit}</Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatCount(row.beneficiaries)}
                </Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatUsd(row.amt_total_usd)}
                </Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatSgd(row.amt_total_sgd)}
                </Table.Td>
                <Table.Td>
                  <ReceiptButton variant="compact" groupId={row.contribution_group_id} description={`${row.project_title}, ${day}`} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    </Paper>
  );
}

/** The history as cards (narrow screens): every column of the table, one contribution per card. */
export function HistoryCards({ rows, stale }: { rows: ImpactHistoryRow[]; stale: boolean }) {
  return (
    <Stack gap="sm" component="ul" className={`${classes.cardList} ${stale ? classes.stale : ''}`} aria-label="Paid contributions, newest first" data-testid="impact-history-cards">
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
              <Text fz="sm" c="dimmed">
                {formatCount(row.quantity)} × {row.impact_unit} · {formatCount(row.beneficiaries)} {row.beneficiaries === 1 ? 'beneficiary' : 'beneficiaries'}
              </Text>
              <Group justify="space-between" gap="xs" align="center">
                <Text fz="sm" className={classes.numeric}>
                  <strong>{formatUsd(row.amt_total_usd)}</strong> · {formatSgd(row.amt_total_sgd)}
                </Text>
                <ReceiptButton variant="compact" groupId={row.contribution_group_id} description={`${row.project_title}, ${day}`} />
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
