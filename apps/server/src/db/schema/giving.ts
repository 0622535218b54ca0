import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { impactLevels, partners, projects } from './partners.js';
import { partnerDocuments } from './worthy-causes.js';
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
    /** The currency the giver paid in (USD, or SGD for giving staff recorded in Singapore dollars). */
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    /** Staff's note on giving they recorded by hand. */
    note: text('note'),
    /** True for a guest's checkout (/usercart/{key}/guest): the payment ends on /thankyou, the receipt offers the claim link. */
    guest: boolean('guest').notNull().default(false),
    /** The public campaign a guest gave to (campaigns.id); its paid contributions are the campaign's progress. */
    campaign_id: integer('campaign_id'),
    ...auditColumns,
  },
  (t) => [
    index('contribution_groups_user_idx').on(t.user_id),
    // The staff giving list: newest first within a date range of the giving's date.
    index('contribution_groups_date_idx').on(sql`coalesce(${t.paid_at}, ${t.created_at})`, t.id),
    index('contribution_groups_company_idx').on(t.company_id),
    index('contribution_groups_campaign_idx').on(t.campaign_id).where(sql`${t.campaign_id} is not null`),
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
    /** The remittance that paid this contribution out to its partner; set once, never twice. */
    remittance_id: integer('remittance_id').references(() => remittances.id),
    ...auditColumns,
  },
  (t) => [
    index('contributions_group_idx').on(t.contribution_group_id),
    // What is owed to partners: paid contributions not remitted yet, per project and date.
    index('contributions_unremitted_idx')
      .on(t.project_id, t.contribution_date)
      .where(sql`${t.payment_received} = 1 and ${t.remittance_id} is null and ${t.contribution_date} is not null`),
    index('contributions_remittance_idx').on(t.remittance_id),
    index('contributions_user_idx').on(t.user_id, t.payment_received),
    index('contributions_company_idx').on(t.company_id, t.payment_received),
    index('contributions_project_idx').on(t.project_id),
    // What a company's impact tokens have allocated (token-paid contributions), summed from the index alone.
    index('contributions_token_company_idx').on(t.company_id, t.amt_total_usd_cents).where(sql`${t.funded_by} = 'token' and ${t.payment_received} = 1`),
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

/**
 * Money paid out to a worthy-cause partner for the paid contributions of a period. Each contribution it
 * covers points at it (contributions.remittance_id), so a contribution is remitted once; its advice is a
 * remittance document in the partner's resources.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    contributions_count: integer('contributions_count').notNull(),
    /** The paid contributions it covers, in US cents. */
    gross_usd_cents: integer('gross_usd_cents').notNull(),
    fees_usd_cents: integer('fees_usd_cents').notNull().default(0),
    /** gross − fees: what was sent. */
    net_usd_cents: integer('net_usd_cents').notNull(),
    /** The currency the partner was paid in and the rate from USD used; USD at 1 when sent in dollars. */
    payout_currency: varchar('payout_currency', { length: 3 }).notNull().default('USD'),
    fx_rate: numeric('fx_rate', { precision: 14, scale: 6 }).notNull().default('1'),
    remitted_on: date('remitted_on', { mode: 'string' }).notNull(),
    bank_reference: varchar('bank_reference', { length: 120 }).notNull(),
    /** The remittance advice document (partner_documents, kind remittance). */
    document_id: integer('document_id').references(() => partnerDocuments.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    index('remittances_partner_idx').on(t.partner_id, t.period_end),
    uniqueIndex('remittances_document_uq').on(t.document_id),
    check('remittances_amounts_ck', sql`${t.gross_usd_cents} > 0 and ${t.fees_usd_cents} >= 0 and ${t.net_usd_cents} = ${t.gross_usd_cents} - ${t.fees_usd_cents} and ${t.net_usd_cents} > 0`),
    check('remittances_period_ck', sql`${t.period_start} <= ${t.period_end}`),
    check('remittances_fx_ck', sql`${t.fx_rate} > 0`),
  ],
);

/** A remittance's amount per project, as its advice shows it. */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: serial('id').primaryKey(),
    remittance_id: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    contributions_count: integer('contributions_count').notNull(),
    quantity: integer('quantity').notNull(),
    beneficiaries: integer('beneficiaries').notNull(),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
  },
  (t) => [uniqueIndex('remittance_lines_project_uq').on(t.remittance_id, t.project_id)],
);
