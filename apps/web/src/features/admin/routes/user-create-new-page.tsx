import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { NEW_ACCOUNT_TYPES, NEW_ACCOUNT_TYPE_TEXTS, NEW_BUSINESS_ROLES, type NewAccountType } from '@goodhive/contract';
import { NAME_MAX, ROLE } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { api, ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';
import { PATHS, adminUserPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { createBusinessAccount, createEmployeeAccount, createPersonalAccount } from '../api/user-accounts';
import type { PickedCompany } from '../components/company-picker';
import { CompanyPicker } from '../components/company-picker-place';

const PERIODS = [
  { value: '1', label: 'Monthly' },
  { value: '2', label: 'Annual (1 year)' },
  { value: '3', label: 'Annual (2 years)' },
  { value: '4', label: 'Annual (3 years)' },
];
const ROLES = NEW_BUSINESS_ROLES.map((r) => ({ value: String(r.role_id), label: r.label }));

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  country_id: string;
  company_name: string;
  industry1: string;
  role_id: string;
  package_id: string;
  membership_period_id: string;
  reason: string;
};
const EMPTY: Values = { first_name: '', last_name: '', email: '', country_id: '', company_name: '', industry1: '', role_id: String(ROLE.TRIAL), package_id: '', membership_period_id: '', reason: '' };
type Errors = Partial<Record<keyof Values | 'company_id' | 'form', string>>;

const isType = (v: string | null): v is NewAccountType => (NEW_ACCOUNT_TYPES as readonly string[]).includes(v ?? '');

/** The body of the type's call, as the schema checks it. */
function bodyOf(type: NewAccountType, v: Values) {
  const person = { first_name: v.first_name, last_name: v.last_name, email: v.email, reason: v.reason };
  if (type === 'business') {
    const trial = v.role_id === String(ROLE.TRIAL);
    return {
      ...person,
      company_name: v.company_name,
      country_id: v.country_id,
      industry1: v.industry1 || undefined,
      role_id: v.role_id,
      package_id: trial ? undefined : v.package_id || undefined,
      membership_period_id: trial ? undefined : v.membership_period_id || undefined,
    };
  }
  return { ...person, country_id: v.country_id || undefined };
}

/** Checks the form with the call's own schema (loaded with the first check); each field gets its first message. */
async function check(type: NewAccountType, v: Values, company: PickedCompany | null): Promise<Errors> {
  const errors: Errors = {};
  if (type === 'employee') {
    if (!company) errors.company_id = 'Choose the company.';
    if (!v.first_name.trim()) errors.first_name = 'The first name field is required.';
    if (!/^\S+@\S+\.\S+$/.test(v.email.trim())) errors.email = 'Please enter a valid email address.';
    if (v.reason.trim().length < 3) errors.reason = 'Please give a reason (it is kept in the audit log).';
    return errors;
  }
  const schemas = await import('../account-schemas');
  const schema = type === 'business' ? schemas.newBusinessAccountSchema : schemas.newPersonalAccountSchema;
  const parsed = schema.safeParse(bodyOf(type, v));
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof Values] ??= issue.message;
  return errors;
}

/**
 * Route 'users.create-new' (/admin/users/create-new?type=personal|premium|business|employee): the form of the
 * chosen kind of account. Saved, the new member gets a welcome e-mail with a set-password link and staff land on
 * their account.
 */
export function UserCreateNewPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  if (!isType(type)) return <Navigate to={PATHS.adminUsersCreate} replace />;
  return <CreateForm key={type} type={type} />;
}

