import { Badge, Button, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HiveMemberRow } from '@goodhive/contract';
import { REFERRAL_STATE_LABELS, hiveTexts as t } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { hiveMembersQuery, useRemoveHiveMember } from '../api/hives';

/** Route 'hive-member' (hive partners): the companies in the hive, when they joined and their membership, with Remove. */
export function HiveMemberPage() {
  const members = useQuery(hiveMembersQuery());
  const remove = useRemoveHiveMember();
  const [removing, setRemoving] = useState<HiveMemberRow | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader title={t.membersTitle} description="The businesses in your hive. Their giving counts towards your hive's combined impact." />
      <QueryState query={members} loadingLabel="Loading your hive's members…" errorTitle="Your hive's members could not be loaded" empty={{ title: t.noMembers }}>
        {(rows) => (
          <DataTable minWidth={620} testId="hive-members" caption={`${rows.length} ${rows.length === 1 ? 'member' : 'members'}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Business</Table.Th>
                <Table.Th scope="col">Joined</Table.Th>
                <Table.Th scope="col">Through your link</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.company_id}>
                  <Table.Td fw={600}>{m.company_name}</Table.Td>
                  <Table.Td>{formatDisplayDate(m.joined_at)}</Table.Td>
                  <Table.Td>{m.status ? <Badge variant="light" color={m.status === 'converted' ? 'forest' : 'honey'}>{REFERRAL_STATE_LABELS[m.status]}</Badge> : '—'}</Table.Td>
                  <Table.Td ta="right">
                    <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(m)} aria-label={`Remove ${m.company_name} from the hive`}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
      <ActionDialog
        opened={removing !== null}
        title="Remove from the hive"
        message={removing ? `Remove ${removing.company_name} from your hive? Its giving no longer counts towards the hive.` : ''}
        error={remove.error ? errorMessage(remove.error) : null}
        confirmLabel="Remove"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.company_id, {
            onSuccess: (result) => {
              setRemoving(null);
              toast.success(result.message ?? t.removed);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
