import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { membershipMessages } from '@goodhive/contract';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { useCancelAutoRenew } from '../api/memberships';
import { CurrentMembershipCard, NoPaidPackage } from '../components/membership-parts';
import { useMembership } from './use-membership';

/** Route 'profile.upgrade.cancel' (/profile/upgrade/cancel): turn auto-renewal off. */
export function CancelAutoRenewPage() {
  const { current, isPending, error, packages } = useMembership();
  const cancel = useCancelAutoRenew();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Membership" title={membershipMessages.cancelAutoRenewTitle} description="Your membership stays active until its end date and then ends; nothing more is charged." />
      {isPending ? (
        <LoadingState label="Loading your membership…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : (
        <>
          <CurrentMembershipCard current={current.data!} />
          {cancel.isSuccess ? (
            <Alert color="forest" variant="light" icon={<CheckCircleIcon />} role="status" title={membershipMessages.autoRenewCancelled}>
              Your membership ends on {formatDisplayDate(current.data!.membership_end_date)}. You can renew it any time before then.
            </Alert>
          ) : current.data!.auto_renew ? (
            <Paper p="lg" shadow="xs">
              <Stack gap="sm">
                <Text>
                  Auto-renewal is on: your membership renews by itself on {formatDisplayDate(current.data!.membership_end_date)}. Turn it off to let it end on that day.
                </Text>
                {cancel.isError ? (
                  <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                    {errorMessage(cancel.error)}
                  </Alert>
                ) : null}
                <Group>
                  <Button color="red.8" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={!current.data!.is_admin}>
                    Cancel auto-renewal
                  </Button>
                  <Button component={Link} to="/profile/upgrade/" variant="subtle" color="forest">
                    Keep auto-renewal
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : current.data!.package && !current.data!.is_trial ? (
            <Alert color="honey" variant="light" role="status">
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">{membershipMessages.autoRenewAlreadyOff}</Text>
                <Button component={Link} to="/profile/renew-membership/" color="forest" size="sm">
                  Renew membership
                </Button>
              </Stack>
            </Alert>
          ) : (
            <NoPaidPackage message={membershipMessages.nothingToRenew} />
          )}
        </>
      )}
    </Stack>
  );
}
