import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { PROJECT_STATUSES, type ProjectStatus } from './constants.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { accountChoiceSchema } from './giving-account.js';
import { PROJECT_UPDATE_STATUSES, PROJECT_UPDATE_LIMITS, projectUpdateMessages } from './project-updates-texts.js';
export { PROJECT_UPDATE_STATUSES, type ProjectUpdateStatus, PROJECT_UPDATE_STATUS_LABELS, PROJECT_UPDATE_LIMITS, projectUpdateMessages } from './project-updates-texts.js';

/**
 * Project updates (partner panel /project-updates-list/, /project-update/{id}; back-office
 * /admin/wcuuser/project/updates; business panel /project-updates/list, /project-updates/details/{id}):
 * a partner's posts about a project's progress, with text and images. An update is published at once; staff may
 * edit it or hide it with a note the partner sees. Givers read the published updates of what their account funded.
 *
 * Calls (all under /api):
 * - GET    /partner/project-updates               the partner's own updates (staff: partner_id, or every update)
 * - GET    /partner/project-updates/projects      the partner's projects an update can be posted for (live, paused, closed)
 * - POST   /partner/project-updates               { project_id, title, body, images[] } posts (published at once)
 * - GET    /partner/project-updates/{id}          one of the partner's updates
 * - PUT    /partner/project-updates/{id}          { title, body, images[] } edits (a hidden update stays hidden)
 * - DELETE /partner/project-updates/{id}          removes it
 * - GET    /v2/project-updates                    published updates of the projects the caller's account funded
 * - GET    /v2/project-updates/{id}               one published update (any signed-in user)
 * - GET    /admin/project-updates                 every update with filters (staff)
 * - GET    /admin/project-updates/{id}            one update (staff)
 * - PUT    /admin/project-updates/{id}            { title, body, images, status, moderation_note } (hiding needs a note)
 */

/** Updates can be posted for projects givers could have funded: not drafts or projects waiting for review. */
export const UPDATABLE_PROJECT_STATUSES = ['live', 'paused', 'closed'] as const satisfies readonly ProjectStatus[];

const positiveId = idSchema;
const titleSchema = z
  .string({ message: 'Please enter a title.' })
  .trim()
  .min(PROJECT_UPDATE_LIMITS.titleMin, `The title needs at least ${PROJECT_UPDATE_LIMITS.titleMin} characters.`)
  .max(PROJECT_UPDATE_LIMITS.titleMax, `The title can be at most ${PROJECT_UPDATE_LIMITS.titleMax} characters.`);
const bodySchema = z
  .string({ message: 'Please write the update.' })
  .trim()
  .min(PROJECT_UPDATE_LIMITS.bodyMin, `Please write at least ${PROJECT_UPDATE_LIMITS.bodyMin} characters.`)
  .max(PROJECT_UPDATE_LIMITS.bodyMax, `The update can be at most ${PROJECT_UPDATE_LIMITS.bodyMax.toLocaleString('en-US')} characters.`);
/** Image URLs of files uploaded with POST /api/files (purpose project-image), in display order. */
const imagesSchema = z
  .array(z.string().max(500), { message: 'Images must be a list of uploaded image addresses.' })
  .max(PROJECT_UPDATE_LIMITS.imagesMax, `Add at most ${PROJECT_UPDATE_LIMITS.imagesMax} images.`)
  .default([]);

/** POST /partner/project-updates. Staff may name the partner (partners.id); the project decides it otherwise. */
export const projectUpdateCreateSchema = z.object({
  partner_id: positiveId.optional(),
  project_id: z.coerce.number({ message: projectUpdateMessages.chooseProject }).int().positive(projectUpdateMessages.chooseProject).max(MAX_RECORD_ID, projectUpdateMessages.chooseProject),
  title: titleSchema,
  body: bodySchema,
  images: imagesSchema,
});
export type ProjectUpdateCreate = z.input<typeof projectUpdateCreateSchema>;

