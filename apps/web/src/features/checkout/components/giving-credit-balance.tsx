import { Alert, Anchor, Checkbox, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { AlertIcon, GiftIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { useGivingCredits, type GivingCredits } from '../api/giving-credits';
import { formatUsd } from '../../../lib/money';
import { creditCoverage } from '../credit-coverage';
import { givingAccountOf, type GivingAccount } from '../../../lib/giving-account';

type GivingCreditBalanceProps = {
  /** Whose credit (the cart's owner); by default the account the signed-in user is using. */
  account?: GivingAccount;
  /** The checkout's total in USD, to say how much of it the credit covers. */
  totalUsd?: number;
  /** Whether the checkout spends the credit first; shown as a checkbox when onUseCreditChange is given. */
  useCredit?: boolean;
  onUseCreditChange?: (useCredit: boolean) => void;
};

/** 'Never expires', or the last day the soonest-expiring usable credit can be spent. */
function expiryNote(credits: GivingCredits['credits']): string {
  const usable = credits.filter((c) => c.balance_usd > 0 && !c.is_expired);
  const days = usable.map((c) => c.expiry_date).filter((d): d is string => d !== null).sort();
  if (days.length === 0) return 'never expires';
  return `use it by ${formatDisplayDate(days[0])}`;
}

/** What the credit does to a checkout of `totalUsd`, in one sentence. */
function coverageNote(balanceUsd: number, totalUsd: number): string {
  const coverage = creditCoverage(balanceUsd, totalUsd);
  if (coverage.coversAll) return `It covers this whole checkout of ${formatUsd(totalUsd)}: nothing is left to pay by card.`;
  return `${formatUsd(coverage.coveredUsd)} of credit applies; ${formatUsd(coverage.dueUsd)} is left to pay by card.`;
}

/**
 * The account's giving credit (prepaid giving granted by staff), for the giving cart: what is available and
 * until when, optionally with the choice to spend it first at checkout and what it then covers. Shows
 * nothing when the account has no usable credit.
 */
export function GivingCreditBalance({ account, totalUsd, useCredit = false, onUseCreditChange }: GivingCreditBalanceProps) {
  const session = useSession();
  const owner = account ?? (session.user ? givingAccountOf(session.user) : null);
  const credits = useGivingCredits(owner);
  const titleId = useId();

  if (!owner) return null;
  if (credits.isPending) return <Skeleton height={72} radius="md" aria-label="Loading your giving credit" />;
  if (credits.isError) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} title="Your giving credit could not be loaded" role="alert">
        <Anchor component="button" type="button" fz="sm" onClick={() => void credits.refetch()}>
          Try again
        </Anchor>
      </Alert>
    );
  }
  const balance = credits.data.balance_usd;
  if (balance <= 0) return null;

  return (
    <Paper p="md" radius="md" shadow="none" bg="honey.0" style={{ borderColor: 'var(--mantine-color-honey-2)' }} component="section" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="md" color="honey" variant="white" aria-hidden="true">
          <GiftIcon size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text id={titleId} fw={650} c="forest.9">
              Giving credit
            </Text>
            <Text fz="sm">
              <Text span fw={700}>
                {formatUsd(balance)}
              </Text>{' '}
              available, {expiryNote(credits.data.credits)}.
            </Text>
          </div>
          {onUseCreditChange ? (
            <Checkbox
              color="forest"
              checked={useCredit}
              onChange={(event) => onUseCreditChange(event.currentTarget.checked)}
              label="Use my giving credit for this checkout"
              description={useCredit && totalUsd !== undefined ? coverageNote(balance, totalUsd) : undefined}
            />
          ) : totalUsd !== undefined ? (
            <Text fz="sm" c="dimmed">
              {coverageNote(balance, totalUsd)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
