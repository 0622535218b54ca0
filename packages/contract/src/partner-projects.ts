import { z } from 'zod';
import { idSchema } from './fields.js';
import { PROJECT_STATUSES } from './constants.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import { PROJECT_LIMITS, DISPLAY_ACCOUNT_TYPES, PROJECT_CHANGE_ACTIONS, PROJECT_CHANGE_STATUSES, projectMessages } from './partner-projects-texts.js';
export { PROJECT_STATUS_LABELS, PROJECT_LIMITS, DISPLAY_ACCOUNT_TYPES, type DisplayAccountType, DISPLAY_ACCOUNT_TYPE_LABELS, PROJECT_CHANGE_ACTIONS, type ProjectChangeAction, PROJECT_CHANGE_ACTION_LABELS, PROJECT_CHANGE_STATUSES, projectMessages, PROJECT_CHANGE_FIELD_LABELS } from './partner-projects-texts.js';

/**
 * Projects as partners and staff keep them (the staff 'Worthy-cause users and projects' screens; the partner
 * panel's /projects-list, /projects/create, /projects/edit/{id}): the editable project with its impact levels,
 * locations, images and categories; review (submit, approve, reject); a partner's change to a live project
 * as a change request; the change log; display conditions; bundles. Amounts are USD decimals with 2 places.
 *
 * Calls (all under /api):
 * - GET    /partner/projects                    the partner's own projects (staff: partner_id, or every project)
 * - POST   /partner/projects                    create (partner: a draft; staff: partner_id required, any status)
 * - GET    /partner/projects/{id}               one project to edit
 * - PUT    /partner/projects/{id}               save; a partner's change to a live or paused project becomes a pending change request
 * - DELETE /partner/projects/{id}               delete a project without contributions (409 otherwise: close it instead)
 * - POST   /partner/projects/{id}/submit        draft → submitted (for review)
 * - POST   /partner/projects/{id}/status        { status, note? }: pause, resume, withdraw, close (staff may set any)
 * - GET    /partner/projects/{id}/changelog     the project's change log (its partner and staff)
 * - GET    /admin/projects                      every project with review filters (staff)
 * - POST   /admin/projects/{id}/approve         submitted → live
 * - POST   /admin/projects/{id}/reject          { note } submitted → draft with the note
 * - POST   /admin/project-changes/{id}/approve  apply a pending change request
 * - POST   /admin/project-changes/{id}/reject   { note } discard a pending change request
 * - GET    /admin/project-changelog             the change log of every project, filtered
 * - GET    /admin/display-conditions            projects with their display conditions
 * - PUT    /admin/projects/{id}/display-conditions
 * - POST   /admin/bundles, GET|PUT /admin/bundles/{id}   bundles of a partner's impact levels
 * - GET    /admin/partner-options              every worthy cause for pickers (staff)
 * - GET    /admin/partners/{id}/bundle-parts   what a bundle of that partner can hold (staff)
 */
export type ProjectChangeStatus = (typeof PROJECT_CHANGE_STATUSES)[number];

const trimmed = (max: number, label: string) => z.string().trim().max(max, `${label} can be at most ${max} characters.`);
const optionalTrimmed = (max: number, label: string) =>
  trimmed(max, label)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const positiveId = idSchema;

