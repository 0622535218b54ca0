import { Stack } from '@mantine/core';
import { membershipMessages } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { CurrentMembershipCard, NoPaidPackage, PackagePicker } from '../components/membership-parts';
import { useMembership } from './use-membership';

/** Route 'profile.renewmembership' (/profile/renew-membership/): pay again for the current package. */
export function RenewMembershipPage() {
  const { packages, current, isPending, error } = useMembership();
  const currentPackage = current.data?.package ?? null;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Membership" title="Renew your membership" description="Renewing early adds the new period to your current end date, so you lose no days." />
      {isPending ? (
        <LoadingState label="Loading your membership…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : currentPackage ? (
        <>
          <CurrentMembershipCard current={current.data!} />
          <PackagePicker
            packages={packages.data!.filter((p) => p.id === currentPackage.id)}
            highlightId={currentPackage.id}
            initialPeriod={current.data!.membership_period_id ?? 2}
            disabled={!current.data!.is_admin}
            actionLabel={(pkg) => `Renew ${pkg.name}`}
          />
        </>
      ) : (
        <NoPaidPackage message={membershipMessages.nothingToRenew} />
      )}
    </Stack>
  );
}
