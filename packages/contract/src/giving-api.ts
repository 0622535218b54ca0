import { z } from 'zod';
import { idSchema } from './fields.js';
import { errorEnvelopeSchema, metaSchema } from './envelope.js';
import { QUANTITY_MAX } from './catalogue-constants.js';
import {
  API_KEY_MODES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  CUSTOMER_REFERENCE_MAX,
  GIVING_PAYMENTS,
  STORY_BATCH_PERIODS,
  STORY_EVENT_QUANTITY_MAX,
  STORY_EVENTS_BATCH_MAX,
  GIVING_API_BATCH_BODY_LIMIT,
  givingApiMessages as m,
  type ApiKeyScope,
} from './giving-api-texts.js';
export * from './giving-api-texts.js';

/**
 * The Giving API: the key screens under /api/developers (session, company admins) and the API itself under
 * /api/public/v1 (API keys). The API's OpenAPI document is built from GIVING_API_ENDPOINTS below.
 */

const id = idSchema;
const when = z.string().describe('ISO 8601, UTC');
const amount = z.number().describe('US dollars, 2 decimals');

// The key screens (session)

export const apiKeySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.object({
  name: z.string({ message: m.nameRequired }).trim().min(1, m.nameRequired).max(API_KEY_NAME_MAX),
  mode: z.enum(API_KEY_MODES),
  scopes: z
    .array(z.enum(API_KEY_SCOPES), { message: m.scopesRequired })
    .min(1, m.scopesRequired)
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id });
export const apiKeyListResponseSchema = z.object({ status: z.literal('success'), data: z.array(apiKeySchema) });
export const apiKeyResponseSchema = z.object({ status: z.literal('success'), message: z.string().optional(), data: apiKeySchema });
export const createdApiKeyResponseSchema = z.object({ status: z.literal('success'), message: z.string(), data: createdApiKeySchema });

/** Staff: the keys of a user's companies, and revoking one with a reason. */
export const adminApiKeySchema = apiKeySchema.extend({ company_name: z.string() });
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;
export const adminApiKeyListResponseSchema = z.object({ status: z.literal('success'), data: z.array(adminApiKeySchema) });
export const adminUserParamsSchema = z.object({ id });
export const adminRevokeApiKeySchema = z.object({ reason: z.string({ message: m.revokeReasonRequired }).trim().min(1, m.revokeReasonRequired).max(500) });

// The API

const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.literal('success'), message: z.string().optional(), data });
const listEnvelope = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.literal('success'), data: z.array(data), meta: metaSchema });
const page = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Rows per page, 1 to 100'),
  page: z.coerce.number().int().min(1).default(1),
});

export const publicImpactLevelSchema = z.object({
  id: z.number().int(),
  impact_unit: z.string().describe('What one unit gives, e.g. "a day of clean water for one person"'),
  price_usd: amount,
  beneficiaries_per_unit: z.number().int(),
});
export const publicProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  country: z.string().nullable(),
  partner: z.string().describe('The worthy cause that delivers it'),
  image_url: z.string().nullable(),
  impact_levels: z.array(publicImpactLevelSchema),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;
export const publicProjectsQuerySchema = page;
export const publicProjectParamsSchema = z.object({ id });

