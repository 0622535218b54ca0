import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MilestoneEmail } from '@goodhive/contract';
import { milestoneLabel, milestoneTexts } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS, adminEmailEditPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { milestoneEmailsQuery, useDeleteMilestoneEmail } from '../api/milestones';

/** Route 'admin.emails.list' (/admin/emails/list): every milestone e-mail, with how many members reached it. */
export function MilestoneEmailsPage() {
  const list = useQuery(milestoneEmailsQuery());
  const remove = useDeleteMilestoneEmail();
  const [deleting, setDeleting] = useState<MilestoneEmail | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={milestoneTexts.listTitle} description={milestoneTexts.listDescription}>
        <Group mt="xs">
          <Button component={Link} to={PATHS.adminEmailCreate} leftSection={<PlusIcon size={18} />}>
            {milestoneTexts.create}
          </Button>
        </Group>
      </PageHeader>
      <QueryState query={list} loadingLabel="Loading milestone e-mails…" errorTitle="The milestone e-mails could not be loaded" empty={{ title: milestoneTexts.empty, description: milestoneTexts.emptyDescription }}>
        {(rows) => (
          <DataTable minWidth={820} testId="milestone-emails-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Milestone</Table.Th>
                <Table.Th scope="col">Subject</Table.Th>
                <Table.Th scope="col">Reached by</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminEmailEditPath(m.id)} fw={600}>
                      {m.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{milestoneLabel(m.kind, m.threshold)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" lineClamp={2}>
                      {m.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.sent_count.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{formatDisplayDate(m.updated_at)}</Table.Td>
                  <Table.Td>
                    {m.active ? (
                      <Badge color="forest" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                        Active
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                        Off
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<TrashIcon size={14} />} onClick={() => setDeleting(m)} aria-label={`Delete milestone e-mail ${m.name}`}>
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryState>
      <ActionDialog
        opened={deleting !== null}
        title="Delete milestone e-mail"
        message={deleting ? `Delete “${deleting.name}”? Members who have not reached it yet will not get it.` : null}
        onClose={() => setDeleting(null)}
        confirmLabel="Delete"
        confirmColor="red"
        focusConfirm
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(milestoneTexts.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
