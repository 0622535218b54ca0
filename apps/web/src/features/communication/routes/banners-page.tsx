import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@goodhive/contract';
import { BANNER_PLACEMENT_LABELS, bannerTexts } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS, adminBannerEditPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { bannersQuery, useDeleteBanner } from '../api/banners';

/** Whether a banner shows now: active and within its dates. */
export function isShowing(b: Pick<Banner, 'active' | 'start_at' | 'end_at'>, now = Date.now()): boolean {
  return b.active && Date.parse(b.start_at) <= now && (!b.end_at || Date.parse(b.end_at) > now);
}

/** Route 'admin.banners' (/admin/banner): every banner, with what shows now, and their edit and delete. */
export function BannersPage() {
  const banners = useQuery(bannersQuery());
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<Banner | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={bannerTexts.listTitle} description={bannerTexts.description}>
        <Group mt="xs">
          <Button component={Link} to={PATHS.adminBannerAdd} leftSection={<PlusIcon size={18} />}>
            {bannerTexts.add}
          </Button>
        </Group>
      </PageHeader>
      <Text fz="sm" c="dimmed">
        {bannerTexts.newestWins}
      </Text>
      <QueryState
        query={banners}
        loadingLabel="Loading banners…"
        errorTitle="The banners could not be loaded"
        empty={{ title: bannerTexts.empty, description: bannerTexts.emptyDescription }}
      >
        {(rows) => (
          <DataTable minWidth={860} testId="banners-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Placement</Table.Th>
                <Table.Th scope="col">Start</Table.Th>
                <Table.Th scope="col">End</Table.Th>
                <Table.Th scope="col">USD notice</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <Anchor component={Link} to={adminBannerEditPath(b.id)} fw={600}>
                      {b.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{BANNER_PLACEMENT_LABELS[b.placement]}</Table.Td>
                  <Table.Td>{formatDisplayDate(b.start_at)}</Table.Td>
                  <Table.Td>{b.end_at ? formatDisplayDate(b.end_at) : 'No end'}</Table.Td>
                  <Table.Td>{b.show_usd_notification ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {isShowing(b) ? (
                      <Badge color="forest" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>Showing</Badge>
                    ) : b.active ? (
                      <Badge color="blue" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>Active, not in its dates</Badge>
                    ) : (
                      <Badge color="gray" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>Off</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<TrashIcon size={14} />} onClick={() => setDeleting(b)} aria-label={`Delete banner ${b.title}`}>
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
        title="Delete banner"
        message={deleting ? bannerTexts.confirmDelete(deleting.title) : null}
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
              toast.success(bannerTexts.deleted);
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
