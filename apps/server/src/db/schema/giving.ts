import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { impactLevels, projects } from './partners.js';
import { companies, users } from './users.js';

/** Exchange rates from USD, fixed onto each contribution at payment time. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Units of `currency` per 1 USD. */
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    effective_from: utc('effective_from').notNull(),
    ...auditColumns,
  },
  (t) => [index('exchange_rates_currency_idx').on(t.currency, t.effective_from)],
);

/** One checkout: the contributions paid together. */
export const contributionGroups = pgTable(
  'contribution_groups',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    company_id: integer('company_id').references(() => companies.id),
    /** 'user' (personal) or 'company': which account gave. */
    account: varchar('account', { length: 16 }).notNull(),
    /** pending, paid, failed or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    total_usd_cents: integer('total_usd_cents').notNull(),
    total_sgd_cents: integer('total_sgd_cents'),
    exchange_rate_sgd: numeric('exchange_rate_sgd', { precision: 12, scale: 6 }),
    /** Who paid: the giver ('customer'), the platform (trial gift) or a giving credit. */
    funded_by: varchar('funded_by', { length: 16 }).notNull().default('customer'),
    payment_provider: varchar('payment_provider', { length: 32 }),
    payment_reference: varchar('payment_reference', { length: 255 }),
    paid_at: utc('paid_at'),
    ...auditColumns,
  },
  (t) => [
    index('contribution_groups_user_idx').on(t.user_id),
    index('contribution_groups_company_idx').on(t.company_id),
    check('contribution_groups_status_ck', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
  ],
);

/** One impact bought: quantity units of an impact level. Only payment_received = 1 with a date counts as impact. */
export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    contribution_group_id: integer('contribution_group_id')
      .notNull()
      .references(() => contributionGroups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    company_id: integer('company_id').references(() => companies.id),
    account: varchar('account', { length: 16 }).notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    contribution_story_id: integer('contribution_story_id'),
    quantity: integer('quantity').notNull(),
    beneficiaries: integer('beneficiaries').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    amt_total_usd_cents: integer('amt_total_usd_cents').notNull(),
    amt_total_sgd_cents: integer('amt_total_sgd_cents'),
    payment_received: integer('payment_received').notNull().default(0),
    contribution_date: utc('contribution_date'),
    funded_by: varchar('funded_by', { length: 16 }).notNull().default('customer'),
    ...auditColumns,
  },
  (t) => [
    index('contributions_group_idx').on(t.contribution_group_id),
    index('contributions_user_idx').on(t.user_id, t.payment_received),
    index('contributions_company_idx').on(t.company_id, t.payment_received),
    index('contributions_project_idx').on(t.project_id),
    // Impact reads (impact history, partial months of the dashboards) of one account: its paid contributions in
    // (date, id) order, so a history page is an index-only walk; the summed columns are in the key so figures
    // come from the index alone.
    index('contributions_company_paid_idx')
      .on(t.company_id, t.contribution_date, t.id, t.project_id, t.quantity, t.beneficiaries, t.amt_total_usd_cents, t.amt_total_sgd_cents)
      .where(sql`${t.payment_received} = 1 and ${t.contribution_date} is not null and ${t.account} = 'company'`),
    index('contributions_user_paid_idx')
      .on(t.user_id, t.contribution_date, t.id, t.project_id, t.quantity, t.beneficiaries, t.amt_total_usd_cents, t.amt_total_sgd_cents)
      .where(sql`${t.payment_received} = 1 and ${t.contribution_date} is not null and ${t.account} = 'user'`),
    // A partner's reads (its projects' paid contributions by date: history pages, totals, the Home) and the
    // platform-wide totals. The giver and the summed columns are in the key, so a partner's figures, also by
    // account type or giver, come from the index alone.
    index('contributions_project_paid_date_idx')
      .on(
        t.project_id,
        t.contribution_date,
        t.id,
        t.account,
        t.user_id,
        t.company_id,
        t.quantity,
        t.beneficiaries,
        t.amt_total_usd_cents,
        t.amt_total_sgd_cents,
      )
      .where(sql`${t.payment_received} = 1 and ${t.contribution_date} is not null`),
    check('contributions_quantity_ck', sql`${t.quantity} > 0`),
    check('contributions_payment_received_ck', sql`${t.payment_received} in (0, 1)`),
  ],
);
