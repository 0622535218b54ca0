import { Alert, Button, FileInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { partnerApplicationTexts } from '@goodhive/contract/texts';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { fieldError, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { countriesQuery } from '../../../lib/lookups';
import { useSubmitPartnerApplication } from '../api/partner-applications';

const TEXT_FIELDS = ['worthy_cause_name', 'first_name', 'last_name', 'email', 'website', 'about'] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string> & { country_id: string | null; document: File | null };

/** Route 'public.partner-sign-up' (/partner-sign-up): a worthy cause applies to become a partner; staff review it. */
export function PartnerApplyPage() {
  const countries = useQuery(countriesQuery());
  const submit = useSubmitPartnerApplication();
  const [values, setValues] = useState<Values>({ worthy_cause_name: '', first_name: '', last_name: '', email: '', website: '', about: '', country_id: null, document: null });
  const bind = (field: (typeof TEXT_FIELDS)[number]) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: fieldError(submit.error, field),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, values[field]);
    form.append('country_id', values.country_id ?? '');
    if (values.document) form.append('document', values.document);
    submit.mutate(form, { onError: toastUnlessFieldErrors });
  };

  return (
    <Stack maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }} gap="lg">
      <Stack gap={4}>
        <Text fz="xs" fw={700} tt="uppercase" c="honey.8">
          Worthy causes
        </Text>
        <Title order={1} c="forest.9">
          Apply to become a partner
        </Title>
        <Text c="dimmed">Tell us about your organisation and attach a document that shows it is registered. Our team reviews every application before a partner can sign in.</Text>
      </Stack>
      {submit.isSuccess ? (
        <Alert color="green" variant="light" icon={<CheckCircleIcon />} title="Application received" role="status">
          {partnerApplicationTexts.submitted}
        </Alert>
      ) : (
        <Paper p="lg" shadow="xs">
          <form onSubmit={onSubmit} noValidate aria-label="Partner application">
            <Stack gap="sm">
              <TextInput label="Organisation name" required maxLength={160} {...bind('worthy_cause_name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Your first name" required autoComplete="given-name" maxLength={40} {...bind('first_name')} />
                <TextInput label="Your last name" required autoComplete="family-name" maxLength={40} {...bind('last_name')} />
              </SimpleGrid>
              <TextInput label="E-mail" type="email" required autoComplete="email" maxLength={254} {...bind('email')} />
              <Select
                label="Country"
                placeholder="Where your organisation is registered"
                required
                searchable
                data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={values.country_id}
                onChange={(value) => setValues((v) => ({ ...v, country_id: value }))}
                error={fieldError(submit.error, 'country_id')}
              />
              <TextInput label="Website" placeholder="https://" maxLength={300} {...bind('website')} />
              <Textarea label="About your organisation" description="What you do, where, and for whom." required autosize minRows={4} maxLength={3000} {...bind('about')} />
              <FileInput
                label="Registration document"
                description="A PDF, or a PNG or JPEG photo of it."
                required
                accept="application/pdf,image/png,image/jpeg"
                clearable
                value={values.document}
                onChange={(document) => setValues((v) => ({ ...v, document }))}
                error={fieldError(submit.error, 'document')}
              />
              <Button type="submit" loading={submit.isPending} mt="sm">
                Send the application
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
