import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

export type ActionDialogProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** What the step does and what follows from it. */
  message?: ReactNode;
  /** What the step asks for (a note, a choice), and how it failed when that is said beside the fields. */
  children?: ReactNode;
  /** Why the last attempt failed, in the server's words, in an alert above the buttons. */
  error?: string | null;
  confirmLabel: string;
  confirmColor: string;
  onConfirm: () => void;
  /** The dialog is a form: Enter in a field confirms. */
  asForm?: boolean;
  /** The step is running: the confirm button spins. */
  busy?: boolean;
  /** Cancel waits until the running step ends. */
  holdWhileBusy?: boolean;
  cancelLabel?: string;
  /** Focus starts on the confirm button (nothing to fill in); otherwise on the field marked data-autofocus. */
  focusConfirm?: boolean;
  /** The name of the close button (×) for assistive technology ('Close' unless said otherwise). */
  closeLabel?: string;
};

/** The dialog itself, loaded by action-dialog.tsx when it first opens. */
export default function ActionDialogModal(props: ActionDialogProps) {
  const { opened, title, onClose, message, children, error, confirmLabel, confirmColor, onConfirm, asForm = false, busy = false, holdWhileBusy = false, cancelLabel = 'Cancel', focusConfirm = false, closeLabel = 'Close' } = props;
  const body = (
    <Stack gap="md">
      {message ? <Text fz="sm">{message}</Text> : null}
      {children}
      {error ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={holdWhileBusy && busy}>
          {cancelLabel}
        </Button>
        <Button
          type={asForm ? 'submit' : 'button'}
          color={confirmColor}
          onClick={asForm ? undefined : onConfirm}
          loading={busy}
          {...(focusConfirm ? { 'data-autofocus': true } : {})}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      {asForm ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}
