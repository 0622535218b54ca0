import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** Why the last attempt failed, in the server's words. */
  error?: string | null;
};

/** Asks before a step that cannot be undone (closing or deleting a project). */
export function ConfirmDialog({ opened, title, children, confirmLabel, confirmColor = 'red.8', onConfirm, onClose, busy = false, error }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text fz="sm">{children}</Text>
        {error ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
