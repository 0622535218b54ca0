import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { countries } from './lookups.js';
import { membershipPayments } from './memberships.js';
import { companies, users } from './users.js';

/**
 * Billing belongs to a giving account: owner_key 'company:{id}' or 'user:{id}' (the cart's key), with the
 * account kind, the personal owner (or the member who acted for the company) and the company.
 */
const ownerColumns = {
  owner_key: varchar('owner_key', { length: 40 }).notNull(),
  account: varchar('account', { length: 16 }).notNull(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
};

/** The payment provider's customer of a giving account (Stripe's cus_...), made once per account and provider. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns,
    provider: varchar('provider', { length: 16 }).notNull(),
    provider_customer_id: varchar('provider_customer_id', { length: 200 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('billing_customers_owner_uq').on(t.owner_key, t.provider), uniqueIndex('billing_customers_provider_uq').on(t.provider, t.provider_customer_id)],
);

/**
 * A card saved at the payment provider for a giving account. Only what a member needs to recognise it is kept
 * (brand, last 4 digits, expiry): never the card number. One card per account is primary.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns,
    provider: varchar('provider', { length: 16 }).notNull(),
    provider_customer_id: varchar('provider_customer_id', { length: 200 }).notNull(),
    provider_payment_method_id: varchar('provider_payment_method_id', { length: 400 }).notNull(),
    brand: varchar('brand', { length: 32 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    index('payment_cards_owner_idx').on(t.owner_key, t.id),
    uniqueIndex('payment_cards_method_uq').on(t.provider, t.provider_payment_method_id),
    uniqueIndex('payment_cards_primary_uq').on(t.owner_key).where(sql`${t.is_primary}`),
    check('payment_cards_exp_month_ck', sql`${t.exp_month} between 1 and 12`),
  ],
);

/** One visit to the provider's hosted page to add a card: opened by update-card, completed once by the page's return. */
export const cardSetupSessions = pgTable(
  'card_setup_sessions',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns,
    /** Our own key in the return and sandbox addresses (random, never the provider's id). */
    session_key: varchar('session_key', { length: 80 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    provider_customer_id: varchar('provider_customer_id', { length: 200 }).notNull(),
    provider_session_id: varchar('provider_session_id', { length: 200 }),
    /** pending, completed or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    payment_card_id: integer('payment_card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    expires_at: utc('expires_at').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('card_setup_sessions_key_uq').on(t.session_key), check('card_setup_sessions_status_ck', sql`${t.status} in ('pending', 'completed', 'cancelled')`)],
);

/** A tax number a giving account shows on its billing details (VAT, GST, ABN, EIN or Other), with its country. */
export const taxDetails = pgTable(
  'tax_details',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns,
    tax_type: varchar('tax_type', { length: 8 }).notNull(),
    tax_number: varchar('tax_number', { length: 40 }).notNull(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    ...auditColumns,
  },
  (t) => [index('tax_details_owner_idx').on(t.owner_key, t.id), uniqueIndex('tax_details_number_uq').on(t.owner_key, t.tax_type, t.tax_number)],
);

/** The billing address of a giving account (the Address fields), one per account. */
export const billingAddresses = pgTable('billing_addresses', {
  owner_key: varchar('owner_key', { length: 40 }).primaryKey(),
  account: varchar('account', { length: 16 }).notNull(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  address_1: varchar('address_1', { length: 160 }).notNull(),
  address_2: varchar('address_2', { length: 160 }),
  city: varchar('city', { length: 80 }).notNull(),
  state: varchar('state', { length: 80 }),
  country_name: varchar('country_name', { length: 80 }).notNull(),
  zip_code: varchar('zip_code', { length: 12 }).notNull(),
  ...auditColumns,
});

/** An impact-token purchase of a company, paid through the payment provider (written by the token flow). */
export const tokenPurchases = pgTable(
  'token_purchases',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id),
    amount_usd_cents: integer('amount_usd_cents').notNull(),
    provider: varchar('provider', { length: 16 }),
    provider_session_id: varchar('provider_session_id', { length: 200 }),
    provider_reference: varchar('provider_reference', { length: 200 }),
    /** pending, paid, failed or cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    receipt_number: varchar('receipt_number', { length: 40 }),
    paid_at: utc('paid_at'),
    ...auditColumns,
  },
  (t) => [
    index('token_purchases_company_idx').on(t.company_id, t.created_at),
    uniqueIndex('token_purchases_receipt_uq').on(t.receipt_number),
    check('token_purchases_status_ck', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('token_purchases_amount_ck', sql`${t.amount_usd_cents} >= 0`),
  ],
);

/**
 * One automatic renewal attempt per company and membership end date: the unique pair is the idempotency key,
 * so a retried or repeated job never charges twice. Records the outcome and why.
 */
export const membershipRenewalCharges = pgTable(
  'membership_renewal_charges',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The membership end date this charge renews from. */
    period_end: utc('period_end').notNull(),
    idempotency_key: varchar('idempotency_key', { length: 120 }).notNull(),
    /** pending (charging), paid, declined or no_card. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    payment_card_id: integer('payment_card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    membership_payment_id: integer('membership_payment_id').references(() => membershipPayments.id, { onDelete: 'set null' }),
    amount_usd_cents: integer('amount_usd_cents'),
    provider_reference: varchar('provider_reference', { length: 200 }),
    failure_reason: text('failure_reason'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('membership_renewal_charges_uq').on(t.company_id, t.period_end), uniqueIndex('membership_renewal_charges_key_uq').on(t.idempotency_key)],
);
