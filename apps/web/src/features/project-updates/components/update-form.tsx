import { Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { UpdatableProject } from '@goodhive/contract';
import { PROJECT_STATUS_LABELS, PROJECT_UPDATE_LIMITS, PROJECT_UPDATE_STATUS_LABELS } from '@goodhive/contract/texts';
import { ImagesField } from '../../../components/ui/images-field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { updateFormSchema, type UpdateFormField, type UpdateFormOutput, type UpdateFormValues } from '../update-form-schema';

const FIELDS: UpdateFormField[] = ['project_id', 'title', 'body', 'images', 'status', 'moderation_note'];

export type UpdateFormProps = {
  initialValues: UpdateFormValues;
  /** New updates: the projects to choose from. Saved updates keep their project, named by `projectTitle`. */
  projects?: UpdatableProject[];
  projectTitle?: string;
  /** Staff: publish or hide, with a note the partner reads. */
  moderation?: boolean;
  submitLabel: string;
  onSubmit: (values: UpdateFormOutput) => Promise<unknown>;
  /** Buttons beside Save (Delete, Cancel). */
  secondaryActions?: ReactNode;
};

/** The update form: project, title, text and images; the server's field errors show on their fields. */
export function UpdateForm({ initialValues, projects, projectTitle, moderation, submitLabel, onSubmit, secondaryActions }: UpdateFormProps) {
  const form = useForm<UpdateFormValues, unknown, UpdateFormOutput>({ resolver: zodResolver(updateFormSchema), defaultValues: initialValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      const named = failure instanceof ApiError ? FIELDS.filter((f) => failure.fieldError(f)) : [];
      named.forEach((f, i) => form.setError(f, { message: (failure as ApiError).fieldError(f) }, { shouldFocus: i === 0 }));
      if (!named.length) toast.error(errorMessage(failure), 'The update could not be saved');
    }
  });
  const body = form.watch('body');
  const status = form.watch('status');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Project update">
      <Stack gap="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="update-form-title">
          <Title order={2} fz={20} c="forest.9" id="update-form-title" mb="md">
            The update
          </Title>
          <Stack gap="md">
            {projects ? (
              <Controller
                control={form.control}
                name="project_id"
                render={({ field }) => (
                  <Select
                    label="Project"
                    description="Updates can be posted for live, paused or closed projects."
                    placeholder={projects.length ? 'Choose a project' : 'No live projects yet'}
                    data={projects.map((p) => ({ value: String(p.id), label: p.status === 'live' ? p.title : `${p.title} (${PROJECT_STATUS_LABELS[p.status]})` }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.project_id?.message}
                    searchable
                    nothingFoundMessage="No project matches"
                    comboboxProps={{ withinPortal: true }}
                    required
                  />
                )}
              />
            ) : (
              <Text fz="sm">
                Project: <strong>{projectTitle}</strong>
              </Text>
            )}
            <TextInput label="Title" required maxLength={PROJECT_UPDATE_LIMITS.titleMax} {...form.register('title')} error={errors.title?.message} />
            <Textarea
              label="What happened"
              description={`${body.length.toLocaleString('en-US')} of ${PROJECT_UPDATE_LIMITS.bodyMax.toLocaleString('en-US')} characters. Say what the giving made possible, in plain words.`}
              required
              autosize
              minRows={6}
              maxLength={PROJECT_UPDATE_LIMITS.bodyMax}
              {...form.register('body')}
              error={errors.body?.message}
            />
            <Controller
              control={form.control}
              name="images"
              render={({ field }) => (
                <ImagesField
                  value={field.value}
                  onChange={field.onChange}
                  max={PROJECT_UPDATE_LIMITS.imagesMax}
                  itemName="Update image"
                  listLabel="Images of the update, in order"
                  emptyText="No images yet. Photos from the field show givers what their giving did."
                  addLabel="Add images"
                  testId="update-image"
                  label="Images"
                  error={errors.images?.message ?? errors.images?.root?.message}
                />
              )}
            />
          </Stack>
        </Paper>

        {moderation ? (
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="moderation-title">
            <Title order={2} fz={20} c="forest.9" id="moderation-title" mb="md">
              Moderation
            </Title>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Radio.Group label="Givers see this update" value={field.value} onChange={(v) => field.onChange(v)}>
                    <Group gap="lg" mt={6}>
                      <Radio value="published" label={`${PROJECT_UPDATE_STATUS_LABELS.published}: givers who funded the project read it`} />
                      <Radio value="hidden" label="Hidden: only the partner and our team see it" />
                    </Group>
                  </Radio.Group>
                )}
              />
              <Textarea
                label="Note to the partner"
                description={status === 'hidden' ? 'Required: say why it is hidden and what to change.' : 'Optional: why the update was edited.'}
                autosize
                minRows={2}
                maxLength={PROJECT_UPDATE_LIMITS.noteMax}
                required={status === 'hidden'}
                {...form.register('moderation_note')}
                error={errors.moderation_note?.message}
              />
            </Stack>
          </Paper>
        ) : null}

        <Group justify="space-between" gap="sm">
          <Group gap="sm">{secondaryActions}</Group>
          <Button type="submit" color="honey" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