export const createGivingSchema = z
  .object({
    project_id: id.optional(),
    impact_level_id: id.optional(),
    story_id: id.optional().describe('Give a story: each unit of quantity gives every line of the story once'),
    quantity: z.coerce.number().int().min(1).max(QUANTITY_MAX).describe('Units of the impact level, or business moments of the story'),
    customer_reference: z.string().trim().max(CUSTOMER_REFERENCE_MAX).optional().describe('Your own reference (an order number), returned as given'),
    payment: z.enum(GIVING_PAYMENTS).default('auto').describe('auto: giving credit if it covers the whole amount, else token balance, else the primary card'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const project = v.project_id !== undefined || v.impact_level_id !== undefined;
    const story = v.story_id !== undefined;
    if (project === story || (project && (v.project_id === undefined || v.impact_level_id === undefined))) {
      ctx.addIssue({ code: 'custom', path: [story ? 'story_id' : 'project_id'], message: m.targetRequired });
    }
  });
export type CreateGivingInput = z.input<typeof createGivingSchema>;

export const givingLineSchema = z.object({
  project_id: z.number().int(),
  project_title: z.string(),
  impact_level_id: z.number().int(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: amount,
});
export const publicGivingSchema = z.object({
  id: z.number().int(),
  mode: z.enum(API_KEY_MODES),
  status: z.enum(['pending', 'paid', 'failed']),
  source: z.enum(['api', 'events']).describe('api: one request; events: a story\u2019s business events of a day or month'),
  story_id: z.number().int().nullable(),
  period: z.string().nullable().describe('For source events: the day (YYYY-MM-DD) or month (YYYY-MM) given'),
  quantity: z.number().int(),
  customer_reference: z.string().nullable(),
  payment: z.enum(GIVING_PAYMENTS),
  funded_by: z.enum(['credit', 'tokens', 'card', 'test']).nullable(),
  amount_usd: amount,
  failure_reason: z.string().nullable(),
  lines: z.array(givingLineSchema),
  created_at: when,
  paid_at: when.nullable(),
});
export type PublicGiving = z.infer<typeof publicGivingSchema>;
export const publicGivingParamsSchema = z.object({ id });

export const apiStoryEventSchema = z
  .object({
    quantity: z.coerce.number().int().min(1).max(STORY_EVENT_QUANTITY_MAX).default(1).describe('How many business moments (1 coffee sold: 1)'),
    occurred_at: z.iso.datetime({ offset: true }).optional().describe('When it happened (ISO 8601); now by default'),
    reference: z.string().trim().max(CUSTOMER_REFERENCE_MAX).optional(),
  })
  .strict();
export type StoryEventInput = z.input<typeof apiStoryEventSchema>;
export const publicStoryEventSchema = z.object({
  id: z.number().int(),
  story_id: z.number().int(),
  mode: z.enum(API_KEY_MODES),
  quantity: z.number().int(),
  occurred_at: when,
  reference: z.string().nullable(),
  period: z.string().describe('The day (YYYY-MM-DD) or month (YYYY-MM, UTC) whose giving includes this event'),
  accepted_at: when,
});
export type PublicStoryEvent = z.infer<typeof publicStoryEventSchema>;
export const apiStoryParamsSchema = z.object({ id });

/** A batch of business events: each one as the single call takes it, all accepted or none. */
export const apiStoryEventBatchSchema = z
  .object({
    events: z
      .array(apiStoryEventSchema)
      .min(1, m.eventsRequired)
      .max(STORY_EVENTS_BATCH_MAX, m.eventsRequired)
      .describe(`1 to ${STORY_EVENTS_BATCH_MAX.toLocaleString('en-US')} events, each as POST /stories/{id}/events takes one`),
  })
  .strict();
export type StoryEventBatchInput = z.input<typeof apiStoryEventBatchSchema>;
export const publicStoryEventBatchSchema = z.object({
  story_id: z.number().int(),
  mode: z.enum(API_KEY_MODES),
  accepted: z.number().int().describe('How many events were accepted: all that were sent'),
  quantity: z.number().int().describe('The business moments of all of them'),
  period: z.string().describe('The day (YYYY-MM-DD) or month (YYYY-MM, UTC) whose giving includes these events'),
  accepted_at: when,
  event_ids: z.array(z.number().int()).describe('The ids of the accepted events, in the order they were sent'),
});
export type PublicStoryEventBatch = z.infer<typeof publicStoryEventBatchSchema>;

export const publicStoryLineSchema = z.object({ project_id: z.number().int(), project_title: z.string(), impact_level_id: z.number().int(), impact_unit: z.string(), quantity: z.number().int(), amount_usd: amount });
export const publicStorySchema = z.object({
  id: z.number().int(),
  story_text: z.string(),
  status: z.enum(['draft', 'active']),
  automation_status: z.enum(['on', 'paused', 'off']),
  batch_period: z.enum(STORY_BATCH_PERIODS).describe('Business events are given as one giving per day or per month'),
  amount_per_event_usd: amount,
  lines: z.array(publicStoryLineSchema).describe('What one business moment gives'),
  pending_events: z.number().int().describe('Business moments accepted and not given yet (in this key\u2019s mode)'),
});
export type PublicStory = z.infer<typeof publicStorySchema>;
export const updatePublicStorySchema = z.object({ batch_period: z.enum(STORY_BATCH_PERIODS) }).strict();

const day = z.iso.date().describe('YYYY-MM-DD, inclusive');
export const apiImpactQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const publicImpactSchema = z.object({
  mode: z.enum(API_KEY_MODES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  contributions: z.number().int(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: amount,
  projects: z.array(z.object({ project_id: z.number().int(), project_title: z.string(), quantity: z.number().int(), beneficiaries: z.number().int(), amount_usd: amount })),
});
export type PublicImpact = z.infer<typeof publicImpactSchema>;
export const apiImpactHistoryQuerySchema = page.extend(apiImpactQuerySchema.shape);
export const publicImpactRowSchema = z.object({
  contribution_id: z.number().int(),
  giving_id: z.number().int().nullable().describe('The API giving it belongs to, when it was given through the API'),
  date: when,
  project_id: z.number().int(),
  project_title: z.string(),
  impact_level_id: z.number().int(),
  impact_unit: z.string(),
  quantity: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: amount,
  story_id: z.number().int().nullable(),
});
export type PublicImpactRow = z.infer<typeof publicImpactRowSchema>;

export const apiProjectListResponseSchema = listEnvelope(publicProjectSchema);
export const apiProjectResponseSchema = envelope(publicProjectSchema);
export const apiGivingResponseSchema = envelope(publicGivingSchema);
export const apiStoryEventResponseSchema = envelope(publicStoryEventSchema);
export const apiStoryEventBatchResponseSchema = envelope(publicStoryEventBatchSchema);
export const apiStoryListResponseSchema = listEnvelope(publicStorySchema);
export const apiStoryResponseSchema = envelope(publicStorySchema);
export const apiImpactResponseSchema = envelope(publicImpactSchema);
export const apiImpactHistoryResponseSchema = listEnvelope(publicImpactRowSchema);

/** One call of the API: its path (OpenAPI style), what it needs and its schemas; the routes and the document use it. */
export type GivingApiEndpoint = {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  summary: string;
  description: string;
  /** Needed scope (any of them); none: every key. */
  scopes: ApiKeyScope[];
  /** A write: takes an Idempotency-Key. */
  idempotent: boolean;
  /** Only a live key may call it. */
  liveOnly?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  success: { status: 200 | 201 | 202; schema: z.ZodType };
  errors: number[];
  /** The largest body it reads (bytes), when not GIVING_API_BODY_LIMIT. */
  bodyLimit?: number;
  example?: { body?: unknown; response: unknown };
};

/** What every call may answer: no key or a bad one (401), a scope or mode it lacks (403), a bad parameter (422), the rate limit (429). */
const CALL_ERRORS = [401, 403, 422, 429];
/** What a write adds: a missing Idempotency-Key (400), one reused or the target's state (409), a body over the limit (413). */
const WRITE_ERRORS = [400, 409, 413];
/** The error statuses of a read or a write, with what the call adds (404, 402), in order. */
const errorsOf = (kind: 'read' | 'write', ...extra: number[]) => [...new Set([...CALL_ERRORS, ...(kind === 'write' ? WRITE_ERRORS : []), ...extra])].sort((a, b) => a - b);
/** The scope sets of the calls: the scopes of which a key needs one. */
const SCOPES = {
  any: [],
  giving: ['giving:write'],
  givingOrImpact: ['giving:write', 'impact:read'],
  impact: ['impact:read'],
  stories: ['stories:write'],
} as const satisfies Record<string, readonly ApiKeyScope[]>;
const scopes = (set: keyof typeof SCOPES): ApiKeyScope[] => [...SCOPES[set]];

const exampleProject = {
  id: 1382,
  title: 'Clean water for families in Cambodia',
  summary: 'Water filters for rural families.',
  country: 'Cambodia',
  partner: 'Water for Life',
  image_url: null,
  impact_levels: [{ id: 3011, impact_unit: 'a day of clean water for one person', price_usd: 0.02, beneficiaries_per_unit: 1 }],
};
const exampleGiving = {
  id: 17,
  mode: 'live',
  status: 'paid',
  source: 'api',
  story_id: null,
  period: null,
  quantity: 50,
  customer_reference: 'order-1042',
  payment: 'auto',
  funded_by: 'credit',
  amount_usd: 1,
  failure_reason: null,
  lines: [{ project_id: 1382, project_title: 'Clean water for families in Cambodia', impact_level_id: 3011, impact_unit: 'a day of clean water for one person', quantity: 50, beneficiaries: 50, amount_usd: 1 }],
  created_at: '2026-11-27T09:30:00.000Z',
  paid_at: '2026-11-27T09:30:00.000Z',
};

export const GIVING_API_ENDPOINTS: GivingApiEndpoint[] = [
  {
    operationId: 'listProjects',
    method: 'GET',
    path: '/projects',
    summary: 'List projects',
    description: 'The live projects the company may give to under the display conditions, with their impact levels and prices, by title.',
    scopes: scopes('any'),
    idempotent: false,
    query: publicProjectsQuerySchema,
    success: { status: 200, schema: apiProjectListResponseSchema },
    errors: errorsOf('read'),
    example: { response: { status: 'success', data: [exampleProject], meta: { total: 1, page: 1, limit: 20 } } },
  },
  {
    operationId: 'getProject',
    method: 'GET',
    path: '/projects/{id}',
    summary: 'Read one project',
    description: 'A project and its impact levels; 404 for a project the company may not see (hidden, not live or unknown).',
    scopes: scopes('any'),
    idempotent: false,
    params: publicProjectParamsSchema,
    success: { status: 200, schema: apiProjectResponseSchema },
    errors: errorsOf('read', 404),
    example: { response: { status: 'success', data: exampleProject } },
  },
  {
    operationId: 'createGiving',
    method: 'POST',
    path: '/givings',
    summary: 'Create a giving',
    description:
      'Gives an impact level of a project (quantity units) or a story (quantity business moments), paid at once with the company\u2019s giving credit, token balance or primary card (payment: auto tries them in that order). 201 with the paid giving; 402 when it could not be paid (the failed giving is kept and may be read). A test key records it on the test ledger and never charges.',
    scopes: scopes('giving'),
    idempotent: true,
    body: createGivingSchema,
    success: { status: 201, schema: apiGivingResponseSchema },
    errors: errorsOf('write', 402),
    example: { body: { project_id: 1382, impact_level_id: 3011, quantity: 50, customer_reference: 'order-1042' }, response: { status: 'success', message: 'The giving was paid.', data: exampleGiving } },
  },
  {
    operationId: 'getGiving',
    method: 'GET',
    path: '/givings/{id}',
    summary: 'Read one giving',
    description: 'A giving the company made through the API (or from a story\u2019s business events), in the key\u2019s mode.',
    scopes: scopes('givingOrImpact'),
    idempotent: false,
    params: publicGivingParamsSchema,
    success: { status: 200, schema: apiGivingResponseSchema },
    errors: errorsOf('read', 404),
    example: { response: { status: 'success', data: exampleGiving } },
  },
  {
    operationId: 'listStories',
    method: 'GET',
    path: '/stories',
    summary: 'List stories',
    description: 'The company\u2019s stories, with what one business moment gives and how events are batched.',
    scopes: scopes('stories'),
    idempotent: false,
    query: page,
    success: { status: 200, schema: apiStoryListResponseSchema },
    errors: errorsOf('read'),
  },
  {
    operationId: 'updateStory',
    method: 'PATCH',
    path: '/stories/{id}',
    summary: 'Change how a story batches its events',
    description: 'batch_period day or month: events accepted from now on are given as one giving per day or per month. Live keys only (a test key never changes live data).',
    scopes: scopes('stories'),
    idempotent: true,
    liveOnly: true,
    params: apiStoryParamsSchema,
    body: updatePublicStorySchema,
    success: { status: 200, schema: apiStoryResponseSchema },
    errors: errorsOf('write', 404),
    example: { body: { batch_period: 'month' }, response: { status: 'success', data: { id: 7, story_text: 'Every coffee sold gives a day of clean water.', status: 'active', automation_status: 'on', batch_period: 'month', amount_per_event_usd: 0.02, lines: [], pending_events: 0 } } },
  },
  {
    operationId: 'recordStoryEvent',
    method: 'POST',
    path: '/stories/{id}/events',
    summary: 'Record a business event',
    description:
      'A business moment of an active story ("1 coffee sold"), accepted at once (202). The story-events job gives each story\u2019s events of a closed day or month (the story\u2019s batch_period, in UTC) as one giving: every line of the story times the events\u2019 quantity, paid like a giving with payment auto.',
    scopes: scopes('stories'),
    idempotent: true,
    params: apiStoryParamsSchema,
    body: apiStoryEventSchema,
    success: { status: 202, schema: apiStoryEventResponseSchema },
    errors: errorsOf('write', 404),
    example: { body: { quantity: 1, reference: 'till-3-receipt-889' }, response: { status: 'success', message: 'The event was accepted; it is given with the rest of its period.', data: { id: 901, story_id: 7, mode: 'live', quantity: 1, occurred_at: '2026-11-27T09:31:00.000Z', reference: 'till-3-receipt-889', period: '2026-11-27', accepted_at: '2026-11-27T09:31:00.120Z' } } },
  },
  {
    operationId: 'recordStoryEvents',
    method: 'POST',
    path: '/stories/{id}/events/batch',
    summary: 'Record business events in a batch',
    description: `Up to ${STORY_EVENTS_BATCH_MAX.toLocaleString('en-US')} business moments of an active story in one request, each as the single call takes it, accepted all together or not at all (202). One Idempotency-Key covers the batch: a retry with the same key and body answers the same events and records nothing again; the same key with another body is 409. A bad event is 422 with its index in the field name (events.3.quantity). The events are given like single ones, with the rest of their day or month. Bodies up to ${GIVING_API_BATCH_BODY_LIMIT / 1024} kB.`,
    scopes: scopes('stories'),
    idempotent: true,
    params: apiStoryParamsSchema,
    body: apiStoryEventBatchSchema,
    bodyLimit: GIVING_API_BATCH_BODY_LIMIT,
    success: { status: 202, schema: apiStoryEventBatchResponseSchema },
    errors: errorsOf('write', 404),
    example: {
      body: { events: [{ quantity: 1, reference: 'till-3-receipt-889' }, { quantity: 2, occurred_at: '2026-11-27T09:32:00Z', reference: 'till-3-receipt-890' }] },
      response: { status: 'success', message: 'The events were accepted; they are given with the rest of their period.', data: { story_id: 7, mode: 'live', accepted: 2, quantity: 3, period: '2026-11-27', accepted_at: '2026-11-27T09:33:00.120Z', event_ids: [902, 903] } },
    },
  },
  {
    operationId: 'getImpact',
    method: 'GET',
    path: '/impact',
    summary: 'Read impact totals',
    description: 'The company\u2019s paid impact, all of it or between two days (inclusive), by project. A test key reads the test ledger only.',
    scopes: scopes('impact'),
    idempotent: false,
    query: apiImpactQuerySchema,
    success: { status: 200, schema: apiImpactResponseSchema },
    errors: errorsOf('read'),
  },
  {
    operationId: 'listImpactHistory',
    method: 'GET',
    path: '/impact/history',
    summary: 'Read impact history',
    description: 'The company\u2019s paid contributions, newest first, paged. A test key reads the test ledger only.',
    scopes: scopes('impact'),
    idempotent: false,
    query: apiImpactHistoryQuerySchema,
    success: { status: 200, schema: apiImpactHistoryResponseSchema },
    errors: errorsOf('read'),
  },
];

export { errorEnvelopeSchema as givingApiErrorSchema };
