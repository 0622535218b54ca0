import { Alert, Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Hive, HiveInput } from '@goodhive/contract';
import { REFERRAL_LIMITS_CODES, hiveTexts as t } from '@goodhive/contract/texts';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { ImageUploadField } from './image-upload-field';

/** The hive's page URL, title, story, logo and banner; the server checks the URL is free and URL-safe. */
export function HiveForm({ hive, busy, error, onSubmit, submitLabel = t.save, children }: { hive: Hive | null; busy: boolean; error: unknown; onSubmit: (body: HiveInput) => void; submitLabel?: string; children?: React.ReactNode }) {
  const [values, setValues] = useState({ page_url: hive?.page_url ?? '', title: hive?.title ?? '', story: hive?.story ?? '', logo: hive?.logo ?? null, banner: hive?.banner ?? null });
  const fieldError = (field: string) => (error instanceof ApiError ? (error.errors?.[field]?.[0] ?? null) : null);
  const hasFieldErrors = error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ ...values, story: values.story || null });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Hive details">
      <Stack gap="md">
        {children}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t.pageUrlLabel}
            description={t.pageUrlHelp}
            leftSection={<span aria-hidden="true">/hive/</span>}
            leftSectionWidth={56}
            value={values.page_url}
            onChange={(e) => setValues({ ...values, page_url: e.currentTarget.value })}
            maxLength={REFERRAL_LIMITS_CODES.pageUrlMax}
            required
            error={fieldError('page_url')}
          />
          <TextInput label={t.titleLabel} value={values.title} onChange={(e) => setValues({ ...values, title: e.currentTarget.value })} maxLength={REFERRAL_LIMITS_CODES.titleMax} required error={fieldError('title')} />
        </SimpleGrid>
        <Textarea label={t.storyLabel} value={values.story} onChange={(e) => setValues({ ...values, story: e.currentTarget.value })} autosize minRows={4} maxLength={REFERRAL_LIMITS_CODES.storyMax} error={fieldError('story')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageUploadField label={t.logoLabel} value={values.logo} onChange={(logo) => setValues({ ...values, logo })} error={fieldError('logo')} />
          <ImageUploadField label={t.bannerLabel} value={values.banner} onChange={(banner) => setValues({ ...values, banner })} error={fieldError('banner')} previewHeight={100} />
        </SimpleGrid>
        {error && !hasFieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
