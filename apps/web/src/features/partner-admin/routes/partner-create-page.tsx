import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { AdminPartnerCreate, AdminPartnerCreated } from '@goodhive/contract';
import { NAME_MAX, PARTNER_WELCOME_LINK_DAYS } from '@goodhive/contract/texts';
import { DetailList } from '../../../components/ui/detail-list';
import { AlertIcon, CheckCircleIcon, MailIcon, PlusIcon, UserIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { useCreatePartner } from '../api/partners';
import { partnerLinks } from '../components/partner-links';
import { countriesQuery } from '../../../lib/lookups';

type FormValues = { first_name: string; last_name: string; email: string; worthy_cause_name: string; org_legal_name: string; country_id: string };
const EMPTY: FormValues = { first_name: '', last_name: '', email: '', worthy_cause_name: '', org_legal_name: '', country_id: '' };
const FIELDS = Object.keys(EMPTY) as (keyof FormValues)[];

/** The form's values as the call takes them: empty optional fields are left out. */
const toBody = (v: FormValues): AdminPartnerCreate => ({
  first_name: v.first_name,
  last_name: v.last_name,
  email: v.email,
  worthy_cause_name: v.worthy_cause_name,
  org_legal_name: v.org_legal_name.trim() || null,
  country_id: v.country_id ? Number(v.country_id) : null,
});

/**
 * Checks the form with the call's own schema, as the server will; each field gets its first message. The schema
 * (and zod) loads with the first check, not with the screen.
 */
const checkWithContract: Resolver<FormValues> = async (values) => {
  const { adminPartnerCreateSchema } = await import('../partner-create-schema');
  const parsed = adminPartnerCreateSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<FormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

function Created({ partner, message, onAnother }: { partner: AdminPartnerCreated; message: string; onAnother: () => void }) {
  const links = partnerLinks(partner);
  const mailed = partner.welcome_email !== 'failed';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the result, not on a form that is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="created-title">
      <Stack gap="md">
        <Group gap="sm">
          <CheckCircleIcon size={26} />
          <Title order={2} fz={20} c="forest.9" id="created-title" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {partner.worthy_cause_name} is ready
          </Title>
        </Group>
        <Alert color={mailed ? 'forest' : 'orange'} variant="light" icon={mailed ? <MailIcon /> : <AlertIcon />} role="status">
          {message}
          {mailed ? ` The link works once, for ${PARTNER_WELCOME_LINK_DAYS} days.` : ''}
        </Alert>
        <DetailList
          items={[
            { label: 'Worthy cause', value: partner.worthy_cause_name },
            { label: 'Panel user', value: `${partner.first_name} ${partner.last_name}` },
            { label: 'Email', value: partner.email },
            { label: 'Partner ID', value: partner.partner_id },
            { label: 'User ID', value: partner.user_id },
          ]}
        />
        <Group gap="sm">
          <Button component={Link} to={links.profile} leftSection={<UserIcon size={18} />}>
            Edit profile
          </Button>
          <Button component={Link} to={links.createProject} variant="light" color="forest" leftSection={<PlusIcon size={18} />}>
            Create a project
          </Button>
          <Button variant="default" onClick={onAnother}>
            Create another partner
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Route 'admin.wcuuser.create' (/admin/wcuuser/create): staff open a partner's panel. The new user gets an
 * e-mail with a one-time link to choose a password; then staff complete the profile or add projects.
 */
export function PartnerCreatePage() {
  const create = useCreatePartner();
  const countries = useQuery(countriesQuery());
  const [created, setCreated] = useState<{ partner: AdminPartnerCreated; message: string } | null>(null);
  const form = useForm<FormValues>({ defaultValues: EMPTY, mode: 'onTouched', resolver: checkWithContract });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: (result) => {
        setCreated({ partner: result.data, message: result.message ?? '' });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, messages] of Object.entries(error.errors ?? {})) {
          if ((FIELDS as string[]).includes(field)) form.setError(field as keyof FormValues, { message: messages[0] }, { shouldFocus: true });
        }
      },
    }),
  );
  const serverFailure = create.error && !(create.error instanceof ApiError && create.error.errors && Object.keys(create.error.errors).length) ? create.error : null;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="WC & Projects"
        title="Create partner"
        description="Open the Worthy Cause User Panel for a vetted organisation. Its contact person gets an e-mail to choose a password."
      >
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminWcuUsers} variant="light" color="forest">
            Partner users
          </Button>
        </Group>
      </PageHeader>
      {created ? (
        <Created
          partner={created.partner}
          message={created.message}
          onAnother={() => {
            setCreated(null);
            create.reset();
          }}
        />
      ) : (
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="create-partner-title">
          <Title order={2} fz={20} c="forest.9" id="create-partner-title" mb="md">
            Partner user
          </Title>
          <form onSubmit={onSubmit} noValidate aria-label="Create partner">
            <Stack gap="md">
              {serverFailure ? (
                <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                  {errorMessage(serverFailure)}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="First name" withAsterisk maxLength={NAME_MAX} autoComplete="off" error={errors.first_name?.message} {...form.register('first_name')} />
                <TextInput label="Last name" withAsterisk maxLength={NAME_MAX} autoComplete="off" error={errors.last_name?.message} {...form.register('last_name')} />
                <TextInput label="Email" type="email" withAsterisk autoComplete="off" description="They sign in with it" error={errors.email?.message} {...form.register('email')} />
                <TextInput label="Worthy cause name" withAsterisk maxLength={160} description="Shown to givers and in the panel" error={errors.worthy_cause_name?.message} {...form.register('worthy_cause_name')} />
                <TextInput label="Legal name" maxLength={200} description="Optional" error={errors.org_legal_name?.message} {...form.register('org_legal_name')} />
                <Controller
                  control={form.control}
                  name="country_id"
                  render={({ field }) => (
                    <Select
                      label="Country"
                      description={countries.isError ? 'The countries could not be loaded.' : 'Optional: where it is registered and operates'}
                      placeholder="Choose a country"
                      data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      error={errors.country_id?.message}
                      searchable
                      clearable
                      nothingFoundMessage="No country matches"
                    />
                  )}
                />
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                Fields marked * are required.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" color="honey" loading={create.isPending}>
                  Create partner user
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
