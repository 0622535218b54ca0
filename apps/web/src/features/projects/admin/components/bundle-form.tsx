import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../../components/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { PartnerOption, PartnerProject } from '@goodhive/contract';
import { PROJECT_LIMITS, PROJECT_STATUS_LABELS } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { CategoriesField } from '../../components/categories-field';
import { FormSection } from '../../components/form-section';
import { ProjectImagesField } from '../../components/images-field';
import { applyServerErrors } from '../../server-errors';
import { bundlePartsQuery } from '../api/partner-options';
import { bundleFormSchema, type BundleFormOutput } from '../bundle-form-schema';
import { BUNDLE_ERROR_LAYOUT, BUNDLE_STATUSES, partChoices, type BundleFormValues } from '../bundle-form-values';
import { BundlePartsField } from './bundle-parts-field';

export type BundleFormProps = {
  partner: Pick<PartnerOption, 'id' | 'worthy_cause_name'>;
  initialValues: BundleFormValues;
  /** The saved bundle, when editing (its parts stay listed even if no longer givable). */
  bundle?: PartnerProject;
  onSubmit: (values: BundleFormOutput) => Promise<unknown>;
  submitLabel: string;
};

/** A bundle of one worthy cause's impact levels: its story, parts and quantities, price as it is built, and status. */
export function BundleForm({ partner, initialValues, bundle, onSubmit, submitLabel }: BundleFormProps) {
  const form = useForm<BundleFormValues, unknown, BundleFormOutput>({ resolver: zodResolver(bundleFormSchema), defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, handleSubmit, setError, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const parts = useQuery(bundlePartsQuery(partner.id));
  const readOnly = bundle?.status === 'closed';
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, BUNDLE_ERROR_LAYOUT));
    }
  });
  const errors = formState.errors;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Bundle details">
        <fieldset disabled={readOnly || formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <FormSection id="bundle-about-title" title="About the bundle" description={`A bundle of ${partner.worthy_cause_name}: one gift that funds several impacts at once.`}>
              <Stack gap="md">
                <TextInput label="Title" withAsterisk maxLength={PROJECT_LIMITS.titleMax} error={errors.title?.message} {...register('title')} />
                <Textarea label="Summary" autosize minRows={2} maxLength={PROJECT_LIMITS.summaryMax} error={errors.summary?.message} {...register('summary')} />
                <Textarea label="Description" autosize minRows={3} maxLength={PROJECT_LIMITS.descriptionMax} error={errors.description?.message} {...register('description')} />
                <TextInput label="Bundle unit" description="What givers fund one of, e.g. 'family starter kit'." maxLength={PROJECT_LIMITS.impactUnitMax} error={errors.impact_unit?.message} {...register('impact_unit')} />
                <CategoriesField />
              </Stack>
            </FormSection>

            <FormSection id="bundle-parts-title" title="Parts" description={`Choose ${PROJECT_LIMITS.bundleItemsMin} to ${PROJECT_LIMITS.bundleItemsMax} impact levels and how many of each one bundle gives. The price is their sum.`}>
              {parts.isPending ? (
                <LoadingState label="Loading the impact levels…" />
              ) : parts.isError ? (
                <ErrorState title="The impact levels could not be loaded" error={parts.error} onRetry={() => void parts.refetch()} />
              ) : (
                <BundlePartsField choices={partChoices(parts.data, bundle?.bundle_items)} />
              )}
            </FormSection>

            <FormSection id="bundle-images-title" title="Images" description="The first image is the cover.">
              <ProjectImagesField />
            </FormSection>

            <FormSection id="bundle-status-title" title="Status" description="A live bundle is shown to givers at once.">
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="Status"
                    data={BUNDLE_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                    error={errors.status?.message}
                    maw={320}
                  />
                )}
              />
            </FormSection>

            {failure ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="The bundle was not saved">
                {failure}
              </Alert>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end">
                <Button type="submit" color="honey" loading={formState.isSubmitting}>
                  {submitLabel}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}