/** PUT /partner/project-updates/{id}: the project of an update does not change. */
export const projectUpdateEditSchema = z.object({ title: titleSchema, body: bodySchema, images: imagesSchema });
export type ProjectUpdateEdit = z.input<typeof projectUpdateEditSchema>;

/** PUT /admin/project-updates/{id}: staff edit and moderate; hiding needs a note for the partner. */
export const projectUpdateModerationSchema = projectUpdateEditSchema
  .extend({
    status: z.enum(PROJECT_UPDATE_STATUSES, { message: 'Choose published or hidden.' }),
    moderation_note: z
      .string()
      .trim()
      .max(PROJECT_UPDATE_LIMITS.noteMax, `The note can be at most ${PROJECT_UPDATE_LIMITS.noteMax} characters.`)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => v.status !== 'hidden' || Boolean(v.moderation_note), { path: ['moderation_note'], message: projectUpdateMessages.noteRequired });
export type ProjectUpdateModeration = z.input<typeof projectUpdateModerationSchema>;

export const projectUpdateIdParams = z.object({ id: positiveId });

/** GET /partner/project-updates and GET /admin/project-updates. */
export const projectUpdateListQuerySchema = listQuerySchema.extend({
  partner_id: positiveId.optional(),
  project_id: positiveId.optional(),
  status: z.enum(PROJECT_UPDATE_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ProjectUpdateListQuery = z.input<typeof projectUpdateListQuerySchema>;

/** GET /partner/project-updates/projects. */
export const updatableProjectsQuerySchema = z.object({ partner_id: positiveId.optional() });

/** GET /v2/project-updates: updates of what the account the caller acts as funded (or the one account or company_id picks). */
export const updateFeedQuerySchema = listQuerySchema.extend({ project_id: positiveId.optional(), account: accountChoiceSchema, company_id: positiveId.optional() });
export type UpdateFeedQuery = z.input<typeof updateFeedQuerySchema>;

// Responses

const projectRef = z.object({ id: z.number().int(), title: z.string(), status: z.enum(PROJECT_STATUSES), cover_url: z.string() });
const partnerRef = z.object({ id: z.number().int(), worthy_cause_name: z.string() });

/** An update as its partner and staff see it. */
export const projectUpdateSchema = z.object({
  id: z.number().int(),
  project: projectRef,
  partner: partnerRef,
  author_name: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  images: z.array(z.string()),
  status: z.enum(PROJECT_UPDATE_STATUSES),
  /** Why staff hid or edited it. */
  moderation_note: z.string().nullable(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
export const projectUpdateResponseSchema = successEnvelope(projectUpdateSchema);
export const projectUpdateListResponseSchema = successEnvelope(z.array(projectUpdateSchema));
export const projectUpdateDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

/** A project an update can be posted for. */
export const updatableProjectSchema = projectRef;
export type UpdatableProject = z.infer<typeof updatableProjectSchema>;
export const updatableProjectListResponseSchema = successEnvelope(z.array(updatableProjectSchema));

/** A published update as givers read it. */
export const updateFeedItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The body's first characters, on one line. */
  excerpt: z.string(),
  images: z.array(z.string()),
  published_at: z.string(),
  project: z.object({ id: z.number().int(), title: z.string(), is_bundle: z.boolean(), cover_url: z.string() }),
  partner: partnerRef,
});
export type UpdateFeedItem = z.infer<typeof updateFeedItemSchema>;
export const updateFeedResponseSchema = successEnvelope(z.array(updateFeedItemSchema));

/** GET /v2/project-updates/{id}: the whole update and the project it is about. */
export const updateDetailSchema = updateFeedItemSchema.extend({
  body: z.string(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    is_bundle: z.boolean(),
    cover_url: z.string(),
    country: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
    /** True while the project is live: givers can give to it again. */
    is_givable: z.boolean(),
  }),
});
export type UpdateDetail = z.infer<typeof updateDetailSchema>;
export const updateDetailResponseSchema = successEnvelope(updateDetailSchema);

/** The first `length` characters of a body on one line, cut at a word and ended with an ellipsis. */
export function excerptOf(body: string, length: number = PROJECT_UPDATE_LIMITS.excerptLength): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
