import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PartnerDocument } from '@goodhive/contract';
import { TrashIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteDocument } from '../api/documents';

/** Delete, after a second click in a small confirmation. */
export function DeleteButton({ doc }: { doc: PartnerDocument }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteDocument();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button variant="subtle" color="red" size="xs" leftSection={<TrashIcon size={16} />} onClick={() => setOpened((o) => !o)} aria-label={`Delete ${doc.title}`}>
          Delete
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Stack gap="xs">
          <Text fz="sm">Delete “{doc.title}”? {doc.kind === 'resource' ? 'Every partner loses it.' : 'The partner loses it too.'}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Keep it
            </Button>
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(doc, {
                  onSuccess: () => toast.success(`“${doc.title}” was deleted.`),
                  onError: (error) => toast.error(errorMessage(error), 'The document could not be deleted'),
                  onSettled: () => setOpened(false),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
