import { Group, Radio, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Referral } from '@goodhive/contract';
import { REFERRAL_LIMITS, REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type ReferralStatus } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { REFERRALS_KEY, updateReferral } from '../api/referrals';

/** Staff set where a suggestion stands (new, contacted, onboarded, declined) and keep a note. */
export function FollowUpDialog({ referral, onClose }: { referral: Referral | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReferralStatus>('new');
  const [note, setNote] = useState('');
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (referral && referral.id !== shownFor) {
    setShownFor(referral.id);
    setStatus(referral.status);
    setNote(referral.admin_note ?? '');
  }
  const save = useMutation({
    mutationFn: () => updateReferral(referral!.id, { status, admin_note: note.trim() || null }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: REFERRALS_KEY });
      if (result.message) toast.success(result.message);
      close();
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const fieldError = (field: string) => (save.error instanceof ApiError ? save.error.fieldError(field) : undefined);
  return (
    <ActionDialog
      opened={referral !== null}
      title={`Follow up ${referral?.cause_name ?? ''}`}
      onClose={close}
      confirmLabel="Save"
      confirmColor="honey"
      asForm
      onConfirm={() => save.mutate()}
      busy={save.isPending}
    >
      <Radio.Group label="Status" value={status} onChange={(v) => setStatus(v as ReferralStatus)} error={fieldError('status')}>
        <Group gap="md" mt={6}>
          {REFERRAL_STATUSES.map((s) => (
            <Radio key={s} value={s} label={REFERRAL_STATUS_LABELS[s]} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label="Note for the team"
        description="Who you spoke to, what was agreed, what comes next."
        autosize
        minRows={3}
        maxLength={REFERRAL_LIMITS.noteMax}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={fieldError('admin_note')}
      />
      {save.isError && !fieldError('status') && !fieldError('admin_note') ? (
        <Text c="red.8" fz="sm" role="alert">
          {errorMessage(save.error)}
        </Text>
      ) : null}
    </ActionDialog>
  );
}
