import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { companies, users } from './users.js';

/**
 * A company's webhook endpoints: where its events are POSTed, which events, live or test, and the secret that
 * signs them (kept as is: every delivery is signed with it; only create and rotate show it).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: varchar('description', { length: 200 }),
    events: text('events').array().notNull(),
    /** live or test. */
    mode: varchar('mode', { length: 8 }).notNull().default('live'),
    secret: varchar('secret', { length: 100 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** manual (a member turned it off) or failing (every attempt failed for 24 hours). */
    disabled_reason: varchar('disabled_reason', { length: 16 }),
    disabled_at: utc('disabled_at'),
    /** The first failed attempt since the last one that succeeded; null while the endpoint answers. */
    failing_since: utc('failing_since'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_company_idx').on(t.company_id, t.enabled),
    check('webhook_endpoints_mode_ck', sql`${t.mode} in ('live', 'test')`),
    check('webhook_endpoints_disabled_ck', sql`${t.disabled_reason} is null or ${t.disabled_reason} in ('manual', 'failing')`),
  ],
);

/** The outbox: one row per event of a company, written in the transaction where the thing happened. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    /** The id receivers see (evt_...), the same in every delivery and resend of the event. */
    public_id: varchar('public_id', { length: 40 }).notNull().unique(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull().default('live'),
    data: jsonb('data').notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_events_company_idx').on(t.company_id, t.created_at)],
);

/** One event to one endpoint; its attempts are below. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** pending, retrying, succeeded or failed (every automatic attempt failed, or the endpoint was disabled). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    next_attempt_at: utc('next_attempt_at'),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
    index('webhook_deliveries_event_idx').on(t.event_id),
    check('webhook_deliveries_status_ck', sql`${t.status} in ('pending', 'retrying', 'succeeded', 'failed')`),
  ],
);

/** Every attempt of a delivery: how it ended, the answer's code and start, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** automatic (first send and retries) or manual (resend). */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    response_code: integer('response_code'),
    response_excerpt: varchar('response_excerpt', { length: 300 }),
    error: varchar('error', { length: 300 }),
    duration_ms: integer('duration_ms').notNull(),
    started_at: utc('started_at').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.delivery_id, t.id)],
);
