import { Alert, Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectUpdate } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { CardList, DataTable } from '../../../components/ui/data-table';
import { AlertIcon } from '../../../components/ui/icons';
import classes from '../../../components/ui/lists.module.css';
import { UpdateStatusBadge } from './update-status-badge';

export type UpdatesTableProps = {
  rows: ProjectUpdate[];
  /** Staff see which worthy cause posted each update. */
  showPartner?: boolean;
  editPath: (row: ProjectUpdate) => string;
  /** More buttons per row (staff: hide or publish). */
  actions?: (row: ProjectUpdate) => ReactNode;
  stale?: boolean;
  caption: string;
};

/** Why staff hid an update: the partner needs to read it to fix the update. */
function ModerationNote({ row }: { row: ProjectUpdate }) {
  if (!row.moderation_note) return null;
  return (
    <Alert color={row.status === 'hidden' ? 'red' : 'gray'} variant="light" p="xs" icon={<AlertIcon size={16} />} data-testid="moderation-note">
      <Text fz="sm" c="var(--mantine-color-text)">
        <strong>Note from our team:</strong> {row.moderation_note}
      </Text>
    </Alert>
  );
}

/** Updates as a table on wide screens and as cards on narrow ones; each opens its edit screen. */
export function UpdatesTable({ rows, showPartner, editPath, actions, stale, caption }: UpdatesTableProps) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const titleLink = (row: ProjectUpdate) => (
    <Anchor component={Link} to={editPath(row)} fw={650} fz="sm" c="forest.9">
      {row.title}
    </Anchor>
  );
  if (narrow) {
    return (
      <CardList label={caption} stale={stale}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" p="md" shadow="xs" data-testid="update-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
                  {formatDisplayDay(row.published_at)}
                </Text>
                <UpdateStatusBadge status={row.status} />
              </Group>
              {titleLink(row)}
              <Text fz="sm" c="dimmed">
                {row.project.title}
                {showPartner ? ` · ${row.partner.worthy_cause_name}` : ''}
              </Text>
              <ModerationNote row={row} />
              {actions ? <Group gap="xs">{actions(row)}</Group> : null}
            </Stack>
          </Paper>
        ))}
      </CardList>
    );
  }
  return (
    <DataTable minWidth={showPartner ? 900 : 760} stale={stale} testId="updates-table" caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Posted</Table.Th>
          <Table.Th scope="col">Update</Table.Th>
          <Table.Th scope="col">Project</Table.Th>
          {showPartner ? <Table.Th scope="col">Worthy cause</Table.Th> : null}
          <Table.Th scope="col">Status</Table.Th>
          {actions ? <Table.Th scope="col">Actions</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="update-row">
            <Table.Td className={classes.numeric}>{formatDisplayDay(row.published_at)}</Table.Td>
            <Table.Td maw={340}>
              <Stack gap={6}>
                {titleLink(row)}
                <ModerationNote row={row} />
              </Stack>
            </Table.Td>
            <Table.Td maw={260}>
              <Text fz="sm">{row.project.title}</Text>
            </Table.Td>
            {showPartner ? <Table.Td>{row.partner.worthy_cause_name}</Table.Td> : null}
            <Table.Td miw={170}>
              <UpdateStatusBadge status={row.status} />
            </Table.Td>
            {actions ? (
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {actions(row)}
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
