import { Alert, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { membershipSignUpMessages } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { membershipSignUpQuery } from '../api/sign-up';

/**
 * Route 'public.sign-up-complete' (/sign-up/complete/{key}): where the payment page of a membership sign-up
 * returns. Waits for the payment (asked again every 3 seconds), then leads to sign-in; a declined or cancelled
 * payment says why and leads back to the sign-up.
 */
export function SignUpCompletePage() {
  const { key = '' } = useParams();
  const signUp = useQuery(membershipSignUpQuery(key));
  const data = signUp.data;
  const back = data?.register_source === 'sign-up-geniusu' ? PATHS.signUpGeniusU : PATHS.signUp;
  return (
    <Container size={720} py={{ base: 32, sm: 56 }} px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <PageHeader eyebrow="Membership" title="Your Goodhive membership" />
        {signUp.isPending ? (
          <LoadingState label="Checking your payment…" />
        ) : signUp.isError ? (
          <ErrorState title={membershipSignUpMessages.notFound} error={signUp.error} />
        ) : (
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              {data!.status === 'completed' ? (
                <Alert color="forest" variant="light" icon={<CheckCircleIcon />} role="status" title={membershipSignUpMessages.completedTitle}>
                  {`Your ${data!.package_name} membership (${data!.period_name}) runs until ${formatDisplayDate(data!.membership_end_date)}. `}
                  {membershipSignUpMessages.completed}
                </Alert>
              ) : data!.status === 'pending' ? (
                <Alert color="honey" variant="light" icon={<AlertIcon />} role="status" title={membershipSignUpMessages.pendingTitle}>
                  {membershipSignUpMessages.pending}
                </Alert>
              ) : (
                <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title={membershipSignUpMessages.failedTitle}>
                  {data!.failure_reason ?? 'The payment did not go through.'}
                </Alert>
              )}
              <Text fz="sm" c="dimmed">
                {data!.email} · {data!.package_name}, {data!.period_name} · US ${data!.amount_usd.toFixed(2)}
              </Text>
              <Group>
                {data!.status === 'completed' ? (
                  <Button component={Link} to={PATHS.login} color="forest">
                    Sign in
                  </Button>
                ) : data!.status !== 'pending' ? (
                  <Button component={Link} to={back} color="forest">
                    Try again
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
