import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Event } from '@goodhive/contract';
import { EVENT_AUDIENCE_LABELS, eventTexts } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { PATHS, adminEventEditPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { staffEventsQuery, useDeleteEvent } from '../api/events';
import { eventWhen } from '../components/event-when';

/** Route 'admin.events.listing' (/admin/events): every event, the latest first, with edit and delete. */
export function EventsAdminPage() {
  const list = useQuery(staffEventsQuery());
  const remove = useDeleteEvent();
  const [deleting, setDeleting] = useState<Event | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={eventTexts.adminTitle} description={eventTexts.adminDescription}>
        <Group mt="xs">
          <Button component={Link} to={PATHS.adminEventCreate} leftSection={<PlusIcon size={18} />}>
            {eventTexts.create}
          </Button>
        </Group>
      </PageHeader>
      <QueryState query={list} loadingLabel="Loading events…" errorTitle={eventTexts.loadError} empty={{ title: eventTexts.empty, description: eventTexts.emptyDescription }}>
        {(rows) => (
          <DataTable minWidth={860} testId="events-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Where</Table.Th>
                <Table.Th scope="col">Audience</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminEventEditPath(e.id)} fw={600}>
                      {e.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{eventWhen(e)}</Table.Td>
                  <Table.Td>{e.location ?? eventTexts.online}</Table.Td>
                  <Table.Td>{EVENT_AUDIENCE_LABELS[e.audience]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {Date.parse(e.ends_at) > Date.now() ? (
                      <Badge color="forest" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                        {eventTexts.upcoming}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
                        {eventTexts.past}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<TrashIcon size={14} />} onClick={() => setDeleting(e)} aria-label={`Delete event ${e.title}`}>
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
        title="Delete event"
        message={deleting ? `Delete the event “${deleting.title}”? Members stop seeing it at once.` : null}
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
              toast.success(eventTexts.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
