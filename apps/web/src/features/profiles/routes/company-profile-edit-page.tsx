import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyProfile } from '@goodhive/contract';
import { COMPANY_IMAGE_LABELS, type CompanyImageField } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { currentUserQueryKey, useSignedInUser } from '../../../lib/auth';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';
import { fieldError, textBinder, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { companyProfileKey, companyProfileQuery, saveCompanyProfile, uploadCompanyImage } from '../api/profile-edit';
import { CompletenessRing } from '../components/completeness-ring';
import { ImageUploadField } from '../components/image-upload-field';
import { ListingOptIn } from '../components/listing-opt-in';

const TEXT_FIELDS = ['company_name', 'mission', 'email', 'phone', 'website', 'facebook_url', 'googleplus_url', 'linkedin_url', 'twitter_url', 'address_1', 'address_2', 'city', 'state', 'zip_code'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { industry1: string | null; industry2: string | null; country_id: string | null };

function valuesOf(p: CompanyProfile): Values {
  const flat: Record<string, string | null> = { ...p, ...p.address } as unknown as Record<string, string | null>;
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, flat[f] ?? ''])) as Record<TextField, string>),
    industry1: p.industry1 ? String(p.industry1.id) : null,
    industry2: p.industry2 ? String(p.industry2.id) : null,
    country_id: p.address.country_id ? String(p.address.country_id) : null,
  };
}
const idOrNull = (v: string | null) => (v ? Number(v) : null);

