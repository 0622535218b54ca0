import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { accountChoiceSchema } from './giving-account.js';
import { WIDGET_DEFAULT_ACCENT, WIDGET_GOAL_MAX, WIDGET_SIZES, WIDGET_THEMES } from './widget-kinds.js';

export * from './widget-kinds.js';

/** Validates a widget style read from a query. */
export const widgetStyleSchema = z.object({
  theme: z.enum(WIDGET_THEMES).default('light'),
  size: z.enum(WIDGET_SIZES).default('medium'),
  /** Accent colour as 6 hex digits, without '#'. */
  accent: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/, 'The accent colour must be 6 hex digits.')
    .default(WIDGET_DEFAULT_ACCENT),
  /** The impact goal of myimpactgoalwidget. */
  goal: z.coerce.number().int().min(1).max(WIDGET_GOAL_MAX).optional(),
});

export const widgetKeyParamsSchema = z.object({ key: z.string().min(8).max(64).regex(/^[A-Za-z0-9_.-]+$/, 'Unknown widget.') });
export const widgetDataQuerySchema = z.object({ member: z.string().min(8).max(64).regex(/^[A-Za-z0-9_.-]+$/).optional() });

/** GET /api/widgets/{key}: the live figures a widget shows, from paid contributions only. */
export const widgetDataSchema = z.object({
  name: z.string(),
  account: z.enum(['user', 'company']),
  logo_url: z.string().nullable(),
  /** Impacts created: the sum of paid quantities. */
  total_impacts: z.number().int(),
  beneficiaries: z.number().int(),
  amount_usd: z.number(),
  projects_supported: z.number().int(),
  countries_reached: z.number().int(),
  /** Impacts per US dollar given (0 before any giving). */
  impacts_per_usd: z.number(),
  categories: z.array(z.object({ name: z.string(), total_impacts: z.number().int(), beneficiaries: z.number().int() })),
  /** The named team member's own share (hive widget), when the member key belongs to the company. */
  member: z.object({ name: z.string(), total_impacts: z.number().int(), beneficiaries: z.number().int() }).nullable(),
  /** The hive the company leads (a hive partner) with its combined impact, for the hive and leverage widgets; null otherwise. */
  hive: z
    .object({
      title: z.string(),
      page_url: z.string(),
      member_count: z.number().int(),
      total_impacts: z.number().int(),
      beneficiaries: z.number().int(),
      amount_usd: z.number(),
      impacts_per_usd: z.number(),
    })
    .nullable(),
  updated_at: z.string(),
});
export type WidgetData = z.infer<typeof widgetDataSchema>;
export const widgetDataResponseSchema = successEnvelope(widgetDataSchema);

/**
 * GET /api/user/get-encrypted-id: the widget key of the account the caller acts for (or the one account or
 * company_id picks), and the member's own key.
 */
export const widgetKeyQuerySchema = z.object({ account: accountChoiceSchema, company_id: idSchema.optional() });
export const widgetKeyResponseSchema = successEnvelope(
  z.object({ key: z.string(), member_key: z.string(), account: z.enum(['user', 'company']), name: z.string() }),
);

