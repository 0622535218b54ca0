import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminAccountMessages, type CompanyProfile, type UserProfile } from '@goodhive/contract';
import { NAME_MAX, accountMessages } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';
import { adminUserPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { accountCompanyQuery, accountProfileQuery, updateAccount } from '../api/user-accounts';

const USER_FIELDS = ['first_name', 'last_name', 'email', 'about_you', 'facebook_url', 'googleplus_url', 'linkedin_url', 'twitter_url'] as const;
type UserField = (typeof USER_FIELDS)[number];
type CompanyField =
  | 'company_name'
  | 'mission'
  | 'email'
  | 'phone'
  | 'website'
  | 'facebook_url'
  | 'googleplus_url'
  | 'linkedin_url'
  | 'twitter_url'
  | 'industry1'
  | 'industry2'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'state'
  | 'country_id'
  | 'zip_code';
type Values = { user: Record<UserField, string>; company: Record<CompanyField, string> | null; reason: string };
type Errors = Record<string, string | undefined>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function valuesOf(profile: UserProfile, company: CompanyProfile | null): Values {
  return {
    user: Object.fromEntries(USER_FIELDS.map((f) => [f, text(profile[f])])) as Record<UserField, string>,
    company: company
      ? {
          company_name: company.company_name,
          mission: text(company.mission),
          email: text(company.email),
          phone: text(company.phone),
          website: text(company.website),
          facebook_url: text(company.facebook_url),
          googleplus_url: text(company.googleplus_url),
          linkedin_url: text(company.linkedin_url),
          twitter_url: text(company.twitter_url),
          industry1: text(company.industry1?.id),
          industry2: text(company.industry2?.id),
          address_1: text(company.address.address_1),
          address_2: text(company.address.address_2),
          city: text(company.address.city),
          state: text(company.address.state),
          country_id: text(company.address.country_id),
          zip_code: text(company.address.zip_code),
        }
      : null,
    reason: '',
  };
}

/** The call's body: empty texts clear a field, as on the member's own forms. */
function bodyOf(userId: number, v: Values) {
  const c = v.company;
  return {
    user_id: userId,
    ...v.user,
    reason: v.reason,
    ...(c ? { company: { ...c, industry1: c.industry1 ? Number(c.industry1) : null, industry2: c.industry2 ? Number(c.industry2) : null, country_id: c.country_id ? Number(c.country_id) : null } } : {}),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} c="forest.9" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Route 'users.edit' (/admin/users/edit/{id}): staff edit a member's account: the personal profile's fields (the
 * e-mail set at once) and, when the member owns or runs a company, the company profile's; the same checks as the
 * member's own forms, saved with a reason in one audited change (POST /api/user/update-business).
 */
export function UserEditPage() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const profile = useQuery({ ...accountProfileQuery(userId), enabled: valid });
  if (!valid) return <ErrorState title="This user could not be loaded" error={new ApiError(404, accountMessages.userNotFound)} />;
  return (
    <QueryState query={profile} loadingLabel="Loading the account…" errorTitle="This user could not be loaded" isEmpty={() => false}>
      {(p) =>
        p.user_type !== 'business' ? (
          <ErrorState title="This account is not edited here" error={new ApiError(409, adminAccountMessages.staffAccount)} />
        ) : p.user_business && (p.user_business.is_owner || p.user_business.is_admin === 1) ? (
          <WithCompany profile={p} companyId={p.user_business.company_id} />
        ) : (
          <EditForm profile={p} company={null} />
        )
      }
    </QueryState>
  );
}

/** A member who owns or runs a company edits it too: the form waits for the company profile. */
function WithCompany({ profile, companyId }: { profile: UserProfile; companyId: number }) {
  const company = useQuery(accountCompanyQuery(companyId));
  return (
    <QueryState query={company} loadingLabel="Loading the company…" errorTitle="The company could not be loaded" isEmpty={() => false}>
      {(c) => <EditForm profile={profile} company={c} />}
    </QueryState>
  );
}

function EditForm({ profile, company }: { profile: UserProfile; company: CompanyProfile | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useQuery({ ...countriesQuery(), enabled: company !== null });
  const industries = useQuery({ ...industriesQuery(), enabled: company !== null });
  const [values, setValues] = useState<Values>(() => valuesOf(profile, company));
  const [errors, setErrors] = useState<Errors>({});

  const setUser = (field: UserField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, user: { ...v.user, [field]: value } }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const setCompany = (field: CompanyField) => (value: string) => {
    setValues((v) => (v.company ? { ...v, company: { ...v.company, [field]: value } } : v));
    setErrors((x) => ({ ...x, [`company.${field}`]: undefined }));
  };
  const userInput = (field: UserField) => ({ value: values.user[field], onChange: setUser(field), error: errors[field] });
  const companyInput = (field: CompanyField) => ({
    value: values.company?.[field] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setCompany(field)(e.currentTarget.value),
    error: errors[`company.${field}`],
  });
  const companySelect = (field: CompanyField, data: { value: string; label: string }[]) => ({
    data,
    value: values.company?.[field] || null,
    onChange: (v: string | null) => setCompany(field)(v ?? ''),
    error: errors[`company.${field}`],
    searchable: true,
    clearable: true,
  });

  const save = useMutation({
    mutationFn: () => updateAccount(bodyOf(profile.id, values)),
    onSuccess: async (result) => {
      toast.success(result.message ?? adminAccountMessages.updated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      void navigate(adminUserPath(profile.id));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, m]) => [k, m[0]])));
    },
  });
  const submit = async () => {
    const { accountUpdateSchema } = await import('../account-schemas');
    const parsed = accountUpdateSchema.safeParse(bodyOf(profile.id, values));
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate();
  };
  const fieldFailure = save.error instanceof ApiError && save.error.errors && Object.keys(save.error.errors).length;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const countryData = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const industryData = (industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }));

  return (
    <Stack gap="xl" maw={900}>
      <PageHeader eyebrow="User Management" title={`Edit ${name}`} description={`UID ${profile.id} · ${profile.role_name}`}>
        <Anchor component={Link} to={adminUserPath(profile.id)} fz="sm" fw={600} mt="xs" display="inline-block">
          Back to the account
        </Anchor>
      </PageHeader>
      <form
        noValidate
        aria-label="Edit user"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="lg">
          <Section id="edit-profile-title" title="Profile">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="First name" withAsterisk maxLength={NAME_MAX} {...userInput('first_name')} />
                <TextInput label="Last name" withAsterisk maxLength={NAME_MAX} {...userInput('last_name')} />
                <TextInput label="Email" type="email" withAsterisk description="They sign in with it; saved at once, without a confirmation link" {...userInput('email')} />
              </SimpleGrid>
              <Textarea label="About you" autosize minRows={2} maxLength={2000} {...userInput('about_you')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Facebook" placeholder="https://" {...userInput('facebook_url')} />
                <TextInput label="Google+" placeholder="https://" {...userInput('googleplus_url')} />
                <TextInput label="LinkedIn" placeholder="https://" {...userInput('linkedin_url')} />
                <TextInput label="Twitter" placeholder="https://" {...userInput('twitter_url')} />
              </SimpleGrid>
            </Stack>
          </Section>
          {company ? (
            <Section id="edit-company-title" title={`Company (CID ${company.id})`}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Company name" withAsterisk maxLength={160} {...companyInput('company_name')} />
                  <TextInput label="Company e-mail" type="email" {...companyInput('email')} />
                  <TextInput label="Phone" {...companyInput('phone')} />
                  <TextInput label="Website" placeholder="https://" {...companyInput('website')} />
                  <Select label="Industry" placeholder="Optional" {...companySelect('industry1', industryData)} />
                  <Select label="Second industry" placeholder="Optional" {...companySelect('industry2', industryData)} />
                </SimpleGrid>
                <Textarea label="Mission" autosize minRows={2} maxLength={2000} {...companyInput('mission')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Facebook" placeholder="https://" {...companyInput('facebook_url')} />
                  <TextInput label="Google+" placeholder="https://" {...companyInput('googleplus_url')} />
                  <TextInput label="LinkedIn" placeholder="https://" {...companyInput('linkedin_url')} />
                  <TextInput label="Twitter" placeholder="https://" {...companyInput('twitter_url')} />
                  <TextInput label="Address line 1" maxLength={160} {...companyInput('address_1')} />
                  <TextInput label="Address line 2" maxLength={160} {...companyInput('address_2')} />
                  <TextInput label="City" maxLength={80} {...companyInput('city')} />
                  <TextInput label="State" maxLength={80} {...companyInput('state')} />
                  <Select label="Country" placeholder="Choose a country" nothingFoundMessage="No country matches" {...companySelect('country_id', countryData)} />
                  <TextInput label="Zip code" maxLength={20} {...companyInput('zip_code')} />
                </SimpleGrid>
              </Stack>
            </Section>
          ) : null}
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
            <Stack gap="md">
              <AuditReasonField
                description="Kept in the audit log with what changed, who did it and when."
                value={values.reason}
                onChange={(reason) => {
                  setValues((v) => ({ ...v, reason }));
                  setErrors((x) => ({ ...x, reason: undefined }));
                }}
                error={errors.reason}
              />
              {save.isError && !fieldFailure ? (
                <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                  {errorMessage(save.error)}
                </Alert>
              ) : null}
              {errors.company ? (
                <Text c="red" fz="sm" role="alert">
                  {errors.company}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button component={Link} to={adminUserPath(profile.id)} variant="default">
                  Cancel
                </Button>
                <Button type="submit" color="honey" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </form>
    </Stack>
  );
}