/** A price in USD with at most 2 decimals. */
const priceSchema = z
  .number({ message: 'Please enter a price.' })
  .positive('The price must be above zero.')
  .max(PROJECT_LIMITS.priceMax, `The price can be at most ${PROJECT_LIMITS.priceMax.toLocaleString('en-US')}.`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most 2 decimals.');

/** One impact level in the project form; `id` keeps an existing level (its contributions stay linked). */
export const projectLevelInputSchema = z.object({
  id: positiveId.optional(),
  price: priceSchema,
  impact_unit: trimmed(PROJECT_LIMITS.impactUnitMax, 'The impact unit').min(1, 'Please name the impact unit (e.g. tree planted).'),
  beneficiaries_per_unit: z
    .number({ message: 'Please enter the beneficiaries per unit.' })
    .int('Use a whole number.')
    .min(0, 'The beneficiaries cannot be negative.')
    .max(PROJECT_LIMITS.beneficiariesMax),
});
export type ProjectLevelInput = z.infer<typeof projectLevelInputSchema>;

export const projectLocationInputSchema = z.object({ country_id: positiveId, state_id: positiveId.nullable().optional() });

/**
 * POST /partner/projects and PUT /partner/projects/{id}. A draft may be incomplete (only the title is
 * required); submitting checks it is complete. `images` are URLs of files uploaded with POST /api/files
 * (purpose project-image) by the caller, or images the project already has; the first is the cover.
 */
export const projectInputSchema = z.object({
  /** Staff only: the worthy cause (partners.id) the project belongs to. */
  partner_id: positiveId.optional(),
  title: trimmed(PROJECT_LIMITS.titleMax, 'The title').min(3, 'The title needs at least 3 characters.'),
  summary: optionalTrimmed(PROJECT_LIMITS.summaryMax, 'The summary'),
  description: optionalTrimmed(PROJECT_LIMITS.descriptionMax, 'The description'),
  story: optionalTrimmed(PROJECT_LIMITS.storyMax, 'The story'),
  location: optionalTrimmed(PROJECT_LIMITS.locationMax, 'The location'),
  category_ids: z.array(positiveId).max(PROJECT_LIMITS.categoriesMax, `Choose at most ${PROJECT_LIMITS.categoriesMax} categories.`).default([]),
  locations: z.array(projectLocationInputSchema).max(PROJECT_LIMITS.locationsMax, `Choose at most ${PROJECT_LIMITS.locationsMax} places.`).default([]),
  images: z.array(z.string().max(500)).max(PROJECT_LIMITS.imagesMax, `Add at most ${PROJECT_LIMITS.imagesMax} images.`).default([]),
  impact_levels: z.array(projectLevelInputSchema).max(PROJECT_LIMITS.levelsMax, `Add at most ${PROJECT_LIMITS.levelsMax} impact levels.`).default([]),
  /** Staff only, on create: the status to start in (default draft). */
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** POST /partner/projects/{id}/status. */
export const projectStatusChangeSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  note: optionalTrimmed(2000, 'The note'),
});
/** POST /admin/projects/{id}/reject and /admin/project-changes/{id}/reject. */
export const reviewNoteSchema = z.object({ note: trimmed(2000, 'The note').min(1, projectMessages.noteRequired) });
/** POST .../approve: an optional note to the partner; the body may be left out. */
export const approveNoteSchema = z.object({ note: optionalTrimmed(2000, 'The note') }).default({ note: null }).nullable();

export const projectListQuerySchemaForPartners = listQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  partner_id: positiveId.optional(),
  /** 1: only projects with a pending change request. */
  pending_change: z.enum(['0', '1']).optional(),
  is_bundle: z.enum(['0', '1']).optional(),
});
export type PartnerProjectListQuery = z.input<typeof projectListQuerySchemaForPartners>;

// Responses

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const countryRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const partnerRef = z.object({ id: z.number().int(), user_id: z.number().int(), worthy_cause_name: z.string() });

export const editableLevelSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  currency: z.string(),
  impact_unit: z.string(),
  beneficiaries_per_unit: z.number().int(),
  is_active: z.boolean(),
  /** Paid contributions made to this level. */
  contributions: z.number().int(),
});

export const projectLocationSchema = z.object({
  country: countryRef,
  state: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const displayConditionsSchema = z.object({
  account_types: z.array(z.enum(DISPLAY_ACCOUNT_TYPES)),
  countries: z.array(countryRef),
});
export type DisplayConditions = z.infer<typeof displayConditionsSchema>;

/** A field-by-field record of values (the change log's before and after). */
export const changeValuesSchema = z.record(z.string(), z.unknown());

export const pendingChangeSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_name: z.string().nullable(),
  before: changeValuesSchema,
  after: changeValuesSchema,
});

/** GET /partner/projects/{id}: everything the edit form and review screens need. */
export const partnerProjectSchema = z.object({
  id: z.number().int(),
  partner: partnerRef,
  title: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  story: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  is_bundle: z.boolean(),
  categories: z.array(categoryRef),
  locations: z.array(projectLocationSchema),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  impact_levels: z.array(editableLevelSchema),
  /** Bundles: their parts (empty for other projects). */
  bundle_items: z.array(
    z.object({
      impact_level_id: z.number().int(),
      project_id: z.number().int(),
      project_title: z.string(),
      impact_unit: z.string(),
      price: z.number(),
      quantity: z.number().int(),
    }),
  ),
  display_conditions: displayConditionsSchema,
  review_note: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Paid contributions, amount raised (USD) and beneficiaries reached. */
  totals: z.object({ contributions: z.number().int(), amount_usd: z.number(), beneficiaries: z.number().int() }),
  pending_change: pendingChangeSchema.nullable(),
  /** What the caller may do now. */
  can: z.object({ edit: z.boolean(), submit: z.boolean(), delete: z.boolean(), pause: z.boolean(), resume: z.boolean(), close: z.boolean() }),
});
export type PartnerProject = z.infer<typeof partnerProjectSchema>;
export const partnerProjectResponseSchema = successEnvelope(partnerProjectSchema);

/** A row of the project lists (partner and staff). */
export const partnerProjectRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  is_bundle: z.boolean(),
  partner: partnerRef,
  cover_url: z.string().nullable(),
  categories: z.array(categoryRef),
  countries: z.array(countryRef),
  price_from: z.number().nullable(),
  has_pending_change: z.boolean(),
  review_note: z.string().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  totals: z.object({ contributions: z.number().int(), amount_usd: z.number(), beneficiaries: z.number().int() }),
});
export type PartnerProjectRow = z.infer<typeof partnerProjectRowSchema>;
export const partnerProjectListResponseSchema = successEnvelope(z.array(partnerProjectRowSchema));

