import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Anchor, Badge, Button, Checkbox, Container, Group, Paper, PasswordInput, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MEMBERSHIP_PERIODS, formatAmount, membershipSignUpMessages, messages, stripCompanyName, type SignUpAccountType, type SignUpSource } from '@goodhive/contract/texts';
import { AlertIcon, BuildingIcon, LockIcon, UserIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { fieldError, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';
import { PATHS } from '../../../lib/paths';
import { packagesQuery } from '../api/memberships';
import { useStartMembershipSignUp, type MembershipSignUpBody } from '../api/sign-up';

const usd = (n: number) => `US $${formatAmount(n)}`;
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
const accountOptions = [
  {
    value: 'business',
    label: (
      <Group gap={6} justify="center" wrap="nowrap">
        <BuildingIcon size={16} /> Business
      </Group>
    ),
  },
  {
    value: 'personal',
    label: (
      <Group gap={6} justify="center" wrap="nowrap">
        <UserIcon size={16} /> Personal
      </Group>
    ),
  },
];

type TextField = 'first_name' | 'last_name' | 'email' | 'company' | 'password' | 'retype_password';

/**
 * Routes 'public.sign-up' (/sign-up) and 'public.sign-up-geniusu' (/sign-up-geniusu, the GeniusU campaign's
 * variant): a business or personal membership, not a trial. The visitor chooses a package and period, says who
 * they are and pays on the payment provider's page; the account opens when the payment arrives
 * (/sign-up/complete/{key}). The page's source is kept in register_source.
 */
export function SignUpPage({ source = 'sign-up' }: { source?: SignUpSource }) {
  const session = useSession();
  const packages = useQuery(packagesQuery());
  const countries = useQuery(countriesQuery());
  const industries = useQuery(industriesQuery());
  const start = useStartMembershipSignUp();
  const [accountType, setAccountType] = useState<SignUpAccountType>('business');
  const [period, setPeriod] = useState('2');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [countryId, setCountryId] = useState<string | null>(null);
  const [industryId, setIndustryId] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [text, setText] = useState<Record<TextField, string>>({ first_name: '', last_name: '', email: '', company: '', password: '', retype_password: '' });
  const campaign = source === 'sign-up-geniusu';
  const signedIn = session.status === 'ready';
  const error = start.error;
  // A field's message from the last try goes once the field is changed.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => setEdited((set) => (set.has(field) ? set : new Set(set).add(field)));
  const errorOf = (field: string) => (edited.has(field) ? undefined : fieldError(error, field));
  const bind = (field: TextField) => ({
    value: text[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = field === 'company' ? stripCompanyName(event.currentTarget.value) : event.currentTarget.value;
      setText((t) => ({ ...t, [field]: value }));
      touch(field);
    },
    error: errorOf(field),
  });
  const chosen = packages.data?.find((p) => String(p.id) === packageId);
  const price = chosen?.prices.find((p) => p.membership_period_id === Number(period));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: MembershipSignUpBody = {
      account_type: accountType,
      first_name: text.first_name,
      last_name: text.last_name,
      email: text.email,
      company: accountType === 'business' ? text.company : null,
      country_id: countryId ? Number(countryId) : null,
      industry_1: accountType === 'business' && industryId ? Number(industryId) : null,
      password: text.password,
      retype_password: text.retype_password,
      terms,
      package_id: packageId ? Number(packageId) : null,
      membership_period_id: Number(period),
      register_source: source,
    };
    setEdited(new Set());
    start.mutate(body, { onError: toastUnlessFieldErrors });
  };

  return (
    <Container size={980} py={{ base: 32, sm: 48 }} px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <PageHeader
          eyebrow={campaign ? 'GeniusU × Goodhive' : 'Membership'}
          title={campaign ? membershipSignUpMessages.campaignTitle : membershipSignUpMessages.title}
          description={campaign ? membershipSignUpMessages.campaignIntro : membershipSignUpMessages.intro}
        >
          <Text fz="sm">
            Not ready to pay?{' '}
            <Anchor component={Link} to={PATHS.join} fw={600}>
              Start a free 17-day trial
            </Anchor>{' '}
            instead. Already a member?{' '}
            <Anchor component={Link} to={PATHS.login} fw={600}>
              Sign in
            </Anchor>
          </Text>
        </PageHeader>
        {signedIn ? (
          <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
            {membershipSignUpMessages.signedIn}{' '}
            <Anchor component={Link} to="/profile/upgrade/" inherit fw={600}>
              Upgrade your membership
            </Anchor>
          </Alert>
        ) : null}
        {packages.isPending ? (
          <LoadingState label="Loading the packages…" />
        ) : packages.isError ? (
          <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={campaign ? 'GeniusU membership sign-up' : 'Membership sign-up'}>
            <fieldset disabled={signedIn || start.isPending || start.isSuccess} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Stack gap="lg">
                {error instanceof ApiError && error.status === 409 ? (
                  <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" data-testid="sign-up-error">
                    {messages.emailExists}{' '}
                    <Anchor component={Link} to={PATHS.login} fw={600} inherit>
                      Go to Login
                    </Anchor>
                  </Alert>
                ) : null}
                <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="sign-up-membership">
                  <Stack gap="md">
                    <Title order={2} fz={20} c="forest.9" id="sign-up-membership">
                      1. Your membership
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <Stack gap={6}>
                        <Text fz="sm" fw={600} id="sign-up-account-label">
                          Membership for
                        </Text>
                        <SegmentedControl data={accountOptions} value={accountType} onChange={(v) => setAccountType(v as SignUpAccountType)} aria-labelledby="sign-up-account-label" color="forest" fullWidth />
                      </Stack>
                      <Stack gap={6}>
                        <Text fz="sm" fw={600} id="sign-up-period-label">
                          Membership period
                        </Text>
                        <SegmentedControl data={periodOptions} value={period} onChange={setPeriod} aria-labelledby="sign-up-period-label" color="forest" fullWidth />
                      </Stack>
                    </SimpleGrid>
                    <Radio.Group label="Package" required value={packageId} onChange={(value) => {
                        setPackageId(value);
                        touch('package_id');
                      }}
                      error={errorOf('package_id') ?? errorOf('membership_period_id')}>
                      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
                        {packages.data.map((pkg) => {
                          const p = pkg.prices.find((x) => x.membership_period_id === Number(period));
                          const selected = String(pkg.id) === packageId;
                          return (
                            <Radio.Card
                              key={pkg.id}
                              value={String(pkg.id)}
                              radius="md"
                              p="md"
                              data-package={pkg.name}
                              style={{ borderColor: selected ? 'var(--mantine-color-forest-6)' : undefined, borderWidth: selected ? 2 : 1 }}
                            >
                              <Stack gap={4}>
                                <Group justify="space-between" wrap="nowrap" gap="xs">
                                  <Group gap={8} wrap="nowrap">
                                    <Radio.Indicator color="forest" />
                                    <Text fw={700} c="forest.9" fz="lg">
                                      {pkg.name}
                                    </Text>
                                  </Group>
                                  {pkg.is_premium ? (
                                    <Badge color="honey" variant="light" tt="none">
                                      Premium
                                    </Badge>
                                  ) : null}
                                </Group>
                                {p ? (
                                  <div>
                                    <Text fw={700} fz={22} c="forest.9" lh={1.2}>
                                      {usd(p.amount_usd)}
                                    </Text>
                                    <Text fz="xs" c="dimmed">
                                      {p.is_annual ? `for ${p.months} months` : 'per month'}
                                    </Text>
                                  </div>
                                ) : null}
                                <Text fz="sm" c="dimmed">
                                  {pkg.description}
                                </Text>
                                {accountType === 'business' ? <Text fz="xs">Up to {pkg.employee_limit} team accounts</Text> : null}
                              </Stack>
                            </Radio.Card>
                          );
                        })}
                      </SimpleGrid>
                    </Radio.Group>
                  </Stack>
                </Paper>

                <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="sign-up-about">
                  <Stack gap="sm">
                    <Title order={2} fz={20} c="forest.9" id="sign-up-about">
                      2. {accountType === 'business' ? 'About you and your business' : 'About you'}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <TextInput label="First name" required autoComplete="given-name" maxLength={40} {...bind('first_name')} />
                      <TextInput label="Last name" required autoComplete="family-name" maxLength={40} {...bind('last_name')} />
                    </SimpleGrid>
                    <TextInput label="E-mail" type="email" required autoComplete="email" maxLength={254} {...bind('email')} />
                    {accountType === 'business' ? (
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        <TextInput label="Company" required autoComplete="organization" maxLength={160} {...bind('company')} />
                        <Select
                          label="Industry"
                          placeholder="Choose your industry"
                          searchable
                          clearable
                          data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
                          value={industryId}
                          onChange={(value) => {
                            setIndustryId(value);
                            touch('industry_1');
                          }}
                          error={errorOf('industry_1')}
                        />
                      </SimpleGrid>
                    ) : null}
                    <Select
                      label="Country"
                      placeholder="Where you are based"
                      required
                      searchable
                      data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                      value={countryId}
                      onChange={(value) => {
                        setCountryId(value);
                        touch('country_id');
                      }}
                      error={errorOf('country_id')}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <PasswordInput
                        label="Password"
                        description="At least 6 characters with an uppercase letter, a lowercase letter and a digit."
                        required
                        autoComplete="new-password"
                        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
                        {...bind('password')}
                      />
                      <PasswordInput
                        label="Confirm password"
                        required
                        autoComplete="new-password"
                        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmation' }}
                        {...bind('retype_password')}
                      />
                    </SimpleGrid>
                    <Checkbox
                      mt="xs"
                      checked={terms}
                      onChange={(event) => {
                        setTerms(event.currentTarget.checked);
                        touch('terms');
                      }}
                      error={errorOf('terms')}
                      label={
                        <>
                          I have read and accept the{' '}
                          <Anchor component={Link} to={PATHS.terms} inherit>
                            Terms and Conditions
                          </Anchor>{' '}
                          and the{' '}
                          <Anchor component={Link} to={PATHS.privacy} inherit>
                            Privacy Policy
                          </Anchor>
                          .
                        </>
                      }
                    />
                  </Stack>
                </Paper>

                <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="sign-up-pay">
                  <Group justify="space-between" align="center" gap="md">
                    <Stack gap={2}>
                      <Title order={2} fz={20} c="forest.9" id="sign-up-pay">
                        3. Pay and join
                      </Title>
                      <Text fz="sm" c="dimmed" data-testid="sign-up-summary">
                        {chosen && price
                          ? `${chosen.name}, ${MEMBERSHIP_PERIODS.find((p) => p.id === Number(period))?.name}: ${usd(price.amount_usd)}. Renews automatically; you may cancel the renewal at any time.`
                          : 'Choose a package above to see what you pay.'}
                      </Text>
                    </Stack>
                    <Button type="submit" color="forest" size="md" loading={start.isPending} leftSection={<LockIcon size={16} />}>
                      Continue to payment
                    </Button>
                  </Group>
                </Paper>
              </Stack>
            </fieldset>
          </form>
        )}
      </Stack>
    </Container>
  );
}

/** Route 'public.sign-up-geniusu' (/sign-up-geniusu): the sign-up as the GeniusU campaign's variant. */
export function GeniusUSignUpPage() {
  return <SignUpPage source="sign-up-geniusu" />;
}
