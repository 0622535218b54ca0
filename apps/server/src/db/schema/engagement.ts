import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { contributionGroups } from './giving.js';
import { impactLevels, projects } from './partners.js';
import { companies, users } from './users.js';

/**
 * An engagement: a page a company shares (by its unguessable `key`) on which a visitor chooses one of the impacts
 * it offers; the company gives the chosen impact. At most `choice_limit` choices are kept (reserved or paid):
 * the engagement row is locked while a choice is reserved, so concurrent choices queue and never pass the limit.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The member who made it: the contributions of its choices are recorded as theirs, for the company. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 120 }).notNull(),
    message: text('message').notNull().default(''),
    choice_limit: integer('choice_limit').notNull(),
    /** First and last day (UTC, inclusive) on which choices are taken; null: from now, without end. */
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    is_active: integer('is_active').notNull().default(1),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('engagements_key_uq').on(t.key),
    index('engagements_company_idx').on(t.company_id, t.updated_at, t.id),
    check('engagements_limit_ck', sql`${t.choice_limit} > 0`),
    check('engagements_active_ck', sql`${t.is_active} in (0, 1)`),
    check('engagements_dates_ck', sql`${t.start_date} is null or ${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
  ],
);

/** The impacts an engagement offers: a project's impact level and how many units one choice gives. */
export const engagementOptions = pgTable(
  'engagement_options',
  {
    id: serial('id').primaryKey(),
    engagement_id: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('engagement_options_level_uq').on(t.engagement_id, t.impact_level_id), check('engagement_options_quantity_ck', sql`${t.quantity} > 0`)],
);

/**
 * A visitor's choice: reserved (it holds a place under the limit while it is paid), paid (its contribution
 * group is recorded for the company) or failed (the company could not fund it; the place is free again).
 */
export const engagementChoices = pgTable(
  'engagement_choices',
  {
    id: serial('id').primaryKey(),
    engagement_id: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    option_id: integer('option_id')
      .notNull()
      .references(() => engagementOptions.id),
    name: varchar('name', { length: 80 }),
    email: varchar('email', { length: 254 }),
    status: varchar('status', { length: 16 }).notNull().default('reserved'),
    /** credit or card. */
    funded_by: varchar('funded_by', { length: 16 }),
    /** The units and price of the choice when it was made (the offer may change later). */
    quantity: integer('quantity').notNull(),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id),
    failure_reason: text('failure_reason'),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('engagement_choices_engagement_idx').on(t.engagement_id, t.created_at, t.id),
    check('engagement_choices_status_ck', sql`${t.status} in ('reserved', 'paid', 'failed')`),
  ],
);
