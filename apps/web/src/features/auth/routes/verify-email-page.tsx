import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { ROLE, VERIFY_REDIRECT_MS, messages } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon, ShieldIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { storeMessage, useSession, type StoredMessage } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { verifyEmailFlag } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

type Outcome = StoredMessage & { title: string };

/** The server's answer as the screen's outcome: verified (2FA on), already verified, or a link that does not work. */
async function verifyEmail(key: string): Promise<Outcome> {
  try {
    await verifyEmailFlag(key);
    return { title: 'E-mail verified', text: messages.emailVerified, kind: 'success' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429) throw error;
    if (error.status === 409) return { title: 'Already verified', text: messages.alreadyVerified, kind: 'info' };
    return { title: 'This link does not work', text: error.message, kind: 'warning' };
  }
}

/** Where the e-mail verification screen goes next: personal users (role 3) and others to their password settings, visitors to sign-in. */
export function pathAfterVerification(user: Pick<CurrentUser, 'role_id'> | null): string {
  if (!user) return PATHS.login;
  return user.role_id === ROLE.PERSONAL ? PATHS.personalPasswordSettings : PATHS.passwordSettings;
}

const ICONS = { success: CheckCircleIcon, info: ShieldIcon, warning: AlertIcon, error: AlertIcon } as const;
const COLORS = { success: 'forest', info: 'blue', warning: 'orange', error: 'red' } as const;

/**
 * Route 'verify-email' (/verify-email/{key}): verifies the e-mail, which turns on two-factor sign-in,
 * shows the outcome, and after 5 seconds stores it for the next screen and moves on.
 */
export function VerifyEmailPage() {
  const { key = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const destination = pathAfterVerification(session.user);
  // A query, not an effect: it runs once per key however often the screen renders.
  const outcome = useQuery({ queryKey: ['auth', 'verify-email', key], queryFn: () => verifyEmail(key), retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false });

  const moveOn = (result: Outcome) => {
    storeMessage(result.text, result.kind);
    void navigate(destination, { replace: true });
  };

  useEffect(() => {
    const result = outcome.data;
    if (!result) return;
    const timer = window.setTimeout(() => {
      storeMessage(result.text, result.kind);
      void navigate(destination, { replace: true });
    }, VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.data, destination, navigate]);

  if (outcome.isPending) {
    return (
      <AuthCard title="Verifying your e-mail">
        <LoadingState label="One moment…" />
      </AuthCard>
    );
  }
  if (outcome.isError) {
    return (
      <AuthCard title="Verifying your e-mail">
        <ErrorState title="Your e-mail could not be verified" error={outcome.error} onRetry={() => void outcome.refetch()} retrying={outcome.isRefetching} />
      </AuthCard>
    );
  }
  const result = outcome.data;
  const Icon = ICONS[result.kind];
  const next = destination === PATHS.login ? 'sign-in' : 'your password settings';
  return (
    <AuthCard title={result.title} testId="verify-email-panel">
      <Stack gap="md">
        <Alert color={COLORS[result.kind]} variant="light" icon={<Icon />} role="status">
          <Text fw={600} fz="sm" data-testid="verify-email-message">
            {result.text}
          </Text>
        </Alert>
        <Text fz="sm" c="dimmed">
          We will take you to {next} in {VERIFY_REDIRECT_MS / 1000} seconds.
        </Text>
        <Button onClick={() => moveOn(result)} size="md" fullWidth>
          Continue now
        </Button>
      </Stack>
    </AuthCard>
  );
}
