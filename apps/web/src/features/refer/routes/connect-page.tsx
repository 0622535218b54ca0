import { Alert, Avatar, Button, Checkbox, Container, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ConnectRegister, Country } from '@goodhive/contract';
import { DEFAULT_COUNTRY_CODE, connectTexts as t, messages } from '@goodhive/contract/texts';
import { Logo } from '../../../components/ui/logo';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSession, useSignIn } from '../../../lib/auth';
import { countriesQuery } from '../../../lib/lookups';
import { PATHS } from '../../../lib/paths';
import { connectInfoQuery, registerBusiness } from '../api/hives';

type Values = Omit<ConnectRegister, 'countryid' | 'terms' | 'code'> & { country: string | null; terms: boolean };
const EMPTY: Values = { first_name: '', last_name: '', email: '', company: '', country: null, password: '', retype_password: '', terms: false };

/**
 * Route 'public-business-register' (/connect and /connect/{code}; no header): a business registers and starts
 * its trial; through a member's code it is that member's referral and joins the member's hive, if any.
 */
export function ConnectPage() {
  const { code } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const info = useQuery({ ...connectInfoQuery(code ?? ''), enabled: !!code });
  const countries = useQuery(countriesQuery());
  const [values, setValues] = useState<Values>(EMPTY);
  const signIn = useSignIn();
  const register = useMutation({ mutationFn: registerBusiness });
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const fieldError = (field: string) => (register.error instanceof ApiError ? (register.error.errors?.[field]?.[0] ?? null) : null);
  const country = countries.data?.find((c) => String(c.id) === (values.country ?? '')) ?? countries.data?.find((c) => c.code === DEFAULT_COUNTRY_CODE) ?? null;
  const signedIn = session.status === 'ready';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { country: _c, terms, ...rest } = values;
    const body = { ...rest, countryid: country as Country | null, terms: terms as true, code: code ?? null };
    register.mutate(body, {
      onSuccess: () =>
        signIn.mutate(
          { username: values.email.trim(), password: values.password },
          { onSuccess: ({ destination }) => void navigate(destination, { replace: true }) },
        ),
    });
  };

  return (
    <Container size={720} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Link to={PATHS.root} aria-label="Goodhive home">
            <Logo />
          </Link>
        </Group>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={1} fz={{ base: 26, sm: 32 }} c="forest.9">
              {t.title}
            </Title>
            {code && info.data ? (
              <Group gap="sm" wrap="nowrap" data-testid="connect-invited-by">
                <Avatar src={info.data.logo_url} radius="md" color="forest">
                  {(info.data.company_name ?? 'G').slice(0, 1)}
                </Avatar>
                <Stack gap={0}>
                  {info.data.company_name ? <Text fw={600}>{t.invitedBy(info.data.company_name)}</Text> : null}
                  {info.data.hive ? <Text fz="sm" c="dimmed">{t.joinsHive(info.data.hive.title)}</Text> : null}
                </Stack>
              </Group>
            ) : null}
            {code && info.isError ? (
              <Alert color="orange" variant="light" role="status">
                {t.unknownCode}
              </Alert>
            ) : null}
            <Text c="dimmed">{t.intro}</Text>
            {signedIn ? (
              <Alert color="orange" variant="light" role="alert">
                {t.signedIn}
              </Alert>
            ) : null}
            <form onSubmit={submit} noValidate aria-label="Register your business">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="First name" autoComplete="given-name" required value={values.first_name} onChange={(e) => set({ first_name: e.currentTarget.value })} error={fieldError('first_name')} />
                  <TextInput label="Last name" autoComplete="family-name" required value={values.last_name} onChange={(e) => set({ last_name: e.currentTarget.value })} error={fieldError('last_name')} />
                  <TextInput label="Work email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set({ email: e.currentTarget.value })} error={fieldError('email')} />
                  <TextInput label="Company" autoComplete="organization" required value={values.company} onChange={(e) => set({ company: e.currentTarget.value })} error={fieldError('company')} />
                  <Select
                    label="Country"
                    required
                    searchable
                    data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                    value={country ? String(country.id) : null}
                    onChange={(v) => set({ country: v })}
                    error={fieldError('countryid')}
                  />
                  <span />
                  <PasswordInput label="Password" autoComplete="new-password" required value={values.password} onChange={(e) => set({ password: e.currentTarget.value })} error={fieldError('password')} />
                  <PasswordInput label="Confirm password" autoComplete="new-password" required value={values.retype_password} onChange={(e) => set({ retype_password: e.currentTarget.value })} error={fieldError('retype_password')} />
                </SimpleGrid>
                <Checkbox
                  label={
                    <>
                      I have read and accept the{' '}
                      <Link to={PATHS.terms} target="_blank">
                        terms of use
                      </Link>
                    </>
                  }
                  checked={values.terms}
                  onChange={(e) => set({ terms: e.currentTarget.checked })}
                  error={fieldError('terms')}
                />
                {register.error && !(register.error instanceof ApiError && register.error.errors) ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorMessage(register.error)}
                  </Alert>
                ) : null}
                {register.data ? (
                  <Alert color={register.data.data.referral && !register.data.data.referral.applied ? 'orange' : 'forest'} variant="light" role="status" data-testid="connect-result">
                    {register.data.message}
                  </Alert>
                ) : null}
                {signIn.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {messages.wrongCredentials}
                  </Alert>
                ) : null}
                <Button type="submit" size="md" loading={register.isPending || signIn.isPending} disabled={signedIn || register.isSuccess} style={{ alignSelf: 'flex-start' }}>
                  {t.submit}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
