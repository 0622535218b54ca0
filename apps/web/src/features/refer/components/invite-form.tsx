import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REFERRAL_LIMITS_CODES, referralTexts as t } from '@goodhive/contract/texts';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSendInvitations } from '../api/referral';
import { useInviteToHive } from '../api/hives';

/**
 * The invitation e-mails form: addresses separated by commas or new lines and an optional message; the
 * server keeps the daily limit and says how many are left. Into the company's hive, or a plain referral.
 */
export function InviteForm({ left, into = 'referral' }: { left: number; into?: 'referral' | 'hive' }) {
  const referral = useSendInvitations();
  const hive = useInviteToHive();
  const mutation = into === 'hive' ? hive : referral;
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const fieldError = mutation.error instanceof ApiError ? (mutation.error.errors?.emails?.[0] ?? null) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(
      { emails, message: message || null },
      {
        onSuccess: (result) => {
          setEmails('');
          setMessage('');
          toast.success(result.message ?? t.invitationsSent(result.data.sent));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t.inviteHeading}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed" data-testid="invitations-left">
          {t.invitationsLeft(left)}
        </Text>
        <Textarea
          label={t.emailsLabel}
          description={t.emailsHelp}
          value={emails}
          onChange={(e) => setEmails(e.currentTarget.value)}
          autosize
          minRows={2}
          required
          error={fieldError}
          disabled={left === 0}
        />
        <Textarea
          label={t.messageLabel}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={REFERRAL_LIMITS_CODES.messageMax}
          disabled={left === 0}
        />
        {mutation.error && !fieldError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={mutation.isPending} disabled={left === 0 || !emails.trim()} style={{ alignSelf: 'flex-start' }}>
          {t.sendInvites}
        </Button>
      </Stack>
    </form>
  );
}
