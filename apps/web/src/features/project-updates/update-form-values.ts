import type { ProjectUpdate, ProjectUpdateCreate, ProjectUpdateEdit, ProjectUpdateModeration } from '@goodhive/contract';
import type { UpdateFormOutput, UpdateFormValues } from './update-form-schema';

export type { UpdateFormField, UpdateFormOutput, UpdateFormValues } from './update-form-schema';

// The form's checks (zod) are in update-form-schema.ts: they load with the form, not with the screen.

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
