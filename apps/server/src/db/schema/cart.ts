import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { contributionGroups } from './giving.js';
import { impactLevels, projects } from './partners.js';
import { companies, users } from './users.js';

/**
 * A giving cart: one per personal account ('user:{id}') and one per company ('company:{id}'), shared by the
 * company's members. `owner_key` makes "one cart per owner" a plain unique constraint.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    owner_key: varchar('owner_key', { length: 40 }).notNull(),
    /** The personal owner, or the member who last changed a company cart. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    account: varchar('account', { length: 16 }).notNull(),
    /** The pending checkout made from this cart, while one is open. */
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id, { onDelete: 'set null' }),
    /** 1 when the items were restored from an earlier contribution group. */
    restored: integer('restored').notNull().default(0),
    monthly_story_flag: integer('monthly_story_flag').notNull().default(0),
    ecard_template_id: integer('ecard_template_id'),
    ecard_message: text('ecard_message'),
    ecard_recipient_name: varchar('ecard_recipient_name', { length: 120 }),
    ecard_recipient_email: varchar('ecard_recipient_email', { length: 254 }),
    /** Key of the shareable read-only link /usercart/{key}/{type}; null until the owner shares the cart. */
    share_key: varchar('share_key', { length: 64 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('carts_owner_uq').on(t.owner_key),
    uniqueIndex('carts_share_key_uq').on(t.share_key),
    check('carts_account_ck', sql`(${t.account} = 'user' and ${t.company_id} is null) or (${t.account} = 'company' and ${t.company_id} is not null)`),
  ],
);

/**
 * One line of a cart. Lines merge by type, project or story, and impact level: `story_id` is 0 on project
 * lines so the merge key is a plain unique constraint that INSERT ... ON CONFLICT can target.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cart_id: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    story_id: integer('story_id').notNull().default(0),
    /** group_unique_id: ties the lines of one multi-project story together. */
    story_group_id: varchar('story_group_id', { length: 64 }),
    quantity: integer('quantity').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cart_items_merge_uq').on(t.cart_id, t.type, t.story_id, t.impact_level_id),
    check('cart_items_type_ck', sql`${t.type} in ('project', 'story')`),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0`),
    check('cart_items_story_ck', sql`(${t.type} = 'project' and ${t.story_id} = 0) or (${t.type} = 'story' and ${t.story_id} > 0)`),
  ],
);

/** A user's favourite projects. */
export const favouriteProjects = pgTable(
  'favourite_projects',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.project_id] }), index('favourite_projects_project_idx').on(t.project_id)],
);

/** What one unit of a bundle project (projects.is_bundle) gives: `quantity` units of each component impact level. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundle_project_id: integer('bundle_project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundle_project_id, t.impact_level_id] }), check('bundle_items_quantity_ck', sql`${t.quantity} > 0`)],
);

/** The e-card chosen at checkout, kept with the contribution group it was given with. */
export const groupEcards = pgTable('group_ecards', {
  contribution_group_id: integer('contribution_group_id')
    .primaryKey()
    .references(() => contributionGroups.id, { onDelete: 'cascade' }),
  template_id: integer('template_id').notNull(),
  message: text('message'),
  recipient_name: varchar('recipient_name', { length: 120 }),
  recipient_email: varchar('recipient_email', { length: 254 }),
  created_at: utc('created_at').notNull().defaultNow(),
});

/**
 * Secret links to the payment page /payment-redirect/{type}/{token}/{group}: they let that page start the
 * payment of one group without a session. Stored as SHA-256 hashes.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    contribution_group_id: integer('contribution_group_id')
      .notNull()
      .references(() => contributionGroups.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: utc('expires_at').notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_links_token_uq').on(t.token_hash), index('payment_links_group_idx').on(t.contribution_group_id)],
);

/**
 * One attempt to collect the amount due of a group at a payment provider (a hosted sandbox page or a Stripe
 * Checkout Session). status: open, requires_action, succeeded, failed, cancelled, superseded.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    contribution_group_id: integer('contribution_group_id')
      .notNull()
      .references(() => contributionGroups.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    provider_session_id: varchar('provider_session_id', { length: 255 }).notNull(),
    amount_due_cents: integer('amount_due_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    status: varchar('status', { length: 24 }).notNull().default('open'),
    redirect_url: text('redirect_url').notNull(),
    expires_at: utc('expires_at').notNull(),
    completed_at: utc('completed_at'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_uq').on(t.provider, t.provider_session_id),
    index('payment_sessions_group_idx').on(t.contribution_group_id),
    check('payment_sessions_amount_ck', sql`${t.amount_due_cents} > 0`),
    check('payment_sessions_status_ck', sql`${t.status} in ('open', 'requires_action', 'succeeded', 'failed', 'cancelled', 'superseded')`),
  ],
);

/**
 * Every payment notification handled (Stripe webhook events, sandbox completions). The unique key makes
 * handling idempotent: the same event twice is recorded once and pays once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    event_id: varchar('event_id', { length: 255 }).notNull(),
    event_type: varchar('event_type', { length: 64 }).notNull(),
    payment_session_id: integer('payment_session_id').references(() => paymentSessions.id, { onDelete: 'set null' }),
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id, { onDelete: 'set null' }),
    /** What handling did: paid, failed, cancelled, already_paid, refund_due, amount_mismatch, unknown_session, ignored. */
    outcome: varchar('outcome', { length: 32 }).notNull().default('received'),
    details: jsonb('details'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.event_id), index('payment_events_group_idx').on(t.contribution_group_id)],
);

/**
 * A giving credit (the staff gift credit, a referral reward) for a personal account or a company: the grant's
 * owner, amount and expiry. Its value lives on the ledger in the account `credit:{id}` (granted, redeemed at
 * checkout, given back when a payment fails, expired or revoked), so what is left is the sum of its entries; a
 * null expiry_date never expires.
 */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    account: varchar('account', { length: 16 }).notNull(),
    /** The amount granted (the ledger's grant transfer moves exactly this). */
    credit_usd_cents: integer('credit_usd_cents').notNull(),
    /** Last day (UTC) the credit can be used; null never expires. */
    expiry_date: date('expiry_date', { mode: 'string' }),
    note: text('note'),
    /** Whether the owner has seen the 'Giving Credit has been added' dialog. */
    is_notified: boolean('is_notified').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    index('credits_user_idx').on(t.user_id),
    index('credits_company_idx').on(t.company_id),
    check('credits_amount_ck', sql`${t.credit_usd_cents} > 0`),
    check(
      'credits_owner_ck',
      sql`(${t.account} = 'user' and ${t.user_id} is not null and ${t.company_id} is null) or (${t.account} = 'company' and ${t.company_id} is not null and ${t.user_id} is null)`,
    ),
  ],
);

/** A line of a visitor's public cart: what to give, never a price (the server prices it). */
export type PublicCartLineValue = { project_id: number; impact_level_id: number; quantity: number };

/**
 * A visitor's public cart, opened and shared by its key (/usercart/{key}/guest); no account owns it. A guest
 * checkout turns it into a contribution group of the guest's account.
 */
export const publicCarts = pgTable('public_carts', {
  id: serial('id').primaryKey(),
  share_key: varchar('share_key', { length: 64 }).notNull().unique(),
  lines: jsonb('lines').$type<PublicCartLineValue[]>().notNull().default([]),
  ...auditColumns,
});
