import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { ACCOUNT_KINDS, USER_TYPES } from './constants.js';
import { MILESTONE_KINDS } from './milestones-texts.js';
import { listQuerySchema, successEnvelope } from './envelope.js';
import {
  ADMIN_USER_SORTS,
  ADMIN_USERS_PAGE_SIZE,
  BUSINESS_ACCOUNT_STATUSES,
  CUSTOM_RANGE_VALUES,
  FILTER_MULTI_MAX,
  FILTER_TEXT_MAX,
  GIVING_TYPE_VALUES,
  OPEN_RATE_BAND_VALUES,
  REFERRED_TYPE_VALUES,
  REGISTRATION_TYPE_VALUES,
  USER_TYPE_GROUPS,
  adminUserMessages,
  parseFilterDate,
} from './admin-users-texts.js';
export * from './admin-users-texts.js';

/**
 * Staff user management (admin-and-partner.md §2.1 Users, §2.5, §3, §4, §7.3-7.5). Calls (under /api, staff only):
 * - POST /user/filtersearch         the user list filtered by the filter fields as sent (§3), paged and sorted
 * - POST /user/filtersearch/csv     the same result as CSV (formula-safe)
 * - GET  /user                      the user list (page, limit, sort, order, keyword)
 * - GET  /user/{id}/details         the whole account for /admin/users/display/{id}
 * - POST /user/{id}/block, /unblock, /activate, /deactivate, /downgrade, DELETE /user/{id}  (optional reason)
 * - POST /user/upgrade              a company to a package and period by hand, with a membership payment
 * - GET/POST/DELETE /user/favourite-filters   a staff member's saved filter sets
 * - GET  /admin/audit-log           the audit log, filtered
 */

/** '', null and whitespace mean "not set" in a filter form. */
const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const filterDate = z.preprocess(
  blankToUndefined,
  z
    .string({ message: adminUserMessages.dateFormat })
    .trim()
    .transform((v, ctx) => {
      const parsed = parseFilterDate(v);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: adminUserMessages.dateFormat });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
);

/** A milestone e-mail named by its id or by its milestone kind (first_giving, impacts, membership_months, total_given). */
const milestoneRef = z
  .string()
  .trim()
  .refine((v) => /^\d{1,9}$/.test(v) || (MILESTONE_KINDS as readonly string[]).includes(v), 'Choose a milestone e-mail (its id) or a milestone kind.');

/** A multi-select: an array (or one value), at most FILTER_MULTI_MAX entries. */
const multi = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === undefined) return undefined;
      const list = Array.isArray(b) ? b.filter((x) => blankToUndefined(x) !== undefined) : [b];
      return list.length ? list : undefined;
    },
    z.array(item).max(FILTER_MULTI_MAX, adminUserMessages.tooMany(FILTER_MULTI_MAX)).optional(),
  );
const id = z.coerce.number({ message: 'Must be a number.' }).int('Must be a whole number.').positive('Must be a positive id.').max(MAX_RECORD_ID, 'Must be a positive id.');
const text = z.preprocess(blankToUndefined, z.string().trim().max(FILTER_TEXT_MAX, `At most ${FILTER_TEXT_MAX} characters.`).optional());
const count = z.preprocess(blankToUndefined, z.coerce.number({ message: 'Must be a number.' }).int('Must be a whole number.').min(0, 'Must be 0 or more.').max(1_000_000_000).optional());
const amount = z.preprocess(blankToUndefined, z.coerce.number({ message: 'Must be a number.' }).min(0, 'Must be 0 or more.').max(1_000_000_000).optional());
const customRange = z.preprocess(blankToUndefined, z.enum(CUSTOM_RANGE_VALUES, { message: 'Choose one of the listed ranges.' }).optional());
const flag = (values: readonly [string, ...string[]]) => z.preprocess(blankToUndefined, z.enum(values).optional());

