import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Events staff publish on the members' calendar (/events): an instant range kept in UTC with the IANA time zone
 * it was entered in (the calendar and the .ics show it there), a place or an online link, and whom it is for
 * ('all' members, 'business' accounts or 'individual' givers).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    image_file_id: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    starts_at: utc('starts_at').notNull(),
    ends_at: utc('ends_at').notNull(),
    time_zone: varchar('time_zone', { length: 64 }).notNull(),
    location: varchar('location', { length: 300 }),
    online_link: text('online_link'),
    registration_link: text('registration_link'),
    audience: varchar('audience', { length: 16 }).notNull().default('all'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_idx').on(t.starts_at, t.id),
    check('events_dates_ck', sql`${t.ends_at} > ${t.starts_at}`),
    check('events_audience_ck', sql`${t.audience} in ('all', 'business', 'individual')`),
    check('events_place_ck', sql`${t.location} is not null or ${t.online_link} is not null`),
  ],
);

/**
 * Milestone e-mails: what a member is sent once when they reach a milestone (kind first_giving, impacts: N
 * impacts given, membership_months: N months a member, total_given: more than an amount in US cents given).
 * subject and body carry placeholders such as {first_name}.
 */
export const milestoneEmails = pgTable(
  'milestone_emails',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** N impacts, N months, or the amount in US cents; 1 for first_giving. */
    threshold: integer('threshold').notNull().default(1),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('milestone_emails_kind_ck', sql`${t.kind} in ('first_giving', 'impacts', 'membership_months', 'total_given')`),
    check('milestone_emails_threshold_ck', sql`${t.threshold} > 0`),
  ],
);

/**
 * One row per milestone a member reached and was mailed (or whose mail their settings skipped): the unique pair
 * makes the job send each milestone once per member, however often or in how many processes it runs.
 */
export const milestoneSends = pgTable(
  'milestone_sends',
  {
    id: serial('id').primaryKey(),
    milestone_email_id: integer('milestone_email_id')
      .notNull()
      .references(() => milestoneEmails.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reached_at: utc('reached_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_sends_once_uq').on(t.milestone_email_id, t.user_id), index('milestone_sends_user_idx').on(t.user_id)],
);
