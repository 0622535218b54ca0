import { z } from 'zod';
import {
  PROJECT_UPDATE_LIMITS,
  PROJECT_UPDATE_STATUSES,
  projectUpdateEditSchema,
  projectUpdateMessages,
  type ProjectUpdate,
  type ProjectUpdateCreate,
  type ProjectUpdateEdit,
  type ProjectUpdateModeration,
} from '@goodhive/contract';

/**
 * The update form's values: the contract's title, body and image rules, the project as the picker's text value,
 * and (staff only) the status with its note: hiding needs one, as the server says.
 */
export const updateFormSchema = z
  .object({
    project_id: z.string().min(1, projectUpdateMessages.chooseProject),
    title: projectUpdateEditSchema.shape.title,
    body: projectUpdateEditSchema.shape.body,
    images: z.array(z.string()).max(PROJECT_UPDATE_LIMITS.imagesMax, `Add at most ${PROJECT_UPDATE_LIMITS.imagesMax} images.`),
    status: z.enum(PROJECT_UPDATE_STATUSES),
    moderation_note: z.string().trim().max(PROJECT_UPDATE_LIMITS.noteMax, `The note can be at most ${PROJECT_UPDATE_LIMITS.noteMax} characters.`),
  })
  .refine((v) => v.status !== 'hidden' || v.moderation_note.length > 0, { path: ['moderation_note'], message: projectUpdateMessages.noteRequired });
export type UpdateFormValues = z.input<typeof updateFormSchema>;
export type UpdateFormOutput = z.output<typeof updateFormSchema>;
export type UpdateFormField = keyof UpdateFormValues;

/** An empty form for a new update, with the project chosen when there is one. */
export const newUpdateValues = (projectId: number | null): UpdateFormValues => ({
  project_id: projectId ? String(projectId) : '',
  title: '',
  body: '',
  images: [],
  status: 'published',
  moderation_note: '',
});

/** The form filled from a saved update. */
export const updateToFormValues = (u: ProjectUpdate): UpdateFormValues => ({
  project_id: String(u.project.id),
  title: u.title,
  body: u.body,
  images: u.images,
  status: u.status,
  moderation_note: u.moderation_note ?? '',
});

export const toCreateBody = (v: UpdateFormOutput): ProjectUpdateCreate => ({ project_id: Number(v.project_id), title: v.title, body: v.body, images: v.images });
export const toEditBody = (v: UpdateFormOutput): ProjectUpdateEdit => ({ title: v.title, body: v.body, images: v.images });
export const toModerationBody = (v: UpdateFormOutput): ProjectUpdateModeration => ({
  title: v.title,
  body: v.body,
  images: v.images,
  status: v.status,
  moderation_note: v.moderation_note || null,
});
