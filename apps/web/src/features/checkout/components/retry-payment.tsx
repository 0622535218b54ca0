import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { givingMessages } from '@goodhive/contract/texts';
import { AlertIcon, ArrowLeftIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { isSafeReturnUrl } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { useGivingCredits } from '../api/giving-credits';
import { cartSnapshotQuery, useCheckOutAgain } from '../api/retry-checkout';
import { formatCount, formatUsd, pluralise } from '../../../lib/money';
import { paymentResultPath } from '../payment-flow';
import type { GivingAccount } from '../../../lib/giving-account';
import { GivingCreditBalance } from './giving-credit-balance';

/**
 * After a payment that did not go through: what the giving cart still holds (read from the server, so
 * 'unchanged' is a fact, not a promise), and a way to try again or go back to the cart.
 */
export function RetryPayment({ account }: { account: GivingAccount }) {
  const navigate = useNavigate();
  const cart = useQuery(cartSnapshotQuery(account));
  const credits = useGivingCredits(account);
  const retry = useCheckOutAgain(account);
  // Off until chosen, as on the giving cart: spending credit is the giver's decision.
  const [useCredit, setUseCredit] = useState(false);
  const hasCredit = (credits.data?.balance_usd ?? 0) > 0;

  const tryAgain = () =>
    retry.mutate(hasCredit && useCredit, {
      onSuccess: (checkout) => {
        const next = isSafeReturnUrl(checkout.redirect_path) ? checkout.redirect_path : paymentResultPath('success', checkout.contribution_group_id);
        void navigate(next);
      },
    });

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="cart-title">
      <Stack gap="md">
        <Title order={2} fz={20} c="forest.9" id="cart-title">
          Your giving cart
        </Title>
        {cart.isPending ? (
          <Skeleton height={64} radius="md" aria-label="Loading your giving cart" />
        ) : cart.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="Your giving cart could not be loaded">
            <Text fz="sm">{errorMessage(cart.error)}</Text>
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => void cart.refetch()}>
              Try again
            </Anchor>
          </Alert>
        ) : cart.data.items.length === 0 ? (
          <Text>{givingMessages.cartCleared}</Text>
        ) : (
          <>
            <Text data-testid="cart-still-holds">
              It still holds {pluralise(cart.data.items.length, 'impact')} for {formatUsd(cart.data.totals.amt_total_usd)}, reaching{' '}
              {pluralise(cart.data.totals.beneficiaries, 'beneficiary', 'beneficiaries')}.
            </Text>
            <Stack component="ul" gap={4} m={0} pl="lg">
              {cart.data.items.map((item) => (
                <Text component="li" key={item.carts_id} fz="sm">
                  {item.project.title}{' '}
                  <Text span c="dimmed" fz="sm">
                    ({formatCount(item.quantity)} × {item.impact.impact_unit})
                  </Text>
                </Text>
              ))}
            </Stack>
            <GivingCreditBalance account={account} totalUsd={cart.data.totals.amt_total_usd} useCredit={useCredit} onUseCreditChange={setUseCredit} />
          </>
        )}
        {retry.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            <Text fz="sm">{errorMessage(retry.error)}</Text>
          </Alert>
        ) : null}
        <Group gap="sm">
          {cart.data && cart.data.items.length > 0 ? (
            <Button color="honey" onClick={tryAgain} loading={retry.isPending}>
              Try again
            </Button>
          ) : null}
          <Button component={Link} to={PATHS.givingCart} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
            Back to giving cart
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