/** The fields of the user filter dialog (§3 'Admin user-search filter fields'), names as sent. */
export const userFilterShape = {
  /** A saved favourite filter's id: its fields apply, and fields sent beside it win. */
  favorite_filter: z.preprocess(blankToUndefined, id.optional()),
  select_user_type: flag(USER_TYPE_GROUPS as unknown as readonly [string, ...string[]]),
  /** Role ids (the user-type options of §6). */
  current_user_type: multi(id),
  /** Role ids a user had before a role change (downgrade, upgrade, trial end). */
  previous_user_type: multi(id),
  /** Name, UID or e-mail. */
  keyword: text,
  reg_type: multi(z.enum(REGISTRATION_TYPE_VALUES)),
  refered_type: multi(z.enum(REFERRED_TYPE_VALUES)),
  joining_date_from: filterDate,
  joining_date_to: filterDate,
  /** When the membership was upgraded (a paid membership payment). */
  upgrade_from: filterDate,
  upgrade_to: filterDate,
  user_status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1, 'Live (0) or Blocked (1).').optional()),
  /** Joined less or more than a custom range ago. */
  joining_custom: customRange,
  /** Downgraded less or more than a custom range ago. */
  joining_down_custom: customRange,
  user_country: multi(id),
  /** State ids; a user's state is the state of their billing address. */
  user_state: multi(id),
  bus_name: text,
  bus_acc_status: flag(BUSINESS_ACCOUNT_STATUSES as unknown as readonly [string, ...string[]]),
  /** A membership package id (Tiny, Small, SME, SME PLUS). */
  bus_package: z.preprocess(blankToUndefined, id.optional()),
  reg_date_from: filterDate,
  reg_date_to: filterDate,
  bus_country: multi(id),
  bus_state: multi(id),
  bus_city: text,
  /** A project category id the business has given to. */
  bus_cate: z.preprocess(blankToUndefined, id.optional()),
  /** The business registered less or more than a custom range ago. */
  bus_cus_date: customRange,
  bus_indus: multi(id),
  include_tag: multi(z.string().trim().min(1).max(40)),
  exclude_tag: multi(z.string().trim().min(1).max(40)),
};

/** The fields the e-mail-user filter dialog adds (Contribution Status Filters, §3 'E-mail search adds'). */
export const emailUserFilterShape = {
  lastgiving_from: filterDate,
  lastgiving_to: filterDate,
  noof_giving_more: count,
  noof_giving_less: count,
  /** The window the giving figures (number of givings, DGI, USD amount, LGI, giving type) count in. */
  con_custom_range: customRange,
  con_giving_impact_more: count,
  con_giving_impact_less: count,
  giving_amount_more: amount,
  giving_amount_less: amount,
  con_lgi_more: count,
  con_lgi_less: count,
  contri_giving_type: flag(GIVING_TYPE_VALUES),
  include_milestone: multi(milestoneRef),
  exclude_milestone: multi(milestoneRef),
  invite_more_user: count,
  invite_less_user: count,
  lastmsg_from: filterDate,
  lastmsg_to: filterDate,
  /** One band or several (§9 open-rate bands); a user matches any of them. */
  mail_open_rate: multi(z.enum(OPEN_RATE_BAND_VALUES)),
  /** The least profile completeness score, 0-100. */
  profile_rate: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100, 'A rate between 0 and 100.').optional()),
  emp_more: count,
  emp_less: count,
  invited_more: count,
  invited_less: count,
  /** The window the mail open rate counts in. */
  msg_open_last_custom: customRange,
};

/** `current_user_type[]` and `current_user_type` alike: form posts name arrays with [], JSON may not. */
const unbracket = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, val]) => [k.endsWith('[]') ? k.slice(0, -2) : k, val])) : v;

