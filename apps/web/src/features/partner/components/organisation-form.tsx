import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerProfile } from '@goodhive/contract';
import { FINANCE_YEAR_MONTHS } from '@goodhive/contract/texts';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { partnerProfileKey, savePartnerProfile, uploadOrgImage } from '../api/partner-profile';
import { fieldError, textBinder, toastUnlessFieldErrors } from '../../../lib/form-fields';

const FIELDS = ['org_legal_name', 'registration_date', 'tax_id', 'org_aboutus', 'org_mission', 'org_story', 'bank_account_name', 'account_number', 'bank_name', 'bank_address', 'finance_year_start'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (p: PartnerProfile): Values => Object.fromEntries(FIELDS.map((f) => [f, p[f] ?? ''])) as Values;

/** Organisation, image, bank and finance details: one form, one save. Staff pass the partner's id. */
export function OrganisationForm({ profile, partnerId }: { profile: PartnerProfile; partnerId?: number }) {
  const queryClient = useQueryClient();
  const key = partnerProfileKey(partnerId);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const save = useMutation({
    mutationFn: () => savePartnerProfile(Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() === '' ? null : values[f].trim()])), partnerId),
    onSuccess: (result) => {
      queryClient.setQueryData(key, result.data);
      setValues(valuesOf(result.data));
      if (result.message) toast.success(result.message);
    },
    onError: toastUnlessFieldErrors,
  });
  const image = useMutation({
    mutationFn: (file: File) => uploadOrgImage(file, partnerId),
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
    >
      <Stack gap="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="org-title">
          <Title order={2} fz={20} c="forest.9" id="org-title" mb="md">
            Organisation
          </Title>
          <Stack gap="md">
            <Group align="flex-start" gap="lg">
              {profile.org_image ? (
                <Image src={profile.org_image} alt={`${profile.worthy_cause_name} image`} w={120} h={120} radius="md" fit="cover" />
              ) : (
                <Paper w={120} h={120} radius="md" bg="gray.1" style={{ display: 'grid', placeItems: 'center' }} aria-hidden="true">
                  <Text c="dimmed" fz="xs">
                    No image yet
                  </Text>
                </Paper>
              )}
              <Stack gap={6}>
                <Text fw={600} fz="sm">
                  Organisation image
                </Text>
                <Text fz="xs" c="dimmed" maw={360}>
                  Shown on your public page and projects. PNG, JPEG, WebP or GIF, up to 5 MB.
                </Text>
                <FileButton onChange={(file) => file && image.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
                  {(props) => (
                    <Button {...props} variant="default" loading={image.isPending} w="fit-content">
                      {profile.org_image ? 'Change image' : 'Upload image'}
                    </Button>
                  )}
                </FileButton>
                {image.isError ? (
                  <Text c="red.8" fz="sm" role="alert">
                    {fieldError(image.error, 'file') ?? errorMessage(image.error)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Legal name" {...bind('org_legal_name')} maxLength={200} />
              <TextInput label="Registration date" type="date" {...bind('registration_date')} />
              <TextInput label="Tax ID" {...bind('tax_id')} maxLength={64} />
            </SimpleGrid>
            <Textarea label="About us" autosize minRows={3} {...bind('org_aboutus')} maxLength={4000} />
            <Textarea label="Mission" autosize minRows={2} {...bind('org_mission')} maxLength={2000} />
            <Textarea label="Our story" description="A story from the field for givers to read." autosize minRows={3} {...bind('org_story')} maxLength={8000} />
          </Stack>
        </Paper>

        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="bank-title">
          <Title order={2} fz={20} c="forest.9" id="bank-title">
            Bank and finance
          </Title>
          <Text fz="sm" c="dimmed" mb="md">
            {partnerId
              ? 'Only the partner and the Goodhive team can see these details. They are used to send the remittances.'
              : 'Only you and the Goodhive team can see these details. We use them to send your remittances.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Bank account name" {...bind('bank_account_name')} maxLength={200} autoComplete="off" />
            <TextInput label="Account number" {...bind('account_number')} maxLength={40} autoComplete="off" />
            <TextInput label="Bank name" {...bind('bank_name')} maxLength={200} />
            <Select
              label="Finance year start"
              placeholder="Choose a month"
              data={[...FINANCE_YEAR_MONTHS]}
              value={values.finance_year_start || null}
              onChange={(month) => setValues((v) => ({ ...v, finance_year_start: month ?? '' }))}
              error={fieldError(save.error, 'finance_year_start')}
              clearable
            />
          </SimpleGrid>
          <Textarea label="Bank address" autosize minRows={2} mt="md" {...bind('bank_address')} maxLength={500} />
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
