import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { formatDisplayDate } from '../../../lib/format-date';
import { PackagePicker } from '../components/membership-parts';
import { useMembership } from './use-membership';

/** Route 'profile.upgrade-trial' (/profile/upgrade-trial/): keep everything the trial gave, with a package. */
export function UpgradeTrialPage() {
  const { packages, current, isPending, error } = useMembership();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Your trial" title="Keep your impact going" description="Your 17-day trial lets you try every tool. Choose a package to keep giving and sharing your impact after it ends." />
      {isPending ? (
        <LoadingState label="Loading the packages…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : (
        <>
          {current.data!.membership_end_date ? (
            <Alert color={current.data!.is_downgraded ? 'red' : 'honey'} variant="light" role="status">
              {current.data!.is_downgraded
                ? `Your trial ended on ${formatDisplayDate(current.data!.membership_end_date)}. Upgrade to unlock every tool again.`
                : `Your trial ends on ${formatDisplayDate(current.data!.membership_end_date)}.`}
            </Alert>
          ) : null}
          <PackagePicker packages={packages.data!} disabled={!current.data!.is_admin} actionLabel={(pkg) => `Choose ${pkg.name}`} />
        </>
      )}
    </Stack>
  );
}
