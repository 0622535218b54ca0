import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { impactLevels, projects } from './partners.js';
import { stories } from './stories.js';
import { companies } from './users.js';

/**
 * A company's public giving campaign: a title, one of its stories, the impact visitors give (one of the story's
 * lines), a goal in impact units, the days it is open (inclusive, UTC) and the thank-you text givers read. Anyone
 * holding the share key sees it at /campaign/shared/{key}; visitors give through the guest giving, each payment a
 * contribution group carrying the campaign's id, so its progress is the sum of those paid contributions.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    share_key: varchar('share_key', { length: 40 }).notNull(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    story_id: integer('story_id')
      .notNull()
      .references(() => stories.id),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    title: varchar('title', { length: 120 }).notNull(),
    goal_units: integer('goal_units').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    thank_you_text: text('thank_you_text').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('campaigns_share_key_uq').on(t.share_key),
    index('campaigns_company_idx').on(t.company_id, t.updated_at, t.id),
    check('campaigns_goal_ck', sql`${t.goal_units} > 0`),
    check('campaigns_dates_ck', sql`${t.ends_on} >= ${t.starts_on}`),
  ],
);