type RangeCheck = [from: string, to: string, label: string, kind: 'date' | 'count'];
const RANGES: RangeCheck[] = [
  ['joining_date_from', 'joining_date_to', 'joining date', 'date'],
  ['upgrade_from', 'upgrade_to', 'upgrade date', 'date'],
  ['reg_date_from', 'reg_date_to', 'business registration date', 'date'],
  ['lastgiving_from', 'lastgiving_to', 'last giving date', 'date'],
  ['lastmsg_from', 'lastmsg_to', 'last message date', 'date'],
  ['noof_giving_more', 'noof_giving_less', 'number of givings', 'count'],
  ['con_giving_impact_more', 'con_giving_impact_less', 'DGI', 'count'],
  ['giving_amount_more', 'giving_amount_less', 'USD amount', 'count'],
  ['con_lgi_more', 'con_lgi_less', 'LGI', 'count'],
  ['invite_more_user', 'invite_less_user', 'invites', 'count'],
  ['emp_more', 'emp_less', 'employees', 'count'],
  ['invited_more', 'invited_less', 'invited', 'count'],
];

/** Refuses impossible ranges: a start after its end, or "more than" not below "less than". */
function checkRanges(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [from, to, label, kind] of RANGES) {
    const a = value[from];
    const b = value[to];
    if (a === undefined || b === undefined) continue;
    const impossible = kind === 'date' ? String(a) > String(b) : Number(a) >= Number(b);
    if (impossible) ctx.addIssue({ code: 'custom', path: [to], message: kind === 'date' ? adminUserMessages.impossibleRange(label) : adminUserMessages.impossibleCount(label) });
  }
}

const listControls = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  sort: z.enum(ADMIN_USER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** Every filter field of both dialogs, without the list controls: what a favourite filter stores. */
export const userFilterFieldsSchema = z.preprocess(unbracket, z.object({ ...userFilterShape, ...emailUserFilterShape }).superRefine(checkRanges));
export type UserFilter = z.output<typeof userFilterFieldsSchema>;
export type UserFilterInput = z.input<typeof userFilterFieldsSchema>;

/** POST /api/user/filtersearch: the filter fields as sent, plus page, limit, sort and order. */
export const userFilterSearchSchema = z.preprocess(unbracket, z.object({ ...userFilterShape, ...emailUserFilterShape, ...listControls }).superRefine(checkRanges));
export type UserFilterSearch = z.output<typeof userFilterSearchSchema>;
export type UserFilterSearchInput = Partial<Record<keyof typeof userFilterShape | keyof typeof emailUserFilterShape, unknown>> & {
  page?: number;
  limit?: number;
  sort?: (typeof ADMIN_USER_SORTS)[number];
  order?: 'asc' | 'desc';
};

/** GET /api/user: the plain list with a keyword. */
export const adminUserListQuerySchema = listQuerySchema.extend({ ...listControls, keyword: text });

/** One row of /admin/users and of a filter search. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  role_id: z.number().int(),
  role_name: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  package_name: z.string().nullable(),
  /** 0 live, 1 blocked. */
  status: z.number().int(),
  is_active: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
  last_giving_at: z.string().nullable(),
  total_given_usd_cents: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserListResponseSchema = successEnvelope(z.array(adminUserRowSchema));

/** A reason for a lifecycle action (optional for the calls, asked for by the screen). */
export const userActionBodySchema = z.preprocess((v) => v ?? {}, z.object({ reason: z.string().trim().max(500, 'At most 500 characters.').optional() }));
export const userActionResultSchema = z.object({ id: z.number().int(), status: z.number().int(), is_active: z.boolean(), role_id: z.number().int(), deleted: z.boolean() });
export const userActionResponseSchema = successEnvelope(userActionResultSchema);

/** POST /api/user/upgrade: a company to a package and period by hand, recorded as a complete membership payment. */
export const adminUpgradeSchema = z.object({
  user_id: idSchema,
  package_id: z.coerce.number().int().positive('Choose a package.').max(MAX_RECORD_ID, 'Choose a package.'),
  membership_period_id: z.coerce.number().int().min(1, 'Choose a period.').max(4, 'Choose a period.'),
  /** Role after the upgrade: Goodhive Member unless a partnership is named. */
  role_id: idSchema.optional(),
  reason: z.string().trim().max(500).optional(),
});
export type AdminUpgrade = z.input<typeof adminUpgradeSchema>;

/** A staff member's saved filter set. */
export const favouriteFilterSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['user', 'email']), filters: z.record(z.string(), z.unknown()), created_at: z.string() });
export type FavouriteFilter = z.infer<typeof favouriteFilterSchema>;
export const favouriteFiltersResponseSchema = successEnvelope(z.array(favouriteFilterSchema));
export const favouriteFilterResponseSchema = successEnvelope(favouriteFilterSchema);
export const favouriteFilterCreateSchema = z.object({
  name: z.string({ message: 'Please name the filter.' }).trim().min(1, 'Please name the filter.').max(80, 'At most 80 characters.'),
  kind: z.enum(['user', 'email']).default('user'),
  filters: userFilterFieldsSchema,
});

