import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { PROJECT_LIMITS, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { projectFormSchema, type ProjectFormOutput } from '../project-form-schema';
import type { ProjectFormValues } from '../project-form-values';
import { applyServerErrors } from '../server-errors';
import { CategoriesField } from './categories-field';
import { FormSection } from './form-section';
import { ProjectImagesField } from './images-field';
import { LevelsField } from './levels-field';
import { PlacesField } from './places-field';

export type ProjectFormProps = {
  initialValues: ProjectFormValues;
  /** Sends the checked form; a failed call (ApiError) is shown on the fields it names. */
  onSubmit: (values: ProjectFormOutput) => Promise<unknown>;
  submitLabel: string;
  /** Locks every field: the project cannot be changed now. */
  readOnly?: boolean;
  /** Staff creating a project choose the status it starts in. */
  withStatusChoice?: boolean;
  contributionsByLevel?: Record<number, number>;
  /** Said beside the save button (e.g. that a live project's changes go to review). */
  saveNote?: ReactNode;
};

/**
 * The project form of partners and staff: the story, categories and places, pictures and impact levels. It
 * checks with the contract's rules before sending, and shows the server's field messages where they belong.
 */
export function ProjectForm({ initialValues, onSubmit, submitLabel, readOnly = false, withStatusChoice = false, contributionsByLevel, saveNote }: ProjectFormProps) {
  // Checked on save, then again as each field changes: a message never outlives the mistake it names.
  const form = useForm<ProjectFormValues, unknown, ProjectFormOutput>({ resolver: zodResolver(projectFormSchema), defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, handleSubmit, setError, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(applyServerErrors(error, setError));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Project details">
        <fieldset disabled={readOnly || formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <FormSection id="project-about-title" title="About the project" description="What givers read first. Only the title is needed for a draft.">
              <Stack gap="md">
                <TextInput label="Title" withAsterisk maxLength={PROJECT_LIMITS.titleMax} error={errors.title?.message} {...register('title')} />
                <Textarea label="Summary" description="One or two sentences for the project list." autosize minRows={2} maxLength={PROJECT_LIMITS.summaryMax} error={errors.summary?.message} {...register('summary')} />
                <Textarea label="Description" description="What the project does and how each impact is delivered." autosize minRows={4} maxLength={PROJECT_LIMITS.descriptionMax} error={errors.description?.message} {...register('description')} />
                <Textarea label="Story" description="A story from the field." autosize minRows={3} maxLength={PROJECT_LIMITS.storyMax} error={errors.story?.message} {...register('story')} />
              </Stack>
            </FormSection>

            <FormSection id="project-where-title" title="Categories and places" description="Givers filter the project list by category and country.">
              <Stack gap="md">
                <CategoriesField />
                <TextInput label="Location" description="As givers should read it, e.g. 'Rural villages near Siem Reap'." maxLength={PROJECT_LIMITS.locationMax} error={errors.location?.message} {...register('location')} />
                <PlacesField />
              </Stack>
            </FormSection>

            <FormSection id="project-images-title" title="Images" description="Photos from the project. Use the arrows to change the order; the first image is the cover.">
              <ProjectImagesField />
            </FormSection>

            <FormSection id="project-levels-title" title="Impact levels" description="What one impact costs and achieves. Givers choose a level and a quantity.">
              <LevelsField contributionsByLevel={contributionsByLevel} />
            </FormSection>

            {withStatusChoice ? (
              <FormSection id="project-status-title" title="Status" description="Staff may start a project in any status; a draft waits for the partner.">
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <Select
                      ref={field.ref}
                      label="Start as"
                      data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      allowDeselect={false}
                      maw={320}
                    />
                  )}
                />
              </FormSection>
            ) : null}

            {failure ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="The project was not saved">
                {failure}
              </Alert>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end" gap="md" wrap="wrap">
                {saveNote ? (
                  <Text fz="sm" c="dimmed" maw={520} style={{ flex: '1 1 260px' }}>
                    {saveNote}
                  </Text>
                ) : null}
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
