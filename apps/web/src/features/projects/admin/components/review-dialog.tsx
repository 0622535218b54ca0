import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { projectMessages } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../../components/ui/action-dialog';
import { ApiError } from '../../../../lib/api';
import { errorMessage } from '../../../../lib/api-error';

export type ReviewDecision = 'approve' | 'reject';

export type ReviewDialogProps = {
  decision: ReviewDecision | null;
  /** What the dialog says before the note, per decision. */
  explanations: Record<ReviewDecision, string>;
  onClose: () => void;
  /** Sends the decision; a failure stays in the dialog. */
  onDecide: (decision: ReviewDecision, note: string | null) => Promise<unknown>;
  /** The confirming buttons' words (e.g. 'Approve change', 'Reject change'). */
  labels?: Record<ReviewDecision, string>;
};

/** Approve (with an optional note) or reject (a note is required, so the partner knows what to change). */
export function ReviewDialog({ decision, explanations, onClose, onDecide, labels = { approve: 'Approve', reject: 'Send back' } }: ReviewDialogProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rejecting = decision === 'reject';
  const close = () => {
    if (busy) return;
    setNote('');
    setNoteError(null);
    setFailure(null);
    onClose();
  };
  const send = async () => {
    if (!decision) return;
    const text = note.trim();
    if (rejecting && !text) return setNoteError(projectMessages.noteRequired);
    setBusy(true);
    setFailure(null);
    try {
      await onDecide(decision, text || null);
      setBusy(false);
      setNote('');
      onClose();
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? error.fieldError('note') : undefined;
      if (field) setNoteError(field);
      else setFailure(errorMessage(error));
    }
  };
  return (
    <ActionDialog
      opened={decision !== null}
      title={rejecting ? `${labels.reject} with a note` : labels.approve}
      onClose={close}
      message={decision ? explanations[decision] : null}
      error={failure}
      confirmLabel={rejecting ? labels.reject : labels.approve}
      confirmColor={rejecting ? 'red.8' : 'forest'}
      onConfirm={() => void send()}
      busy={busy}
      holdWhileBusy
    >
      <Textarea
        label={rejecting ? 'Note to the partner' : 'Note to the partner (optional)'}
        withAsterisk={rejecting}
        autosize
        minRows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
        error={noteError}
        data-autofocus
      />
    </ActionDialog>
  );
}
