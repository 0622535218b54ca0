import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MEMBERSHIP_PERIODS, formatAmount, type CurrentPackage, type MembershipPackage } from '@goodhive/contract';
import { AlertIcon, CheckCircleIcon, ShieldIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { useStartUpgrade } from '../api/memberships';

const usd = (n: number) => `US $${formatAmount(n)}`;
/** Short labels, so the four periods fit side by side on a phone; the screen reader hears the full name. */
const periodLabel = (months: number) => (months === 1 ? 'Monthly' : months === 12 ? '1 year' : `${months / 12} years`);
const periodOptions = MEMBERSHIP_PERIODS.map((p) => ({
  value: String(p.id),
  label: (
    <span title={p.name}>
      <span aria-hidden="true">{periodLabel(p.months)}</span>
      <VisuallyHidden>{p.name}</VisuallyHidden>
    </span>
  ),
}));

/** The company's membership as it stands: package, end date and auto-renewal. */
export function CurrentMembershipCard({ current }: { current: CurrentPackage }) {
  const status = current.is_downgraded ? 'Downgraded' : current.is_trial ? 'Trial' : current.package ? 'Active' : 'No membership';
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="current-membership">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Text fz="sm" c="dimmed">
            Your membership
          </Text>
          <Title order={2} fz={22} c="forest.9" id="current-membership">
            {current.package ? current.package.name : current.is_trial ? 'Free trial' : 'No package yet'}
          </Title>
          {current.membership_end_date ? (
            <Text fz="sm" mt={4} data-testid="membership-end-date">
              {current.is_downgraded ? 'Ended on' : 'Active until'} <strong>{formatDisplayDate(current.membership_end_date)}</strong>
            </Text>
          ) : null}
          {current.package && !current.is_trial ? (
            <Text fz="sm" c="dimmed" mt={2}>
              Auto-renewal: {current.auto_renew ? 'on' : 'off'}
            </Text>
          ) : null}
        </div>
        <Badge size="lg" color={current.is_downgraded ? 'red' : current.is_trial ? 'honey' : 'forest'} variant="light" tt="none" leftSection={<ShieldIcon size={14} />}>
          {status}
        </Badge>
      </Group>
    </Paper>
  );
}

type PickerProps = {
  packages: MembershipPackage[];
  /** The button's words, e.g. 'Upgrade to SME' or 'Renew'. */
  actionLabel: (pkg: MembershipPackage) => string;
  initialPeriod?: number;
  highlightId?: number | null;
  disabled?: boolean;
};

/** The packages side by side with a period switch; choosing one opens the payment page. */
export function PackagePicker({ packages, actionLabel, initialPeriod = 2, highlightId = null, disabled }: PickerProps) {
  const [period, setPeriod] = useState(String(initialPeriod));
  const start = useStartUpgrade();
  const periodId = Number(period);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fz="sm" fw={600} id="membership-period-label">
          Membership period
        </Text>
        <SegmentedControl data={periodOptions} value={period} onChange={setPeriod} aria-labelledby="membership-period-label" color="forest" fullWidth maw={520} />
      </Stack>
      {start.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="The payment could not start">
          {errorMessage(start.error)}
        </Alert>
      ) : null}
      {packages.length === 0 ? <Text c="dimmed">No packages are available right now.</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, Math.max(1, packages.length)) }} spacing="md">
        {packages.map((pkg) => {
          const price = pkg.prices.find((p) => p.membership_period_id === periodId);
          const monthly = pkg.prices.find((p) => p.membership_period_id === 1);
          const pending = start.isPending && start.variables?.package_id === pkg.id;
          return (
            <Paper
              key={pkg.id}
              p="lg"
              shadow="xs"
              style={pkg.id === highlightId ? { borderColor: 'var(--mantine-color-forest-6)', borderWidth: 2 } : undefined}
              component="article"
              aria-labelledby={`package-${pkg.id}`}
              data-package={pkg.name}
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Title order={3} fz={20} c="forest.9" id={`package-${pkg.id}`}>
                    {pkg.name}
                  </Title>
                  {pkg.id === highlightId ? (
                    <Badge color="forest" variant="light" tt="none" style={{ flexShrink: 0 }}>
                      Current
                    </Badge>
                  ) : pkg.is_premium ? (
                    <Badge color="honey" variant="light" tt="none" style={{ flexShrink: 0 }}>
                      Premium
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="sm" c="dimmed">
                  {pkg.description}
                </Text>
                <Text fz="sm">Up to {pkg.employee_limit} team accounts</Text>
                {price ? (
                  <div>
                    <Text fz={{ base: 28, lg: 24 }} fw={700} c="forest.9" style={{ whiteSpace: 'nowrap' }}>
                      {usd(price.amount_usd)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {price.is_annual && monthly ? `for ${price.months} months · saves ${usd(monthly.amount_usd * price.months - price.amount_usd)}` : 'per month'}
                    </Text>
                  </div>
                ) : null}
                <Button
                  mt="auto"
                  color="forest"
                  disabled={!price || disabled || (start.isPending && !pending)}
                  loading={pending}
                  onClick={() => start.mutate({ package_id: pkg.id, membership_period_id: periodId })}
                >
                  {actionLabel(pkg)}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        You pay on a secure payment page. Prices are in US dollars; an early renewal extends your membership from its current end date.
      </Text>
    </Stack>
  );
}

/** Nothing to act on yet (no paid package): says so and leads to the packages. */
export function NoPaidPackage({ message }: { message: string }) {
  return (
    <Alert color="honey" variant="light" role="status" icon={<ShieldIcon />}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button component={Link} to="/profile/upgrade/" color="forest" size="sm">
          Choose a package
        </Button>
      </Stack>
    </Alert>
  );
}

/** A note with a link, for the membership screens' secondary actions. */
export function MembershipLinks({ current }: { current: CurrentPackage }) {
  return (
    <Group gap="md">
      <Button component={Link} to="/profile/upgrade-options/" variant="subtle" color="forest">
        Compare packages
      </Button>
      {current.package && !current.is_trial && !current.is_downgraded ? (
        <Button component={Link} to="/profile/renew-membership/" variant="subtle" color="forest">
          Renew membership
        </Button>
      ) : null}
      {current.auto_renew ? (
        <Button component={Link} to="/profile/upgrade/cancel" variant="subtle" color="red" c="red.9">
          Cancel auto-renewal
        </Button>
      ) : null}
    </Group>
  );
}

/** The outcome of a payment, shown on return from the payment page. */
export function PaymentOutcome({ status, reason, endDate, packageName }: { status: string; reason: string | null; endDate: string | null; packageName: string }) {
  if (status === 'paid') {
    return (
      <Alert color="forest" variant="light" icon={<CheckCircleIcon />} role="status" title="Thank you! Your membership is active.">
        Your {packageName} membership runs until {formatDisplayDate(endDate)}. The receipt is on its way to your inbox.
      </Alert>
    );
  }
  if (status === 'pending') {
    return (
      <Alert color="honey" variant="light" icon={<AlertIcon />} role="status" title="Waiting for your payment">
        We have not heard from the payment page yet. This page updates as soon as the payment arrives.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="Your membership has not changed">
      {reason ?? 'The payment did not go through.'}
    </Alert>
  );
}
