import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { currentUserQueryKey } from '../../../lib/auth';
import { membershipPaymentQuery } from '../api/memberships';
import { CurrentMembershipCard, MembershipLinks, PackagePicker, PaymentOutcome } from '../components/membership-parts';
import { useMembership } from './use-membership';

/** The result of a payment, read from ?payment= on return from the payment page. */
function PaymentResult({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const payment = useQuery({ ...membershipPaymentQuery(id), refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false) });
  const status = payment.data?.status;
  useEffect(() => {
    // A paid membership changes the role and the menus at once.
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }).then(() => queryClient.invalidateQueries({ queryKey: ['membership'] }));
  }, [status, queryClient]);
  if (payment.isPending) return <LoadingState label="Checking your payment…" />;
  if (payment.isError) return <ErrorState error={payment.error} />;
  return <PaymentOutcome status={payment.data.status} reason={payment.data.failure_reason} endDate={payment.data.membership_end_date} packageName={payment.data.package.name} />;
}

/** Route 'profile.upgrade' (/profile/upgrade/): choose a package and period and pay for it. */
export function UpgradePage() {
  const [search] = useSearchParams();
  const paymentId = Number(search.get('payment')) || null;
  const { packages, current, isPending, error } = useMembership();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Membership" title="Upgrade your membership" description="Choose the package that fits your business. Every package lets you give, share your impact and use every tool." />
      {paymentId ? <PaymentResult id={paymentId} /> : null}
      {isPending ? (
        <LoadingState label="Loading the packages…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : (
        <>
          <CurrentMembershipCard current={current.data!} />
          <PackagePicker
            packages={packages.data!}
            highlightId={current.data!.package?.id ?? null}
            initialPeriod={Number(search.get('period')) || 2}
            disabled={!current.data!.is_admin}
            actionLabel={(pkg) => (pkg.id === current.data!.package?.id && !current.data!.is_downgraded ? `Renew ${pkg.name}` : `Upgrade to ${pkg.name}`)}
          />
          <MembershipLinks current={current.data!} />
        </>
      )}
    </Stack>
  );
}