/** GET /api/admin/audit-log: filters of the audit log screen. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  action: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  actor_id: z.preprocess(blankToUndefined, id.optional()),
  subject_type: z.preprocess(blankToUndefined, z.string().trim().max(32).optional()),
  subject_id: z.preprocess(blankToUndefined, id.optional()),
  date_from: filterDate,
  date_to: filterDate,
});
export const auditLogRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  details: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
export const auditLogResponseSchema = successEnvelope(z.array(auditLogRowSchema));

/** GET /api/user/{id}/details: the whole account for /admin/users/display/{id}. */
export const adminUserDetailsSchema = z.object({
  user: adminUserRowSchema.extend({
    account: z.enum(ACCOUNT_KINDS),
    register_source: z.string().nullable(),
    referral_code: z.string().nullable(),
    last_login_at: z.string().nullable(),
    email_verified: z.boolean(),
    country_name: z.string().nullable(),
    tags: z.array(z.string()),
  }),
  company: z
    .object({
      id: z.number().int(),
      company_name: z.string(),
      is_owner: z.boolean(),
      is_admin: z.number().int(),
      type_reg: z.string().nullable(),
      country_name: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      industry: z.string().nullable(),
      package_id: z.number().int().nullable(),
      package_name: z.string().nullable(),
      membership_period_id: z.number().int().nullable(),
      membership_end_date: z.string().nullable(),
      membership_recurring_status: z.string().nullable(),
      trial_ends_at: z.string().nullable(),
      team: z.array(z.object({ user_id: z.number().int(), name: z.string(), email: z.string(), is_owner: z.boolean(), is_admin: z.number().int() })),
    })
    .nullable(),
  membership_payments: z.array(
    z.object({ id: z.number().int(), package_name: z.string(), membership_period_id: z.number().int(), amount_usd_cents: z.number().int(), status: z.string(), payment_status: z.number().int(), created_at: z.string(), paid_at: z.string().nullable() }),
  ),
  giving: z.object({
    paid_count: z.number().int(),
    total_usd_cents: z.number().int(),
    impacts: z.number().int(),
    last_giving_at: z.string().nullable(),
    recent: z.array(z.object({ id: z.number().int(), project_title: z.string(), quantity: z.number().int(), amt_total_usd_cents: z.number().int(), payment_received: z.number().int(), contribution_date: z.string().nullable(), account: z.string() })),
  }),
  credits: z.array(z.object({ id: z.number().int(), credit_usd_cents: z.number().int(), amount_redeemed_usd_cents: z.number().int(), expiry_date: z.string().nullable() })),
  tokens: z.object({ balance: z.number().int() }),
  mails: z.array(z.object({ id: z.number().int(), subject: z.string(), template: z.string(), status: z.string(), created_at: z.string(), opened_at: z.string().nullable() })),
  sessions: z.array(z.object({ id: z.number().int(), created_at: z.string(), access_expires_at: z.string(), revoked_at: z.string().nullable(), impersonated: z.boolean() })),
  audit: z.array(auditLogRowSchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;
export const adminUserDetailsResponseSchema = successEnvelope(adminUserDetailsSchema);