const SOCIAL: { field: TextField; label: string; placeholder: string }[] = [
  { field: 'website', label: 'Website', placeholder: 'https://yourcompany.com' },
  { field: 'facebook_url', label: 'Facebook', placeholder: 'https://facebook.com/yourcompany' },
  { field: 'googleplus_url', label: 'Google+', placeholder: 'https://plus.google.com/yourcompany' },
  { field: 'linkedin_url', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/yourcompany' },
  { field: 'twitter_url', label: 'Twitter', placeholder: 'https://twitter.com/yourcompany' },
];

const IMAGES: { field: CompanyImageField; description: string; shape: 'square' | 'banner' }[] = [
  { field: 'company_logo', description: 'Shown on your business profile, certificates and the business listing.', shape: 'square' },
  { field: 'company_icon', description: 'A small square mark for tight spaces.', shape: 'square' },
  { field: 'company_banner_img', description: 'The wide picture across the top of your business profile.', shape: 'banner' },
];

function CompanyImages({ profile }: { profile: CompanyProfile }) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: ({ field, file }: { field: CompanyImageField; file: File }) => uploadCompanyImage(profile.id, field, file),
    onSuccess: (result) => {
      queryClient.setQueryData(companyProfileKey(profile.id), result.data);
      if (result.message) toast.success(result.message);
    },
  });
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="images-title">
      <Title order={2} fz={20} c="forest.9" id="images-title" mb="md">
        Images
      </Title>
      <Stack gap="lg">
        {IMAGES.map((img) => {
          const mine = upload.variables?.field === img.field;
          return (
            <ImageUploadField
              key={img.field}
              label={COMPANY_IMAGE_LABELS[img.field]}
              description={img.description}
              src={profile[img.field]}
              alt={`${profile.company_name} ${COMPANY_IMAGE_LABELS[img.field].toLowerCase()}`}
              shape={img.shape}
              disabled={!profile.can_edit}
              pending={mine && upload.isPending}
              error={mine ? upload.error : null}
              onPick={(file) => upload.mutate({ field: img.field, file })}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const industries = useQuery(industriesQuery());
  const countries = useQuery(countriesQuery());
  const save = useMutation({
    mutationFn: () =>
      saveCompanyProfile(profile.id, {
        ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim()])),
        company_name: values.company_name.trim(),
        industry1: idOrNull(values.industry1),
        industry2: idOrNull(values.industry2),
        country_id: idOrNull(values.country_id),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(companyProfileKey(profile.id), result.data);
      setValues(valuesOf(result.data));
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      if (result.message) toast.success(result.message);
    },
    onError: toastUnlessFieldErrors,
  });
  const bind = textBinder(values, setValues, save.error);
  const pick = (field: 'industry1' | 'industry2' | 'country_id') => ({
    value: values[field],
    onChange: (value: string | null) => setValues((v) => ({ ...v, [field]: value })),
    error: fieldError(save.error, field),
    searchable: true,
    clearable: true,
    nothingFoundMessage: 'Nothing found',
  });
  const industryData = (industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }));
  const countryData = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label="Company profile"
    >
      <fieldset disabled={!profile.can_edit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="company-title">
            <Title order={2} fz={20} c="forest.9" id="company-title" mb="md">
              Company
            </Title>
            <Stack gap="md">
              <TextInput label="Company name" required autoComplete="organization" maxLength={160} {...bind('company_name')} />
              <Textarea label="Mission" description="What your company gives for, in a sentence or two." autosize minRows={2} maxLength={2000} {...bind('mission')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select label="Industry" placeholder="Choose an industry" data={industryData} {...pick('industry1')} />
                <Select label="Second industry" placeholder="Optional" data={industryData.filter((i) => i.value !== values.industry1)} {...pick('industry2')} />
                <TextInput label="Company e-mail" type="email" autoComplete="email" maxLength={254} {...bind('email')} />
                <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={30} {...bind('phone')} />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="links-title">
            <Title order={2} fz={20} c="forest.9" id="links-title" mb="md">
              Website and social pages
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {SOCIAL.map((s) => (
                <TextInput key={s.field} label={s.label} type="url" inputMode="url" placeholder={s.placeholder} maxLength={500} {...bind(s.field)} />
              ))}
            </SimpleGrid>
          </Paper>

          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="address-title">
            <Title order={2} fz={20} c="forest.9" id="address-title" mb="md">
              Address
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Address line 1" autoComplete="address-line1" maxLength={160} {...bind('address_1')} />
              <TextInput label="Address line 2" autoComplete="address-line2" maxLength={160} {...bind('address_2')} />
              <TextInput label="City" autoComplete="address-level2" maxLength={80} {...bind('city')} />
              <TextInput label="State" autoComplete="address-level1" maxLength={80} {...bind('state')} />
              <Select label="Country" placeholder="Choose a country" data={countryData} {...pick('country_id')} />
              <TextInput label="Zip code" autoComplete="postal-code" maxLength={20} {...bind('zip_code')} />
            </SimpleGrid>
          </Paper>

          {profile.can_edit ? (
            <Group justify="flex-end">
              <Button type="submit" color="honey" loading={save.isPending}>
                Save company profile
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}

/** Route 'business.company.profile' (/company/profile/): the company's profile, images and completeness, for its owner and admins. */
export function CompanyProfileEditPage() {
  const user = useSignedInUser();
  const companyId = user.user_business?.company_id ?? null;
  const profile = useQuery({ ...companyProfileQuery(companyId ?? 0), enabled: companyId !== null });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Company account" title="Company profile" description="What givers and the business listing show about your company." />
      {companyId === null ? (
        <EmptyBlock title="No company yet" description="Your account is not linked to a company. A company's owner or admin can edit its profile here." />
      ) : profile.isPending ? (
        <LoadingState label="Loading the company profile…" />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          {!profile.data.can_edit ? (
            <Alert color="gray" variant="light" title="Read only" role="status">
              Only the company's owner and admins can change this profile.
            </Alert>
          ) : null}
          <CompletenessRing completeness={profile.data.completeness} subject="Your company profile" />
          <ListingOptIn companyId={profile.data.id} />
          <CompanyImages profile={profile.data} />
          <CompanyProfileForm key={profile.data.id} profile={profile.data} />
          <Text fz="xs" c="dimmed">
            Your business profile shows the logo, banner, mission, industries, city, contact details and links.
          </Text>
        </>
      )}
    </Stack>
  );
}
