import { Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { ContributionGroup } from '@goodhive/contract';
import { givingMessages } from '@goodhive/contract/texts';
import { LoadingState } from '../../../components/ui/query-state';
import { useSignedInUser } from '../../../lib/auth';
import { contributionGroupQuery } from '../api/contribution-group';
import { givingCreditKeys } from '../api/giving-credits';
import { cancelCheckout } from '../api/retry-checkout';
import { PaymentResultHero } from '../components/payment-result-hero';
import { RetryPayment } from '../components/retry-payment';
import { parseGroupParam, resultPathFor } from '../payment-flow';
import { cartKeys, givingAccountOf, type GivingAccount } from '../../../lib/giving-account';

type Kind = 'failed' | 'cancelled';

const CONTENT: Record<Kind, { eyebrow: string; title: string; message: string; note: string | null }> = {
  failed: {
    eyebrow: 'Payment not completed',
    title: 'Your payment did not go through',
    message: givingMessages.cardDeclined,
    note: 'Your giving cart is unchanged: every impact is still in it, ready for another try.',
  },
  cancelled: {
    eyebrow: 'Payment cancelled',
    title: 'You left the payment page',
    message: givingMessages.checkoutCancelled,
    note: null,
  },
};

/** The account whose cart the group came from (a member may be looking at the company's giving). */
function accountOfGroup(group: ContributionGroup | undefined, fallback: GivingAccount): GivingAccount {
  if (!group) return fallback;
  return { userId: fallback.userId, companyId: group.account === 'company' ? group.company_id : null };
}

function PaymentUnfinished({ kind, groupId, fallback }: { kind: Kind; groupId: number | null; fallback: GivingAccount }) {
  const queryClient = useQueryClient();
  const group = useQuery({ ...contributionGroupQuery(groupId ?? 0), enabled: groupId !== null });
  const isClosing = useRef(false);
  const content = CONTENT[kind];
  const account = accountOfGroup(group.data, fallback);

  useEffect(() => {
    if (!group.data || isClosing.current) return;
    isClosing.current = true;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: givingCreditKeys.all });
    };
    // Left at the provider's page (Stripe's back link): close the checkout so its giving credit comes back.
    if (kind === 'cancelled' && group.data.status === 'pending') {
      cancelCheckout(accountOfGroup(group.data, fallback), group.data.id).then(refresh, refresh);
    } else {
      refresh();
    }
  }, [group.data, kind, fallback, queryClient]);

  if (groupId !== null && group.isPending) return <LoadingState label="Checking your payment…" />;
  // Opened for a group that ended otherwise (paid after all, or cancelled rather than declined): show that instead.
  const settledAt = group.data ? resultPathFor(group.data) : null;
  if (settledAt && group.data?.status !== kind) return <Navigate to={settledAt} replace />;

  return (
    <Stack gap="xl" maw={880}>
      <PaymentResultHero tone={kind} eyebrow={content.eyebrow} title={content.title} message={content.message}>
        {content.note ? <Text c="dimmed">{content.note}</Text> : null}
      </PaymentResultHero>
      <RetryPayment account={account} />
    </Stack>
  );
}

function usePaymentResultParams() {
  const [params] = useSearchParams();
  const user = useSignedInUser();
  return { groupId: parseGroupParam(params.get('group')), account: givingAccountOf(user) ?? { userId: user.id, companyId: null } };
}

/** Route 'payment-failed' (/payment-failed/?group={id}): the card was declined; the cart is unchanged. */
export function PaymentFailedPage() {
  const { groupId, account } = usePaymentResultParams();
  return <PaymentUnfinished key={groupId ?? 'none'} kind="failed" groupId={groupId} fallback={account} />;
}

/** Route 'payment-cancelled' (/payment-cancelled?group={id}): the giver left the payment page; the cart is unchanged. */
export function PaymentCancelledPage() {
  const { groupId, account } = usePaymentResultParams();
  return <PaymentUnfinished key={groupId ?? 'none'} kind="cancelled" groupId={groupId} fallback={account} />;
}
