import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminPartnerRow } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { CardList, DataTable } from '../../../components/ui/data-table';
import { deferred } from '../../../components/ui/deferred';
import { ChevronDownIcon } from '../../../components/ui/icons';
import classes from '../../../components/ui/lists.module.css';
import { partnerLinks } from './partner-links';

// The actions menu (a popover) loads after the first paint; until then its button holds the place.
const PartnerActions = deferred(
  () => import('./partner-actions').then((module) => module.PartnerActions),
  ({ partner }: { partner: AdminPartnerRow }) => (
    <Button size="xs" variant="light" color="forest" rightSection={<ChevronDownIcon size={14} />} aria-label={`Actions for ${partner.worthy_cause_name}`} aria-haspopup="menu" aria-busy aria-disabled="true">
      Actions
    </Button>
  ),
);
import { PartnerStatusBadge, ProjectCounts } from './partner-facts';

const contactOf = (p: AdminPartnerRow) => `${p.contact_first_name} ${p.contact_last_name}`.trim();

/** The partner users as a table (wide screens); it scrolls sideways rather than squeeze its columns. */
export function PartnerUsersTable({ rows, stale }: { rows: AdminPartnerRow[]; stale: boolean }) {
  return (
    <DataTable minWidth={960} stale={stale} testId="partner-users-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Worthy cause</Table.Th>
          <Table.Th scope="col">Panel user</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Projects</Table.Th>
          <Table.Th scope="col">Created</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.partner_id} data-testid="partner-row">
            <Table.Td maw={280}>
              <Anchor component={Link} to={partnerLinks(p).profile} fw={650} fz="sm">
                {p.worthy_cause_name}
              </Anchor>
              <Text fz="xs" c="dimmed">
                Partner {p.partner_id} · User {p.user_id}
                {p.org_legal_name ? ` · ${p.org_legal_name}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{contactOf(p)}</Text>
              <Text fz="xs" c="dimmed">
                {p.contact_email}
              </Text>
            </Table.Td>
            <Table.Td>
              <PartnerStatusBadge partner={p} />
            </Table.Td>
            <Table.Td maw={260}>
              <ProjectCounts partner={p} />
            </Table.Td>
            <Table.Td className={classes.numeric}>{formatDisplayDay(p.created_at)}</Table.Td>
            <Table.Td ta="right">
              <PartnerActions partner={p} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** The partner users as cards (narrow screens): every column of the table, one partner per card. */
export function PartnerUserCards({ rows, stale }: { rows: AdminPartnerRow[]; stale: boolean }) {
  return (
    <CardList label="Partner users" testId="partner-users-cards" stale={stale}>
      {rows.map((p) => (
        <Paper key={p.partner_id} component="li" p="md" shadow="xs" data-testid="partner-row">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={partnerLinks(p).profile} fw={650}>
                  {p.worthy_cause_name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  Partner {p.partner_id} · User {p.user_id} · created {formatDisplayDay(p.created_at)}
                </Text>
              </div>
              <PartnerStatusBadge partner={p} />
            </Group>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {contactOf(p)} · {p.contact_email}
            </Text>
            <ProjectCounts partner={p} />
            <Group justify="flex-end">
              <PartnerActions partner={p} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </CardList>
  );
}
