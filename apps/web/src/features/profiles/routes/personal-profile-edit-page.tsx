import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserProfile } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { currentUserQueryKey, useSignedInUser } from '../../../lib/auth';
import { textBinder, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { confirmEmailChange, personalProfileKey, personalProfileQuery, savePersonalProfile, uploadPersonalImage } from '../api/profile-edit';
import { CompletenessRing } from '../components/completeness-ring';
import { ImageUploadField } from '../components/image-upload-field';

const FIELDS = ['first_name', 'last_name', 'about_you', 'email', 'facebook_url', 'googleplus_url', 'linkedin_url', 'twitter_url'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (p: UserProfile): Values => Object.fromEntries(FIELDS.map((f) => [f, p[f] ?? ''])) as Values;

const SOCIAL: { field: Field; label: string; placeholder: string }[] = [
  { field: 'facebook_url', label: 'Facebook', placeholder: 'https://facebook.com/your.name' },
  { field: 'googleplus_url', label: 'Google+', placeholder: 'https://plus.google.com/your.name' },
  { field: 'linkedin_url', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/your-name' },
  { field: 'twitter_url', label: 'Twitter', placeholder: 'https://twitter.com/yourname' },
];

/** Opens the link mailed to a new login e-mail: confirms it once, then drops the key from the address bar. */
function useEmailChangeConfirmation() {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const code = search.get('email_code');
  const started = useRef(false);
  const confirm = useMutation({
    mutationFn: (key: string) => confirmEmailChange(key),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['profile-edit', 'user'] });
    },
  });
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    confirm.mutate(code);
    setSearch(
      (params) => {
        params.delete('email_code');
        return params;
      },
      { replace: true },
    );
  }, [code, confirm, setSearch]);
  return confirm;
}

function PersonalProfileForm({ profile }: { profile: UserProfile }) {
  const queryClient = useQueryClient();
  const key = personalProfileKey(profile.id);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const save = useMutation({
    mutationFn: () =>
      savePersonalProfile(profile.id, {
        ...Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(key, result.data);
      setValues(valuesOf(result.data));
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      if (result.message) toast.success(result.message);
    },
    onError: toastUnlessFieldErrors,
  });
  const image = useMutation({
    mutationFn: (file: File) => uploadPersonalImage(profile.id, file),
    onSuccess: (result) => {
      queryClient.setQueryData(key, result.data);
      if (result.message) toast.success(result.message);
    },
  });
  const bind = textBinder(values, setValues, save.error);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label="Personal profile"
    >
      <Stack gap="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="about-title">
          <Title order={2} fz={20} c="forest.9" id="about-title" mb="md">
            Your details
          </Title>
          <Stack gap="md">
            <ImageUploadField
              label="Profile picture"
              description="Shown on your impact profile."
              src={profile.image}
              alt={`${profile.first_name} ${profile.last_name}`}
              shape="round"
              pending={image.isPending}
              error={image.error}
              onPick={(file) => image.mutate(file)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" required autoComplete="given-name" maxLength={40} {...bind('first_name')} />
              <TextInput label="Last name" required autoComplete="family-name" maxLength={40} {...bind('last_name')} />
            </SimpleGrid>
            <Textarea label="About you" description="A few words for your impact profile." autosize minRows={3} maxLength={2000} {...bind('about_you')} />
          </Stack>
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="login-title">
          <Title order={2} fz={20} c="forest.9" id="login-title">
            Login e-mail
          </Title>
          <Text fz="sm" c="dimmed" mb="md">
            To change it, enter the new address and save. We e-mail a confirmation link to it; you keep signing in with your current e-mail until you open the link.
          </Text>
          <TextInput label="E-mail" type="email" autoComplete="email" maxLength={254} {...bind('email')} />
          {profile.pending_email ? (
            <Alert color="honey" variant="light" mt="md" title="Waiting for confirmation" role="status">
              We sent a link to <strong>{profile.pending_email}</strong>. Your login e-mail changes once you open it.
            </Alert>
          ) : null}
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="social-title">
          <Title order={2} fz={20} c="forest.9" id="social-title" mb="md">
            Social profiles
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL.map((s) => (
              <TextInput key={s.field} label={s.label} type="url" inputMode="url" placeholder={s.placeholder} maxLength={500} {...bind(s.field)} />
            ))}
          </SimpleGrid>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" color="honey" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Route 'business.personal.profile' (/personal/profile/): the member's own profile, picture, login e-mail and its completeness. */
export function PersonalProfileEditPage() {
  const user = useSignedInUser();
  const confirmation = useEmailChangeConfirmation();
  const profile = useQuery(personalProfileQuery(user.id));
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Your account" title="Your profile" description="How you appear on your impact profile, and the e-mail you sign in with." />
      {confirmation.isSuccess ? (
        <Alert color="forest" variant="light" title="Login e-mail changed" role="status">
          You now sign in with {confirmation.data.data.email}.
        </Alert>
      ) : confirmation.isError ? (
        <Alert color="red" variant="light" title="The e-mail was not changed" role="alert">
          {errorMessage(confirmation.error)}
        </Alert>
      ) : null}
      {profile.isPending ? (
        <LoadingState label="Loading your profile…" />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          <CompletenessRing completeness={profile.data.completeness} subject="Your profile" />
          <PersonalProfileForm key={`${profile.data.id}-${profile.data.email}`} profile={profile.data} />
        </>
      )}
    </Stack>
  );
}