function CreateForm({ type }: { type: NewAccountType }) {
  const navigate = useNavigate();
  const countries = useQuery(countriesQuery());
  const industries = useQuery({ ...industriesQuery(), enabled: type === 'business' });
  const packages = useQuery({ queryKey: ['membership', 'packages'], queryFn: () => api.get<{ id: number; name: string }[]>('/app/packages'), staleTime: 300_000, enabled: type === 'business' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const texts = NEW_ACCOUNT_TYPE_TEXTS[type];
  const trial = values.role_id === String(ROLE.TRIAL);

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: keyof Values) => ({ value: values[field], onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field)(e.currentTarget.value), error: errors[field] });

  const save = useMutation({
    mutationFn: async () => {
      if (type === 'employee') {
        const result = await createEmployeeAccount({ company_id: company!.id, email: values.email.trim(), first_name: values.first_name.trim(), last_name: values.last_name.trim(), reason: values.reason.trim() });
        return { userId: result.data.user_id, message: result.message };
      }
      const body = bodyOf(type, values);
      const result = type === 'business' ? await createBusinessAccount(body as Parameters<typeof createBusinessAccount>[0]) : await createPersonalAccount(type, body as Parameters<typeof createPersonalAccount>[1]);
      return { userId: result.data.user_id, message: result.message };
    },
    onSuccess: (result) => {
      toast.success(result.message ?? 'Account created.');
      void navigate(adminUserPath(result.userId));
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.errors) return;
      const found: Errors = {};
      for (const [field, messages] of Object.entries(error.errors)) found[field as keyof Values] = messages[0];
      setErrors(found);
    },
  });
  const submit = async () => {
    const found = await check(type, values, company);
    setErrors(found);
    if (!Object.values(found).some(Boolean)) save.mutate();
  };
  const fieldFailure = save.error instanceof ApiError && save.error.errors && Object.keys(save.error.errors).length;

  return (
    <Stack gap="xl" maw={760}>
      <PageHeader eyebrow="User Management" title={`Create ${texts.label.toLowerCase()}`} description={texts.description}>
        <Anchor component={Link} to={PATHS.adminUsersCreate} fz="sm" fw={600} mt="xs" display="inline-block">
          Choose another kind of account
        </Anchor>
      </PageHeader>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="create-account-title">
        <Title order={2} fz={20} c="forest.9" id="create-account-title" mb="md">
          {texts.label}
        </Title>
        <form
          noValidate
          aria-label={`Create ${texts.label.toLowerCase()}`}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            {save.isError && !fieldFailure ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(save.error)}
              </Alert>
            ) : null}
            {type === 'employee' ? (
              <CompanyPicker label="Company" description="By business name, CID or a member's name or e-mail" value={company} onChange={setCompany} error={errors.company_id} required />
            ) : null}
            {type === 'business' ? (
              <>
                <Text fw={650} c="forest.9">
                  Company
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Company name" withAsterisk maxLength={160} autoComplete="off" {...input('company_name')} />
                  <Select
                    label="Industry"
                    placeholder="Optional"
                    data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
                    value={values.industry1 || null}
                    onChange={(v) => set('industry1')(v ?? '')}
                    error={errors.industry1}
                    searchable
                    clearable
                  />
                  <Select label="Role" data={ROLES} value={values.role_id} onChange={(v) => set('role_id')(v ?? String(ROLE.TRIAL))} error={errors.role_id} withAsterisk allowDeselect={false} />
                  {trial ? <div /> : null}
                  {!trial ? (
                    <>
                      <Select
                        label="Package"
                        data={(packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                        value={values.package_id || null}
                        onChange={(v) => set('package_id')(v ?? '')}
                        error={errors.package_id}
                        withAsterisk
                        placeholder={packages.isPending ? 'Loading…' : 'Choose'}
                      />
                      <Select label="Membership period" data={PERIODS} value={values.membership_period_id || null} onChange={(v) => set('membership_period_id')(v ?? '')} error={errors.membership_period_id} withAsterisk placeholder="Choose" />
                    </>
                  ) : null}
                </SimpleGrid>
                <Text fz="xs" c="dimmed">
                  {trial ? 'A trial runs 17 days from today.' : 'The membership runs from today for the period chosen, recorded as a complete membership payment (paid outside the platform).'}
                </Text>
                <Text fw={650} c="forest.9" mt="xs">
                  Owner
                </Text>
              </>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" withAsterisk maxLength={NAME_MAX} autoComplete="off" {...input('first_name')} />
              <TextInput label="Last name" withAsterisk={type !== 'employee'} maxLength={NAME_MAX} autoComplete="off" {...input('last_name')} />
              <TextInput label="Email" type="email" withAsterisk autoComplete="off" description="They sign in with it" {...input('email')} />
              {type !== 'employee' ? (
                <Select
                  label="Country"
                  description={type === 'business' ? 'Where the business is' : 'Optional'}
                  placeholder="Choose a country"
                  data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  value={values.country_id || null}
                  onChange={(v) => set('country_id')(v ?? '')}
                  error={errors.country_id}
                  withAsterisk={type === 'business'}
                  searchable
                  clearable
                  nothingFoundMessage="No country matches"
                />
              ) : null}
            </SimpleGrid>
            <AuditReasonField value={values.reason} onChange={set('reason')} error={errors.reason} />
            <Text fz="xs" c="dimmed">
              Fields marked * are required.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" color="honey" loading={save.isPending}>
                Create account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
