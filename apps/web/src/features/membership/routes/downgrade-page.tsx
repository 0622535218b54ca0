import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { CurrentMembershipCard, NoPaidPackage, PackagePicker } from '../components/membership-parts';
import { useMembership } from './use-membership';

/** Route 'profile.downgrade' (/profile/downgrade/): move to a smaller package, or let the membership end. */
export function DowngradePage() {
  const { packages, current, isPending, error } = useMembership();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Membership" title="Change to a smaller package" description="A smaller package starts when you pay for it and runs on from your current end date." />
      {isPending ? (
        <LoadingState label="Loading your membership…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : (
        (() => {
          const all = packages.data!;
          const at = all.findIndex((p) => p.id === current.data!.package?.id);
          const smaller = at > 0 ? all.slice(0, at) : [];
          return (
            <>
              <CurrentMembershipCard current={current.data!} />
              {smaller.length ? (
                <PackagePicker packages={smaller} disabled={!current.data!.is_admin} actionLabel={(pkg) => `Change to ${pkg.name}`} />
              ) : current.data!.package ? (
                <Alert color="honey" variant="light" role="status">
                  You are on the smallest package already.
                </Alert>
              ) : (
                <NoPaidPackage message="You have no paid package yet, so there is nothing to change." />
              )}
              {current.data!.auto_renew ? (
                <Button component={Link} to="/profile/upgrade/cancel" variant="subtle" color="red" c="red.9" w="fit-content">
                  Or let your membership end: cancel auto-renewal
                </Button>
              ) : null}
            </>
          );
        })()
      )}
    </Stack>
  );
}
