import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { files } from './files.js';
import { countries, states } from './lookups.js';
import { partners, projects } from './partners.js';
import { users } from './users.js';

/** Where a project works: one row per country, or per region (state) of a country. The first country is projects.country_id. */
export const projectLocations = pgTable(
  'project_locations',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    state_id: integer('state_id').references(() => states.id),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('project_locations_uq').on(t.project_id, t.country_id, sql`coalesce(${t.state_id}, 0)`),
    index('project_locations_country_idx').on(t.country_id),
  ],
);

/** A project's pictures in display order; the first is the cover (projects.image_square / image_rectangle). */
export const projectImages = pgTable(
  'project_images',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    file_id: integer('file_id').references(() => files.id),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_images_project_idx').on(t.project_id, t.sort_order)],
);

/** Display conditions: when a project has rows here, only viewers in these countries see it in the catalogue. */
export const projectDisplayCountries = pgTable(
  'project_display_countries',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.country_id] })],
);

/**
 * The project change log: who changed what on a project, when, with the values before and after. A partner's
 * change to a live project is a change request (status pending) until staff approve or reject it; at most one
 * is pending per project. Other entries record what was applied at once (status applied).
 */
export const projectChanges = pgTable(
  'project_changes',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    actor_id: integer('actor_id').references(() => users.id),
    /** partner or admin: in which role the change was made. */
    actor_type: varchar('actor_type', { length: 16 }).notNull(),
    /** created, updated, submitted, approved, rejected, paused, resumed, closed, change_requested, display_conditions ... */
    action: varchar('action', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('applied'),
    /** The changed fields before and after, field by field. */
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    /**
     * A change request only: the partner's whole proposed project (the canonical form, ids included), from
     * which the fields named in `after` are applied when staff approve it.
     */
    proposed: jsonb('proposed'),
    reviewed_by: integer('reviewed_by').references(() => users.id),
    reviewed_at: utc('reviewed_at'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_changes_project_idx').on(t.project_id, t.created_at),
    index('project_changes_partner_idx').on(t.partner_id, t.created_at),
    index('project_changes_created_idx').on(t.created_at),
    uniqueIndex('project_changes_one_pending_uq').on(t.project_id).where(sql`${t.status} = 'pending'`),
    check('project_changes_status_ck', sql`${t.status} in ('applied', 'pending', 'approved', 'rejected', 'withdrawn')`),
    check('project_changes_actor_type_ck', sql`${t.actor_type} in ('partner', 'admin')`),
  ],
);

/** A partner's post about a project's progress; published at once, staff may hide or edit it. */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    author_id: integer('author_id').references(() => users.id),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    /** Image URLs (uploaded files) in display order. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('published'),
    /** Why staff hid or edited the update (shown to the partner). */
    moderation_note: text('moderation_note'),
    published_at: utc('published_at').notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [
    index('project_updates_project_idx').on(t.project_id, t.published_at),
    index('project_updates_partner_idx').on(t.partner_id, t.published_at),
    index('project_updates_status_idx').on(t.status, t.published_at),
    check('project_updates_status_ck', sql`${t.status} in ('published', 'hidden')`),
  ],
);

/**
 * Documents staff give partners: remittance advice and annual documents for one partner, and resources
 * (guides, templates) for every partner (partner_id null). The bytes are an uploaded file.
 */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** Remittance advice: the period paid out and the amount remitted. */
    period_start: date('period_start', { mode: 'string' }),
    period_end: date('period_end', { mode: 'string' }),
    amount_usd_cents: integer('amount_usd_cents'),
    /** Annual documents: the year they cover. */
    year: integer('year'),
    /** When the partner first opened it (remittance advice status). */
    viewed_at: utc('viewed_at'),
    ...auditColumns,
  },
  (t) => [
    index('partner_documents_partner_idx').on(t.partner_id, t.kind),
    check('partner_documents_kind_ck', sql`${t.kind} in ('remittance', 'annual', 'resource')`),
    check('partner_documents_owner_ck', sql`(${t.kind} = 'resource') = (${t.partner_id} is null)`),
  ],
);

/** A worthy cause someone suggested at /refer-a-project; staff follow it up. */
export const worthyCauseReferrals = pgTable(
  'worthy_cause_referrals',
  {
    id: serial('id').primaryKey(),
    /** The signed-in member who suggested it; null for a visitor. */
    referrer_user_id: integer('referrer_user_id').references(() => users.id, { onDelete: 'set null' }),
    referrer_name: varchar('referrer_name', { length: 120 }).notNull(),
    referrer_email: varchar('referrer_email', { length: 254 }).notNull(),
    cause_name: varchar('cause_name', { length: 200 }).notNull(),
    website: text('website'),
    country_id: integer('country_id').references(() => countries.id),
    contact_name: varchar('contact_name', { length: 120 }),
    contact_email: varchar('contact_email', { length: 254 }),
    contact_phone: varchar('contact_phone', { length: 40 }),
    description: text('description').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    admin_note: text('admin_note'),
    ip: varchar('ip', { length: 64 }),
    ...auditColumns,
  },
  (t) => [
    index('worthy_cause_referrals_status_idx').on(t.status, t.created_at),
    check('worthy_cause_referrals_status_ck', sql`${t.status} in ('new', 'contacted', 'onboarded', 'declined')`),
  ],
);

/**
 * A worthy cause's application through the partner sign-up path: its details and one document, waiting for
 * staff. Approval creates the partner user (partner_user_id); until then nobody can sign in for it.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    worthy_cause_name: varchar('worthy_cause_name', { length: 160 }).notNull(),
    first_name: varchar('first_name', { length: 40 }).notNull(),
    last_name: varchar('last_name', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    country_id: integer('country_id').references(() => countries.id),
    website: text('website'),
    about: text('about').notNull(),
    document_storage_key: varchar('document_storage_key', { length: 80 }).notNull(),
    document_name: varchar('document_name', { length: 160 }).notNull(),
    document_content_type: varchar('document_content_type', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    review_note: text('review_note'),
    reviewed_by: integer('reviewed_by').references(() => users.id),
    reviewed_at: utc('reviewed_at'),
    partner_user_id: integer('partner_user_id').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    index('partner_applications_status_idx').on(t.status, t.created_at),
    uniqueIndex('partner_applications_pending_email_uq').on(sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
    check('partner_applications_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
