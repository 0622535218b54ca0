import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { ContributionGroup } from '@goodhive/contract';
import { givingMessages } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { contributionGroupQuery } from '../api/contribution-group';
import { givingCreditKeys } from '../api/giving-credits';
import { GivingStats } from '../components/giving-stats';
import { GroupItems } from '../components/group-items';
import { PaymentResultHero } from '../components/payment-result-hero';
import { PaymentTotals } from '../components/payment-totals';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import { nextPollDelay, parseGroupParam, paymentOutcome, resultPathFor } from '../payment-flow';
import classes from './payment-success-page.module.css';
import { cartKeys } from '../../../lib/giving-account';

/** How the giving was paid, in words. */
function paidWith(group: ContributionGroup): string {
  if (group.funded_by === 'credit') return 'Paid in full with giving credit';
  return group.credit_applied_usd > 0 ? 'Paid with giving credit and card' : 'Paid by card';
}

function PaidGiving({ group }: { group: ContributionGroup }) {
  const recipient = group.ecard ? (group.ecard.recipient_name ?? group.ecard.recipient_email) : null;
  return (
    <Stack gap="xl">
      <PaymentResultHero
        tone="success"
        eyebrow="Payment received"
        title="Thank you for your giving!"
        message={`Giving #${group.id} was paid on ${formatDisplayDate(group.paid_at ?? group.created_at)}. Your impacts are on their way to the people and places below.`}
      >
        <Group gap="sm" mt="sm">
          <ReceiptButton groupId={group.id} />
          <Button component={Link} to={PATHS.impact} variant="default">
            Go to Home
          </Button>
          <Button component={Link} to={PATHS.viewAllProjects} variant="subtle" color="forest">
            Explore more projects
          </Button>
        </Group>
      </PaymentResultHero>

      <GivingStats group={group} />

      <div className={classes.columns}>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="impacts-title">
          <Title order={2} fz={20} c="forest.9" id="impacts-title" mb="md">
            Your impacts
          </Title>
          <GroupItems contributions={group.contributions} withSgd />
        </Paper>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="payment-title">
          <Title order={2} fz={20} c="forest.9" id="payment-title" mb={4}>
            Payment
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            {paidWith(group)}
          </Text>
          <PaymentTotals group={group} />
          {recipient ? (
            <Text fz="sm" mt="md">
              Your gift e-card is on its way to <strong>{recipient}</strong>.
            </Text>
          ) : null}
        </Paper>
      </div>
    </Stack>
  );
}

/** The provider sent the browser back before its confirmation reached us: wait a little, visibly. */
function Confirming() {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" maw={880}>
      <Stack gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }} c="forest.9">
          Confirming your payment
        </Title>
        <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
          <Loader size="sm" color="forest" aria-hidden="true" />
          <Text c="dimmed">Your payment provider is confirming the payment. This usually takes a few seconds…</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function StillConfirming({ onCheckAgain, checking }: { onCheckAgain: () => void; checking: boolean }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" maw={880}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 26, sm: 32 }} c="forest.9">
          Your payment is still being confirmed
        </Title>
        <Alert color="honey" variant="light" icon={<AlertIcon />} role="status" w="100%">
          <Text fz="sm">
            The confirmation from your payment provider has not reached us yet. Your impacts count as soon as it does; nothing is
            charged twice if you check again.
          </Text>
        </Alert>
        <Group gap="sm">
          <Button color="honey" onClick={onCheckAgain} loading={checking}>
            Check again
          </Button>
          <Button component={Link} to={PATHS.impact} variant="default">
            Go to Home
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PaymentSuccess({ groupId }: { groupId: number }) {
  const queryClient = useQueryClient();
  // When this page started (or last restarted) waiting for the confirmation.
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  const group = useQuery({
    ...contributionGroupQuery(groupId),
    refetchInterval: (query) => nextPollDelay(query.state.data?.status, query.state.dataUpdatedAt - waitingSince),
  });
  const outcome = group.data ? paymentOutcome(group.data.status, group.dataUpdatedAt - waitingSince) : null;

  useEffect(() => {
    // The paid impacts left the cart and the credit was spent: the header badge and the cart must show it.
    if (outcome !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: givingCreditKeys.all });
  }, [outcome, queryClient]);

  if (group.isPending) return <LoadingState label="Loading your giving…" />;
  if (group.isError) return <ErrorState title="Your giving could not be loaded" error={group.error} onRetry={() => void group.refetch()} retrying={group.isRefetching} />;
  if (outcome === 'paid') return <PaidGiving group={group.data} />;
  if (outcome === 'delayed') {
    return (
      <StillConfirming
        checking={group.isFetching}
        onCheckAgain={() => {
          setWaitingSince(Date.now());
          void group.refetch();
        }}
      />
    );
  }
  const elsewhere = resultPathFor(group.data);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return <Confirming />;
}

/**
 * Route 'payment-success' (/payment-success/?group={id}), where the payment provider returns the browser:
 * confirms the payment with the server (waiting briefly when the provider's confirmation is still on its
 * way), then shows the impacts, the totals in USD and SGD, and the receipt.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const groupId = parseGroupParam(params.get('group'));
  if (groupId === null) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} title={givingMessages.groupNotFound} role="alert">
        <Button component={Link} to={PATHS.impact} variant="white" color="red" size="xs" mt="xs">
          Go to Home
        </Button>
      </Alert>
    );
  }
  return <PaymentSuccess key={groupId} groupId={groupId} />;
}
