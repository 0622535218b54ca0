import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { ContributionGroup } from '@goodhive/contract';
import { givingMessages } from '@goodhive/contract/texts';
import { AlertIcon, ArrowLeftIcon, LockIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/query-state';
import { LogoMark } from '../../../components/ui/logo';
import { accountHeading } from '../../../lib/account';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { contributionGroupQuery } from '../api/contribution-group';
import { useStartPayment } from '../api/start-payment';
import { GroupItems } from '../components/group-items';
import { PaymentTotals } from '../components/payment-totals';
import { isProviderUrl, paymentPageStep, paymentResultPath, type PaymentLink } from '../payment-flow';
import { deferred } from '../../../components/ui/deferred';
import { formatUsd } from '../../../lib/money';
import { leaveForProvider } from '../provider-redirect';
import classes from './payment-redirect-page.module.css';

/** The page's frame: the shell hides the site header and footer here, so it carries the brand itself. */
function PaymentFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <Stack gap="lg" className={classes.column}>
        <Group gap="xs" className={classes.brand}>
          <LogoMark size={28} />
          <Text fw={650} c="forest.9">
            Goodhive secure checkout
          </Text>
          <LockIcon size={16} />
        </Group>
        {children}
      </Stack>
    </div>
  );
}

/** A payment that cannot go ahead: why, in the contract's words, and where to go instead. */
function PaymentProblem({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="forest.9">
          {title}
        </Title>
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="payment-problem">
          <Text fz="sm">{message}</Text>
        </Alert>
        <Group gap="sm">
          {children}
          <Button component={Link} to={PATHS.givingCart} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
            Back to giving cart
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The message of a failed payment call: a field's message (the smallest card charge) before the generic one. */
function paymentErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError('contribution_group_id') ?? error.message;
  return errorMessage(error);
}

/** Opens the provider's hosted page as soon as the summary shows (once, however often React runs the effect). */
function PaymentStarter({ link, amountDueUsd }: { link: PaymentLink; amountDueUsd: number }) {
  const pay = useStartPayment();
  const { mutate } = pay;
  const isStarted = useRef(false);

  const start = useCallback(
    () =>
      mutate(
        { groupId: link.groupId, paymentToken: link.paymentToken },
        { onSuccess: (session) => void leaveForProvider(session.redirect_url) },
      ),
    [link, mutate],
  );

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    start();
  }, [start]);

  if (pay.isError) {
    const conflict = pay.error instanceof ApiError && pay.error.status === 409;
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="payment-problem">
          <Text fz="sm">{paymentErrorText(pay.error)}</Text>
        </Alert>
        <Group gap="sm">
          {conflict ? null : (
            <Button color="honey" onClick={start}>
              Try again
            </Button>
          )}
          <Button component={Link} to={PATHS.givingCart} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
            Back to giving cart
          </Button>
        </Group>
      </Stack>
    );
  }
  if (pay.isSuccess && !isProviderUrl(pay.data.redirect_url)) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="payment-problem">
        <Text fz="sm">The payment page could not be opened. Please return to your giving cart and try again.</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" color="forest" aria-hidden="true" />
        <Text fw={600}>Taking you to our secure payment page to pay {formatUsd(pay.data?.amount_due_usd ?? amountDueUsd)}…</Text>
      </Group>
      {pay.isSuccess ? (
        <Text fz="sm" c="dimmed">
          Nothing happening?{' '}
          <Anchor href={pay.data.redirect_url} fw={600}>
            Continue to the payment page
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The checkout about to be paid: its impacts, what giving credit covers and what the card pays. */
function PaymentSummary({ group, link }: { group: ContributionGroup; link: PaymentLink }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="payment-title">
      <Stack gap="lg">
        <div>
          <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
            {accountHeading(group)} · Giving #{group.id}
          </Text>
          <Title order={1} id="payment-title" fz={{ base: 26, sm: 30 }} c="forest.9" lh={1.2}>
            Complete your giving
          </Title>
        </div>
        <GroupItems contributions={group.contributions} />
        <PaymentTotals group={group} />
        {group.credit_applied_usd > 0 ? (
          <Text fz="sm" c="dimmed">
            Your giving credit covers {formatUsd(group.credit_applied_usd)} of this giving; the card pays the rest.
          </Text>
        ) : null}
        <PaymentStarter link={link} amountDueUsd={group.amount_due_usd} />
      </Stack>
    </Paper>
  );
}

function PaymentRedirect({ link }: { link: PaymentLink }) {
  const group = useQuery(contributionGroupQuery(link.groupId, link.paymentToken));

  if (group.isPending) return <LoadingState label="Loading your checkout…" />;
  if (group.isError) {
    const canRetry = !(group.error instanceof ApiError) || group.error.status === 0 || group.error.status >= 500;
    return (
      <PaymentProblem title="This payment cannot continue" message={errorMessage(group.error)}>
        {canRetry ? (
          <Button color="honey" loading={group.isRefetching} onClick={() => void group.refetch()}>
            Try again
          </Button>
        ) : null}
      </PaymentProblem>
    );
  }
  const step = paymentPageStep(group.data);
  if (step === 'paid-by-credit') return <Navigate to={paymentResultPath('success', group.data.id)} replace />;
  if (step === 'already-paid') {
    return (
      <PaymentProblem title="Nothing left to pay" message={givingMessages.alreadyPaid}>
        <Button component={Link} to={paymentResultPath('success', group.data.id)} color="honey">
          See your giving and receipt
        </Button>
      </PaymentProblem>
    );
  }
  if (step === 'not-payable') return <PaymentProblem title="This payment cannot continue" message={givingMessages.groupNotPayable} />;
  return <PaymentSummary group={group.data} link={link} />;
}

type CheckedLinkProps = { params: Readonly<Record<string, string | undefined>>; children: (link: PaymentLink | null) => ReactNode };

// The link's checks (the contract's schemas, with zod) load after the first paint, a moment before the checkout is read.
const CheckedLink = deferred<CheckedLinkProps>(
  () =>
    import('../payment-link').then(({ parsePaymentLink }) => {
      const Checked = ({ params, children }: CheckedLinkProps) => children(parsePaymentLink(params));
      return Checked;
    }),
  () => <LoadingState label="Opening your payment…" />,
);

/**
 * Route 'payment-redirect' (/payment-redirect/{type}/{userToken}/{contributionGroupId}): shows the checkout, then sends the browser to the payment provider's hosted page. Open to
 * visitors: the payment token in the link opens this one checkout (see parsePaymentLink).
 */
export function PaymentRedirectPage() {
  const params = useParams();
  return (
    <PaymentFrame>
      <CheckedLink params={params}>
        {(link) =>
          link ? (
            <PaymentRedirect key={`${link.groupId}:${link.paymentToken}`} link={link} />
          ) : (
            <PaymentProblem title="This payment cannot continue" message={givingMessages.paymentLinkInvalid} />
          )
        }
      </CheckedLink>
    </PaymentFrame>
  );
}
