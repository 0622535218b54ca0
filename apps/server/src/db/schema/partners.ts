import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, utc } from './columns.js';
import { categories, countries, states } from './lookups.js';
import { users } from './users.js';

/** A vetted worthy-cause organisation; its panel user is `user_id`. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    worthy_cause_name: varchar('worthy_cause_name', { length: 160 }).notNull(),
    org_legal_name: varchar('org_legal_name', { length: 200 }),
    registration_date: date('registration_date', { mode: 'string' }),
    tax_id: varchar('tax_id', { length: 64 }),
    org_aboutus: text('org_aboutus'),
    org_mission: text('org_mission'),
    org_story: text('org_story'),
    org_image: text('org_image'),
    bank_account_name: text('bank_account_name'),
    account_number: text('account_number'),
    bank_name: text('bank_name'),
    bank_address: text('bank_address'),
    finance_year_start: varchar('finance_year_start', { length: 16 }),
    is_duplicate: boolean('is_duplicate').notNull().default(false),
    ...auditColumns,
  },
  (t) => [uniqueIndex('partners_user_uq').on(t.user_id)],
);

/** The countries a partner is registered (reg), operates (ope) or is taxed (tax) in. */
export const partnerCountries = pgTable(
  'partner_countries',
  {
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    info_type: varchar('info_type', { length: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id, t.country_id, t.info_type] }),
    check('partner_countries_info_type_ck', sql`${t.info_type} in ('reg', 'ope', 'tax')`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary'),
    description: text('description'),
    story: text('story'),
    country_id: integer('country_id').references(() => countries.id),
    state_id: integer('state_id').references(() => states.id),
    location: text('location'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    is_bundle: boolean('is_bundle').notNull().default(false),
    image_square: text('image_square'),
    image_rectangle: text('image_rectangle'),
    /** Why staff sent a submitted project back to draft (shown to the partner until it is submitted again). */
    review_note: text('review_note'),
    submitted_at: utc('submitted_at'),
    approved_at: utc('approved_at'),
    approved_by: integer('approved_by').references(() => users.id),
    closed_at: utc('closed_at'),
    /** Display conditions: which account types see the project (countries in project_display_countries). */
    show_to_personal: boolean('show_to_personal').notNull().default(true),
    show_to_company: boolean('show_to_company').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('projects_partner_idx').on(t.partner_id),
    index('projects_status_idx').on(t.status),
    // The header search finds projects by title (ilike '%text%') by trigrams, however many projects there are.
    index('projects_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('projects_status_ck', sql`${t.status} in ('draft', 'submitted', 'live', 'paused', 'closed')`),
  ],
);

export const projectCategories = pgTable(
  'project_categories',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.category_id] }), index('project_categories_category_idx').on(t.category_id)],
);

/** A priced unit of impact: `price_cents` in `currency` buys one `impact_unit` for `beneficiaries_per_unit` people. */
export const impactLevels = pgTable(
  'impact_levels',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    price_cents: integer('price_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    impact_unit: varchar('impact_unit', { length: 120 }).notNull(),
    beneficiaries_per_unit: integer('beneficiaries_per_unit').notNull().default(1),
    is_active: boolean('is_active').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('impact_levels_project_idx').on(t.project_id),
    check('impact_levels_price_ck', sql`${t.price_cents} > 0`),
    check('impact_levels_beneficiaries_ck', sql`${t.beneficiaries_per_unit} >= 0`),
  ],
);