/** One entry of the change log. */
export const projectChangeSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string() }),
  partner: z.object({ id: z.number().int(), worthy_cause_name: z.string() }),
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), type: z.enum(['partner', 'admin']) }),
  action: z.enum(PROJECT_CHANGE_ACTIONS),
  status: z.enum(PROJECT_CHANGE_STATUSES),
  before: changeValuesSchema.nullable(),
  after: changeValuesSchema.nullable(),
  note: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;
export const projectChangeListResponseSchema = successEnvelope(z.array(projectChangeSchema));

export const changelogQuerySchema = listQuerySchema.extend({
  project_id: positiveId.optional(),
  partner_id: positiveId.optional(),
  action: z.enum(PROJECT_CHANGE_ACTIONS).optional(),
  status: z.enum(PROJECT_CHANGE_STATUSES).optional(),
  begin_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-mm-dd.').optional(),
  end_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-mm-dd.').optional(),
});

/** PUT /admin/projects/{id}/display-conditions: no account types or countries means no restriction of that kind. */
export const displayConditionsInputSchema = z.object({
  account_types: z
    .array(z.enum(DISPLAY_ACCOUNT_TYPES))
    .min(1, 'Show the project to at least one account type.')
    .default([...DISPLAY_ACCOUNT_TYPES]),
  country_ids: z.array(positiveId).max(250).default([]),
});
export type DisplayConditionsInput = z.input<typeof displayConditionsInputSchema>;

/** GET /admin/display-conditions: a row per project. */
export const displayConditionRowSchema = z.object({
  project: z.object({ id: z.number().int(), title: z.string(), status: z.enum(PROJECT_STATUSES), is_bundle: z.boolean() }),
  partner: z.object({ id: z.number().int(), worthy_cause_name: z.string() }),
  display_conditions: displayConditionsSchema,
  /** True when the project is shown to everyone. */
  is_unrestricted: z.boolean(),
});
export const displayConditionListResponseSchema = successEnvelope(z.array(displayConditionRowSchema));
/** PUT /admin/projects/{id}/display-conditions answers the project's row. */
export const displayConditionResponseSchema = successEnvelope(displayConditionRowSchema);
export const displayConditionsQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  partner_id: positiveId.optional(),
  restricted: z.enum(['0', '1']).optional(),
});

/** POST /admin/bundles and PUT /admin/bundles/{id}: one bundle unit gives `quantity` of each part; its price is the sum. */
export const bundleInputSchema = z.object({
  partner_id: positiveId,
  title: trimmed(PROJECT_LIMITS.titleMax, 'The title').min(3, 'The title needs at least 3 characters.'),
  summary: optionalTrimmed(PROJECT_LIMITS.summaryMax, 'The summary'),
  description: optionalTrimmed(PROJECT_LIMITS.descriptionMax, 'The description'),
  impact_unit: trimmed(PROJECT_LIMITS.impactUnitMax, 'The impact unit').min(1, 'Please name the bundle unit.').default('bundle'),
  category_ids: z.array(positiveId).max(PROJECT_LIMITS.categoriesMax).default([]),
  images: z.array(z.string().max(500)).max(PROJECT_LIMITS.imagesMax).default([]),
  items: z
    .array(z.object({ impact_level_id: positiveId, quantity: z.number().int().min(1, 'At least 1.').max(10_000) }))
    .min(PROJECT_LIMITS.bundleItemsMin, `A bundle has at least ${PROJECT_LIMITS.bundleItemsMin} parts.`)
    .max(PROJECT_LIMITS.bundleItemsMax, `A bundle has at most ${PROJECT_LIMITS.bundleItemsMax} parts.`),
  status: z.enum(['draft', 'live', 'paused', 'closed']).default('draft'),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

export const projectIdParams = z.object({ id: positiveId });
/** DELETE /partner/projects/{id}. */
export const deletedProjectResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

/** GET /admin/partner-options: every worthy cause, for the staff forms' pickers (partners.id and its panel user's id). */
export const partnerOptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  worthy_cause_name: z.string(),
  live_projects: z.number().int(),
});
export type PartnerOption = z.infer<typeof partnerOptionSchema>;
export const partnerOptionListResponseSchema = successEnvelope(z.array(partnerOptionSchema));

/** GET /admin/partners/{id}/bundle-parts: the active impact levels of the partner's live, non-bundle projects. */
export const bundlePartSchema = z.object({
  impact_level_id: z.number().int(),
  project_id: z.number().int(),
  project_title: z.string(),
  impact_unit: z.string(),
  price: z.number(),
  beneficiaries_per_unit: z.number().int(),
});
export type BundlePart = z.infer<typeof bundlePartSchema>;
export const bundlePartListResponseSchema = successEnvelope(z.array(bundlePartSchema));
