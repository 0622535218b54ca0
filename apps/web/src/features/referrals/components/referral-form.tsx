import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { GuestReferralInput } from '@goodhive/contract';
import { REFERRAL_LIMITS } from '@goodhive/contract/texts';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { EMPTY_REFERRAL, referralFormSchema, type ReferralFormField, type ReferralFormValues } from '../referral-form-values';
import { countriesQuery } from '../../../lib/lookups';

const FIELDS = Object.keys(EMPTY_REFERRAL) as ReferralFormField[];

export type ReferralFormProps = {
  /** The signed-in member who suggests (their name and e-mail come from the account), or null for a visitor. */
  member: { name: string; email: string } | null;
  onSubmit: (body: GuestReferralInput) => Promise<unknown>;
};

/** The suggestion: the cause, how to reach it, why it is worthy, and (visitors) who suggests it. */
export function ReferralForm({ member, onSubmit }: ReferralFormProps) {
  const countries = useQuery(countriesQuery());
  const form = useForm<ReferralFormValues, unknown, GuestReferralInput>({ resolver: zodResolver(referralFormSchema(member !== null)), defaultValues: EMPTY_REFERRAL, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (failure) {
      const named = failure instanceof ApiError ? FIELDS.filter((f) => failure.fieldError(f)) : [];
      named.forEach((f, i) => form.setError(f, { message: (failure as ApiError).fieldError(f) }, { shouldFocus: i === 0 }));
      if (!named.length) toast.error(errorMessage(failure), 'Your suggestion could not be sent');
    }
  });
  const description = form.watch('description');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Suggest a worthy cause">
      <Stack gap="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="cause-title">
          <Title order={2} fz={20} c="forest.9" id="cause-title" mb="md">
            The cause
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name of the cause" required maxLength={REFERRAL_LIMITS.causeNameMax} {...form.register('cause_name')} error={errors.cause_name?.message} />
              <TextInput label="Website" placeholder="https://" type="url" maxLength={REFERRAL_LIMITS.websiteMax} {...form.register('website')} error={errors.website?.message} />
              <Controller
                control={form.control}
                name="country_id"
                render={({ field }) => (
                  <Select
                    label="Country it works in"
                    placeholder={countries.isError ? 'The countries could not be loaded' : 'Choose a country'}
                    data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.country_id?.message}
                    searchable
                    clearable
                    nothingFoundMessage="No country matches"
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label="Why is it worthy?"
              description={`What the cause does, for whom, and why you trust it. ${description.length.toLocaleString('en-US')} of ${REFERRAL_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`}
              required
              autosize
              minRows={4}
              maxLength={REFERRAL_LIMITS.descriptionMax}
              {...form.register('description')}
              error={errors.description?.message}
            />
          </Stack>
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="contact-title">
          <Title order={2} fz={20} c="forest.9" id="contact-title">
            Who to contact there
          </Title>
          <Text fz="sm" c="dimmed" mb="md">
            Optional, but it helps our team reach the right person.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Contact name" maxLength={REFERRAL_LIMITS.nameMax} {...form.register('contact_name')} error={errors.contact_name?.message} />
            <TextInput label="Contact e-mail" type="email" maxLength={REFERRAL_LIMITS.emailMax} {...form.register('contact_email')} error={errors.contact_email?.message} />
            <TextInput label="Contact phone" type="tel" maxLength={REFERRAL_LIMITS.phoneMax} {...form.register('contact_phone')} error={errors.contact_phone?.message} />
          </SimpleGrid>
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="you-title">
          <Title order={2} fz={20} c="forest.9" id="you-title" mb={member ? 'xs' : 'md'}>
            About you
          </Title>
          {member ? (
            <Text fz="sm" data-testid="referrer-member">
              You suggest this cause as <strong>{member.name}</strong> ({member.email}). Our team may write to you about it.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Your name" required autoComplete="name" maxLength={REFERRAL_LIMITS.nameMax} {...form.register('referrer_name')} error={errors.referrer_name?.message} />
              <TextInput label="Your e-mail" required type="email" autoComplete="email" maxLength={REFERRAL_LIMITS.emailMax} {...form.register('referrer_email')} error={errors.referrer_email?.message} />
            </SimpleGrid>
          )}
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" color="honey" size="md" loading={isSubmitting}>
            Send suggestion
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
