import { Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectUpdate } from '@goodhive/contract';
import { PROJECT_UPDATE_LIMITS, projectUpdateMessages } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { ADMIN_UPDATES_KEY, moderateUpdate } from '../api/admin-updates';

/** Publishes a hidden update, or hides a published one with the note the partner reads. */
export function useModerateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ update, status, note }: { update: ProjectUpdate; status: 'published' | 'hidden'; note: string | null }) =>
      moderateUpdate(update.id, { title: update.title, body: update.body, images: update.images, status, moderation_note: note }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_UPDATES_KEY });
      if (result.message) toast.success(result.message);
    },
  });
}

/** Asks staff why an update is hidden (the partner sees the note) before hiding it. */
export function HideUpdateDialog({ update, onClose }: { update: ProjectUpdate | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const moderate = useModerateStatus();
  // A new update to hide starts with its current note and no errors.
  if (update && update.id !== shownFor) {
    setShownFor(update.id);
    setNote(update.moderation_note ?? '');
    setTouched(false);
  }
  const close = () => {
    moderate.reset();
    onClose();
  };
  const serverError = moderate.error instanceof ApiError ? moderate.error.fieldError('moderation_note') : undefined;
  const missing = touched && !note.trim() ? projectUpdateMessages.noteRequired : undefined;
  const hide = () => {
    setTouched(true);
    if (!update || !note.trim()) return;
    moderate.mutate({ update, status: 'hidden', note: note.trim() }, { onSuccess: close });
  };
  return (
    <ActionDialog
      opened={update !== null}
      title="Hide this update"
      onClose={close}
      message={<>Givers stop seeing “{update?.title}”. The partner sees your note and can change the update; publish it again when it is fixed.</>}
      confirmLabel="Hide update"
      confirmColor="red.9"
      onConfirm={hide}
      busy={moderate.isPending}
    >
      <Textarea
        label="Note to the partner"
        description="Say why it is hidden and what to change."
        required
        autosize
        minRows={3}
        maxLength={PROJECT_UPDATE_LIMITS.noteMax}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={missing ?? serverError}
        data-autofocus
      />
      {moderate.isError && !serverError ? (
        <Text c="red.8" fz="sm" role="alert">
          {errorMessage(moderate.error)}
        </Text>
      ) : null}
    </ActionDialog>
  );
}
