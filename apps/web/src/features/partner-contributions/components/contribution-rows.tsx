import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PartnerContributionRow } from '@goodhive/contract';
import { GIVER_ACCOUNT_LABELS, formatDisplayDay, giverLabel } from '@goodhive/contract/texts';
import { CardList, DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';
import classes from '../../../components/ui/lists.module.css';
import { AmountLine, ImpactLine } from '../../../components/ui/contribution-lines';

type RowsProps = { rows: PartnerContributionRow[]; stale: boolean };

/** The giver as the partner sees it: the account type, and the public name or 'Anonymous giver'. */
function Giver({ giver }: { giver: PartnerContributionRow['giver'] }) {
  return (
    <Group gap={6} wrap="nowrap" data-col="giver">
      <Badge variant="light" color={giver.account === 'company' ? 'forest' : 'honey'} size="sm" tt="none" style={{ flexShrink: 0 }}>
        {GIVER_ACCOUNT_LABELS[giver.account]}
      </Badge>
      <Text fz="sm" fs={giver.name ? undefined : 'italic'} c={giver.name ? undefined : 'dimmed'} lineClamp={2}>
        {giverLabel(giver)}
      </Text>
    </Group>
  );
}

/** The contributions as a table (wide screens); it scrolls sideways rather than squeeze its columns. */
export function ContributionTable({ rows, stale }: RowsProps) {
  return (
    <DataTable minWidth={1000} stale={stale} testId="contributions-table" caption="Paid contributions to your projects, newest first">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Date</Table.Th>
          <Table.Th scope="col">Project</Table.Th>
          <Table.Th scope="col">Impact unit</Table.Th>
          <NumericHead>Quantity</NumericHead>
          <NumericHead>Beneficiaries</NumericHead>
          <NumericHead>USD</NumericHead>
          <NumericHead>SGD</NumericHead>
          <Table.Th scope="col">Giver</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="contribution-row">
            <Table.Td className={classes.numeric} data-col="date">
              {formatDisplayDay(row.contribution_date)}
            </Table.Td>
            <Table.Td maw={260}>
              <Text fz="sm" fw={600} data-col="project">
                {row.project_title}
              </Text>
            </Table.Td>
            <Table.Td>{row.impact_unit}</Table.Td>
            <NumericCell>{formatCount(row.quantity)}</NumericCell>
            <NumericCell>{formatCount(row.beneficiaries)}</NumericCell>
            <NumericCell>{formatUsd(row.amt_total_usd)}</NumericCell>
            <NumericCell>{formatSgd(row.amt_total_sgd)}</NumericCell>
            <Table.Td maw={240}>
              <Giver giver={row.giver} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** The contributions as cards (narrow screens): every column of the table, one contribution per card. */
export function ContributionCards({ rows, stale }: RowsProps) {
  return (
    <CardList label="Paid contributions to your projects, newest first" testId="contributions-cards" stale={stale}>
      {rows.map((row) => (
        <Paper key={row.id} component="li" p="md" shadow="xs" data-testid="contribution-row">
          <Stack gap={6}>
            <Text fz="xs" fw={700} c="honey.8" tt="uppercase" data-col="date">
              {formatDisplayDay(row.contribution_date)}
            </Text>
            <Text fw={650} data-col="project">
              {row.project_title}
            </Text>
            <ImpactLine row={row} />
            <AmountLine row={row} />
            <Giver giver={row.giver} />
          </Stack>
        </Paper>
      ))}
    </CardList>
  );
}
