import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { contributionGroups } from './giving.js';
import { industries } from './lookups.js';
import { impactLevels, projects } from './partners.js';
import { companies, users } from './users.js';

/**
 * A story (recurring impact): what a business moment gives ("for every new client we plant 10 trees"). It
 * belongs to a giving account (owner_key 'company:{id}' or 'user:{id}', the cart's key), gives one or several
 * projects' impact levels (story_projects), once or every month. `project_id`, `impact_level_id` and `quantity`
 * repeat its first line for the calls that take one project. A deleted story keeps its row (its contributions
 * point at it) with deleted_at set.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    owner_key: varchar('owner_key', { length: 40 }).notNull(),
    account: varchar('account', { length: 16 }).notNull(),
    /** The member who made the story (the personal owner, or the member acting for the company). */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    story_text: text('story_text').notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    is_multi_project: integer('is_multi_project').notNull().default(0),
    giving_story_image: varchar('giving_story_image', { length: 500 }),
    /** 1: given every month by the recurring-giving job while automation is on; 0: one-off. */
    is_giving_monthly: integer('is_giving_monthly').notNull().default(1),
    /** draft or active. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** on (given each month), paused (kept, not given) or off (cancelled). */
    automation_status: varchar('automation_status', { length: 16 }).notNull().default('on'),
    /** When the recurring-giving job gives this story next (active monthly stories with automation on). */
    next_giving_at: utc('next_giving_at'),
    /** A month (YYYY-MM) the owner chose to skip. */
    skip_period: varchar('skip_period', { length: 7 }),
    destination_link: varchar('destination_link', { length: 500 }),
    template_id: integer('template_id'),
    /** Shown on the public story page and counter embed once the owner asked for an embed code. */
    is_public: integer('is_public').notNull().default(0),
    /** How the Giving API batches the business events recorded against this story: one giving per day or per month. */
    api_batch_period: varchar('api_batch_period', { length: 8 }).notNull().default('day'),
    /** Part of the signed manage links in the recurring e-mails; a new nonce ends the old links. */
    manage_nonce: varchar('manage_nonce', { length: 12 }).notNull(),
    activated_at: utc('activated_at'),
    deleted_at: utc('deleted_at'),
    /** page_title of the screen the story was deleted from. */
    deleted_from: varchar('deleted_from', { length: 120 }),
    ...auditColumns,
  },
  (t) => [
    index('stories_owner_updated_idx').on(t.owner_key, t.updated_at, t.id).where(sql`${t.deleted_at} is null`),
    index('stories_company_idx').on(t.company_id),
    index('stories_due_idx')
      .on(t.next_giving_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.status} = 'active' and ${t.is_giving_monthly} = 1 and ${t.automation_status} = 'on'`),
    check('stories_status_ck', sql`${t.status} in ('draft', 'active')`),
    check('stories_automation_ck', sql`${t.automation_status} in ('on', 'paused', 'off')`),
    check('stories_monthly_ck', sql`${t.is_giving_monthly} in (0, 1)`),
    check('stories_quantity_ck', sql`${t.quantity} > 0`),
    check('stories_api_batch_ck', sql`${t.api_batch_period} in ('day', 'month')`),
    check('stories_account_ck', sql`(${t.account} = 'user' and ${t.company_id} is null) or (${t.account} = 'company' and ${t.company_id} is not null)`),
  ],
);

/** The impact levels a story gives, with how many units each (one line, or several for a multi-project story). */
export const storyProjects = pgTable(
  'story_projects',
  {
    id: serial('id').primaryKey(),
    story_id: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('story_projects_level_uq').on(t.story_id, t.impact_level_id), check('story_projects_quantity_ck', sql`${t.quantity} > 0`)],
);

/**
 * A story to start from: an industry template (industry_id, owner_key null, offered to every business of that
 * industry) or a business template an account saved for itself (owner_key set).
 */
export const storyTemplates = pgTable(
  'story_templates',
  {
    id: serial('id').primaryKey(),
    industry_id: integer('industry_id').references(() => industries.id),
    owner_key: varchar('owner_key', { length: 40 }),
    title: varchar('title', { length: 120 }).notNull(),
    story_text: text('story_text').notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    is_giving_monthly: integer('is_giving_monthly').notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('story_templates_owner_idx').on(t.owner_key), index('story_templates_industry_idx').on(t.industry_id), check('story_templates_quantity_ck', sql`${t.quantity} > 0`)],
);

/**
 * One month of a story's automated giving: made once per story and month (the unique key), so two runners or a
 * retry never give twice. status: pending (to charge), charging (a runner holds it until locked_until),
 * retrying (a charge failed, next_attempt_at set), paid, failed (retries spent, the story paused) or skipped
 * (the owner skipped the month).
 */
export const storyRuns = pgTable(
  'story_runs',
  {
    id: serial('id').primaryKey(),
    story_id: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The month given (YYYY-MM, UTC). */
    period: varchar('period', { length: 7 }).notNull(),
    /** goodhive-story-{id}-{period}: the key at the provider (a retry after a decline adds -retry-{n}). */
    idempotency_key: varchar('idempotency_key', { length: 80 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: utc('next_attempt_at'),
    /** While a runner charges the month (status charging): past it, the runner stopped and another takes over. */
    locked_until: utc('locked_until'),
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id, { onDelete: 'set null' }),
    amount_usd_cents: integer('amount_usd_cents'),
    /** card or credit. */
    funded_by: varchar('funded_by', { length: 16 }),
    payment_card_id: integer('payment_card_id'),
    provider_reference: varchar('provider_reference', { length: 255 }),
    failure_reason: text('failure_reason'),
    paid_at: utc('paid_at'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('story_runs_period_uq').on(t.story_id, t.period),
    uniqueIndex('story_runs_key_uq').on(t.idempotency_key),
    index('story_runs_open_idx').on(t.status, t.next_attempt_at).where(sql`${t.status} in ('pending', 'charging', 'retrying')`),
    check('story_runs_status_ck', sql`${t.status} in ('pending', 'charging', 'retrying', 'paid', 'failed', 'skipped')`),
  ],
);
