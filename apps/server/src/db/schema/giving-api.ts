import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { contributionGroups } from './giving.js';
import { impactLevels, projects } from './partners.js';
import { stories } from './stories.js';
import { companies, users } from './users.js';

/**
 * A company's key to the Giving API (/api/public/v1). Only the SHA-256 of the secret is kept, with its first
 * characters (`prefix`) to tell keys apart in lists. A test key acts on the test ledger (api_test_*), never on
 * real giving. Revoking sets revoked_at; the row stays for the record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** live or test. */
    mode: varchar('mode', { length: 8 }).notNull(),
    /** Comma-separated scopes: impact:read, giving:write, stories:write. */
    scopes: varchar('scopes', { length: 120 }).notNull(),
    prefix: varchar('prefix', { length: 24 }).notNull(),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    last_used_at: utc('last_used_at'),
    revoked_at: utc('revoked_at'),
    revoked_by: integer('revoked_by').references(() => users.id),
    created_at: utc('created_at').notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('api_keys_hash_uq').on(t.key_hash),
    index('api_keys_company_idx').on(t.company_id, t.created_at),
    check('api_keys_mode_ck', sql`${t.mode} in ('live', 'test')`),
  ],
);

/**
 * The first answer of each write made with an Idempotency-Key, per API key: a retry with the same key and body
 * gets it again (same status and body); the same key with another body is refused. status_code is null while
 * the first request is still being answered.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    api_key_id: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    status_code: integer('status_code'),
    response_body: text('response_body'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.api_key_id, t.key] }), index('api_idempotency_created_idx').on(t.created_at)],
);

/** The columns a live and a test API giving share. */
const givingColumns = () => ({
  id: serial('id').primaryKey(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The key that asked for it; null for a giving made from a story's business events. */
  api_key_id: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  /** api (one request) or events (a story's business events of a day or month). */
  source: varchar('source', { length: 8 }).notNull(),
  story_id: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
  /** The day (YYYY-MM-DD) or month (YYYY-MM) of the events a giving of source events gives for. */
  period: varchar('period', { length: 10 }),
  /** The quantity asked (units of the level, or business moments of the story). */
  quantity: integer('quantity').notNull(),
  customer_reference: varchar('customer_reference', { length: 120 }),
  /** How it was asked to be paid: auto, credit, tokens or card. */
  payment: varchar('payment', { length: 8 }).notNull().default('auto'),
  /** pending (being paid), paid or failed. */
  status: varchar('status', { length: 8 }).notNull().default('pending'),
  /** credit, tokens, card (live) or test (test ledger). */
  funded_by: varchar('funded_by', { length: 8 }),
  amount_usd_cents: integer('amount_usd_cents').notNull(),
  failure_reason: text('failure_reason'),
  paid_at: utc('paid_at'),
  created_at: utc('created_at').notNull().defaultNow(),
  created_by: integer('created_by').references(() => users.id),
});

/** A line of a live giving as it was priced when the giving was written (what paying it gives, whenever it is paid). */
export type ApiGivingLine = {
  project_id: number;
  impact_level_id: number;
  quantity: number;
  unit_price_cents: number;
  beneficiaries_per_unit: number;
  project_title: string;
  impact_unit: string;
};

/** The saved card a live giving's charge was asked of, as the payment provider knows it. */
export type ApiGivingChargeCard = { provider: string; provider_customer_id: string; provider_payment_method_id: string };

/**
 * A live giving asked for through the API (or made from a story's events): paid as a contribution group. It keeps
 * its priced lines and the provider key of its card charge, so a giving left pending (a request that answered a
 * server error, a runner that stopped) is paid later for exactly what was priced and charged at most once; once
 * charge_requested_at is set it may only be settled by that card charge.
 */
export const apiGivings = pgTable(
  'api_givings',
  {
    ...givingColumns(),
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id, { onDelete: 'set null' }),
    /** The payment provider's idempotency key of its card charge (an API giving: one per API key and Idempotency-Key). */
    charge_key: varchar('charge_key', { length: 120 }),
    /** The lines priced when it was written. */
    lines: jsonb('lines').$type<ApiGivingLine[]>(),
    /** The SHA-256 of the request that asked for it (an API giving): a retry with its key and another body is refused. */
    request_hash: varchar('request_hash', { length: 64 }),
    /** Set just before the card is charged: from then on only that charge (under charge_key) may pay it. */
    charge_requested_at: utc('charge_requested_at'),
    /** The saved card that charge was asked of (paid again with that card, whatever the primary card is by then). */
    charge_card: jsonb('charge_card').$type<ApiGivingChargeCard>(),
    /** The provider's reference of the succeeded charge, kept before the giving is recorded. */
    charge_reference: varchar('charge_reference', { length: 120 }),
  },
  (t) => [
    index('api_givings_company_idx').on(t.company_id, t.id),
    uniqueIndex('api_givings_charge_key_uq').on(t.charge_key),
    index('api_givings_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('api_givings_status_ck', sql`${t.status} in ('pending', 'paid', 'failed')`),
    // A period whose story gives nothing any more is kept failed at 0, so its events are not batched again.
    check('api_givings_amount_ck', sql`${t.amount_usd_cents} > 0 or ${t.status} = 'failed'`),
  ],
);

/** A giving on the test ledger: answered like a live one, never charged, never in impact, certificates or remittances. */
export const apiTestGivings = pgTable(
  'api_test_givings',
  givingColumns(),
  (t) => [
    index('api_test_givings_company_idx').on(t.company_id, t.id),
    check('api_test_givings_status_ck', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('api_test_givings_amount_ck', sql`${t.amount_usd_cents} > 0`),
  ],
);

/** The impact lines of a test giving (what a live giving keeps as contributions). */
export const apiTestGivingLines = pgTable(
  'api_test_giving_lines',
  {
    id: serial('id').primaryKey(),
    giving_id: integer('giving_id')
      .notNull()
      .references(() => apiTestGivings.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    beneficiaries: integer('beneficiaries').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    amt_total_usd_cents: integer('amt_total_usd_cents').notNull(),
    contribution_date: utc('contribution_date').notNull(),
  },
  (t) => [index('api_test_giving_lines_giving_idx').on(t.giving_id), index('api_test_giving_lines_company_idx').on(t.company_id, t.contribution_date, t.id)],
);

/**
 * A business moment a company's system recorded against a story ("1 coffee sold"), accepted at once and given
 * later: the story-events job turns each story's events of a closed day or month (period, fixed when accepted,
 * by the story's api_batch_period) into one giving (giving_id, in api_givings or api_test_givings by mode).
 */
export const apiStoryEvents = pgTable(
  'api_story_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    story_id: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    api_key_id: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    mode: varchar('mode', { length: 8 }).notNull(),
    quantity: integer('quantity').notNull(),
    occurred_at: utc('occurred_at').notNull(),
    period: varchar('period', { length: 10 }).notNull(),
    /** When the period ends (UTC): the job gives the period after this. */
    period_end: utc('period_end').notNull(),
    reference: varchar('reference', { length: 120 }),
    idempotency_key: varchar('idempotency_key', { length: 255 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    giving_id: integer('giving_id'),
    accepted_at: utc('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_story_events_key_uq').on(t.api_key_id, t.idempotency_key),
    index('api_story_events_open_idx').on(t.period_end, t.story_id, t.mode).where(sql`${t.giving_id} is null`),
    index('api_story_events_story_idx').on(t.story_id, t.id),
    check('api_story_events_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check('api_story_events_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
