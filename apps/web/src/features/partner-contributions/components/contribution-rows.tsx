import '@mantine/core/styles/Table.css';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { GIVER_ACCOUNT_LABELS, formatDisplayDay, giverLabel, type PartnerContributionRow } from '@goodhive/contract';
import { formatCount, formatSgd, formatUsd } from '../../../lib/money';
import classes from './partner-giving.module.css';

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
    <Paper shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={1000} type="native" className={stale ? classes.stale : undefined}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" className={classes.table} data-testid="contributions-table">
          <Table.Caption className={classes.caption}>Paid contributions to your projects, newest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Project</Table.Th>
              <Table.Th scope="col">Impact unit</Table.Th>
              <Table.Th scope="col" ta="right">
                Quantity
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Beneficiaries
              </Table.Th>
              <Table.Th scope="col" ta="right">
                USD
              </Table.Th>
              <Table.Th scope="col" ta="right">
                SGD
              </Table.Th>
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
                <Table.Td ta="right" className={classes.numeric}>
                  {formatCount(row.quantity)}
                </Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatCount(row.beneficiaries)}
                </Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatUsd(row.amt_total_usd)}
                </Table.Td>
                <Table.Td ta="right" className={classes.numeric}>
                  {formatSgd(row.amt_total_sgd)}
                </Table.Td>
                <Table.Td maw={240}>
                  <Giver giver={row.giver} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The contributions as cards (narrow screens): every column of the table, one contribution per card. */
export function ContributionCards({ rows, stale }: RowsProps) {
  return (
    <Stack gap="sm" component="ul" className={`${classes.cardList} ${stale ? classes.stale : ''}`} aria-label="Paid contributions to your projects, newest first" data-testid="contributions-cards">
      {rows.map((row) => (
        <Paper key={row.id} component="li" p="md" shadow="xs" data-testid="contribution-row">
          <Stack gap={6}>
            <Text fz="xs" fw={700} c="honey.8" tt="uppercase" data-col="date">
              {formatDisplayDay(row.contribution_date)}
            </Text>
            <Text fw={650} data-col="project">
              {row.project_title}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatCount(row.quantity)} × {row.impact_unit} · {formatCount(row.beneficiaries)} {row.beneficiaries === 1 ? 'beneficiary' : 'beneficiaries'}
            </Text>
            <Text fz="sm" className={classes.numeric}>
              <strong>{formatUsd(row.amt_total_usd)}</strong> · {formatSgd(row.amt_total_sgd)}
            </Text>
            <Giver giver={row.giver} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
