import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { countries, industries } from './lookups.js';
import { companies, users } from './users.js';

/** The membership packages (Tiny, Small, SME, SME PLUS). */
export const membershipPackages = pgTable('membership_packages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  description: text('description').notNull(),
  employee_limit: integer('employee_limit').notNull().default(0),
  is_premium: boolean('is_premium').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
  ...auditColumns,
});

/** A package's price for one membership period (1 monthly; 2, 3, 4 annual for 1, 2, 3 years), in US cents. */
export const membershipPackagePrices = pgTable(
  'membership_package_prices',
  {
    id: serial('id').primaryKey(),
    package_id: integer('package_id')
      .notNull()
      .references(() => membershipPackages.id, { onDelete: 'cascade' }),
    membership_period_id: integer('membership_period_id').notNull(),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('membership_package_prices_uq').on(t.package_id, t.membership_period_id)],
);

/** The package a company's membership is on (its period and end date are on companies). */
export const companyPackages = pgTable('company_packages', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  package_id: integer('package_id')
    .notNull()
    .references(() => membershipPackages.id),
  ...auditColumns,
});

/** One membership payment (an upgrade or a renewal), priced by the server, paid through the payment provider. */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    package_id: integer('package_id')
      .notNull()
      .references(() => membershipPackages.id),
    membership_period_id: integer('membership_period_id').notNull(),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
    /** pending, paid, failed or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** 1 = Complete; anything else Incomplete. */
    payment_status: integer('payment_status').notNull().default(0),
    is_renewal: boolean('is_renewal').notNull().default(false),
    failure_reason: text('failure_reason'),
    provider: varchar('provider', { length: 16 }),
    provider_session_id: varchar('provider_session_id', { length: 200 }),
    redirect_url: text('redirect_url'),
    payment_reference: varchar('payment_reference', { length: 200 }),
    /** The membership end date this payment set, once paid. */
    membership_end_date: utc('membership_end_date'),
    paid_at: utc('paid_at'),
    ...auditColumns,
  },
  (t) => [index('membership_payments_company_idx').on(t.company_id, t.id), uniqueIndex('membership_payments_session_uq').on(t.provider, t.provider_session_id)],
);

/** Every provider event about a membership payment, once per (provider, event id): a second delivery changes nothing. */
export const membershipPaymentEvents = pgTable(
  'membership_payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    event_id: varchar('event_id', { length: 200 }).notNull(),
    event_type: varchar('event_type', { length: 80 }).notNull(),
    membership_payment_id: integer('membership_payment_id').references(() => membershipPayments.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 32 }),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_payment_events_uq').on(t.provider, t.event_id)],
);

/**
 * A membership sign-up waiting for its payment (/sign-up, /sign-up-geniusu). It is not an account: nobody can
 * sign in with it and its e-mail is not reserved. The payment provider's success event creates the user, the
 * company, the paid membership payment and the membership in one transaction and records them here; a failed
 * or cancelled payment leaves nothing but this row.
 */
export const membershipSignUps = pgTable(
  'membership_sign_ups',
  {
    id: serial('id').primaryKey(),
    /** The unguessable key of the result page (/sign-up/complete/{key}). */
    sign_up_key: varchar('sign_up_key', { length: 64 }).notNull(),
    /** business (a company membership) or personal (the member's own membership). */
    account_type: varchar('account_type', { length: 16 }).notNull(),
    first_name: varchar('first_name', { length: 40 }).notNull(),
    last_name: varchar('last_name', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    company_name: varchar('company_name', { length: 160 }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    industry_1: integer('industry_1').references(() => industries.id),
    package_id: integer('package_id')
      .notNull()
      .references(() => membershipPackages.id),
    membership_period_id: integer('membership_period_id').notNull(),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
    /** users.register_source of the account it makes: sign-up or sign-up-geniusu. */
    register_source: varchar('register_source', { length: 64 }).notNull(),
    /** pending, completed, failed or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    failure_reason: text('failure_reason'),
    provider: varchar('provider', { length: 16 }),
    provider_session_id: varchar('provider_session_id', { length: 200 }),
    redirect_url: text('redirect_url'),
    user_id: integer('user_id').references(() => users.id),
    company_id: integer('company_id').references(() => companies.id),
    membership_payment_id: integer('membership_payment_id').references(() => membershipPayments.id),
    completed_at: utc('completed_at'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('membership_sign_ups_key_uq').on(t.sign_up_key), uniqueIndex('membership_sign_ups_session_uq').on(t.provider, t.provider_session_id)],
);
