import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { contributionGroups } from './giving.js';
import { credits } from './cart.js';
import { impactLevels } from './partners.js';
import { companies, users } from './users.js';

/**
 * Referral codes: each member company's personal code (is_personal, made on first use) and the codes staff
 * create, with the reward both sides get when a company that signed up with the code first pays for a
 * membership, a usage limit and an expiry.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    /** The referring company: the code's owner, who is rewarded; null for a staff campaign code. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    is_personal: boolean('is_personal').notNull().default(false),
    description: text('description'),
    /** none, giving_credit (reward_usd_cents), funded_impact (reward_impact_level_id x reward_quantity), membership_days (reward_days). */
    reward_type: varchar('reward_type', { length: 24 }).notNull().default('none'),
    reward_usd_cents: integer('reward_usd_cents'),
    reward_impact_level_id: integer('reward_impact_level_id').references(() => impactLevels.id),
    reward_quantity: integer('reward_quantity'),
    reward_days: integer('reward_days'),
    /** How many sign-ups the code accepts; null for no limit. */
    usage_limit: integer('usage_limit'),
    expires_at: utc('expires_at'),
    /** active or inactive. */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('referral_codes_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('referral_codes_personal_uq').on(t.company_id).where(sql`${t.is_personal}`),
    check('referral_codes_reward_ck', sql`${t.reward_type} in ('none', 'giving_credit', 'funded_impact', 'membership_days')`),
    check('referral_codes_status_ck', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/**
 * Referrals for good: a programme that funds an impact for the referring company per successful referral
 * (a referred company that becomes a paying member) while it runs.
 */
export const referralProgrammes = pgTable(
  'referral_programmes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    impact_level_id: integer('impact_level_id')
      .notNull()
      .references(() => impactLevels.id),
    quantity: integer('quantity').notNull(),
    starts_at: utc('starts_at').notNull(),
    ends_at: utc('ends_at'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...auditColumns,
  },
  (t) => [check('referral_programmes_status_ck', sql`${t.status} in ('active', 'inactive')`), check('referral_programmes_quantity_ck', sql`${t.quantity} > 0`)],
);

/** A company that signed up with a referral code: one row per referred company, so nothing is rewarded twice. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referral_code_id: integer('referral_code_id')
      .notNull()
      .references(() => referralCodes.id),
    referrer_company_id: integer('referrer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    referred_user_id: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_company_id: integer('referred_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** trial-registration or connect. */
    source: varchar('source', { length: 32 }).notNull(),
    /** joined (signed up), converted (became a paying member; rewards applied). */
    status: varchar('status', { length: 16 }).notNull().default('joined'),
    converted_at: utc('converted_at'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('referrals_referred_company_uq').on(t.referred_company_id),
    index('referrals_referrer_idx').on(t.referrer_company_id),
    index('referrals_code_idx').on(t.referral_code_id),
    check('referrals_status_ck', sql`${t.status} in ('joined', 'converted')`),
  ],
);

/** A reward given for a referral; the unique index lets each side get each source's reward once. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referral_id: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** referrer or referred. */
    side: varchar('side', { length: 16 }).notNull(),
    /** code (the code's reward) or programme (a referral for good). */
    source: varchar('source', { length: 16 }).notNull(),
    programme_id: integer('programme_id').references(() => referralProgrammes.id),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reward_type: varchar('reward_type', { length: 24 }).notNull(),
    amount_usd_cents: integer('amount_usd_cents'),
    days: integer('days'),
    impact_level_id: integer('impact_level_id').references(() => impactLevels.id),
    quantity: integer('quantity'),
    credit_id: integer('credit_id').references(() => credits.id),
    contribution_group_id: integer('contribution_group_id').references(() => contributionGroups.id),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_rewards_once_uq').on(t.referral_id, t.side, t.source), index('referral_rewards_company_idx').on(t.company_id)],
);

/** Invitation e-mails a company sent (to refer a business or into its hive); counted for the daily limit. */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sent_by: integer('sent_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    hive_id: integer('hive_id'),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('referral_invitations_company_idx').on(t.company_id, t.created_at)],
);

/** A hive partner's hive: the public page (/hive/{page_url}) gathering its member companies' impact. */
export const hives = pgTable(
  'hives',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    page_url: varchar('page_url', { length: 60 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    story: text('story'),
    logo: text('logo'),
    banner: text('banner'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('hives_page_url_uq').on(sql`lower(${t.page_url})`), uniqueIndex('hives_company_uq').on(t.company_id)],
);

/** A company in a hive: a company belongs to at most one hive. */
export const hiveMembers = pgTable(
  'hive_members',
  {
    id: serial('id').primaryKey(),
    hive_id: integer('hive_id')
      .notNull()
      .references(() => hives.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** invite (joined from an invitation or the hive page), connect (signed up through the partner's link), staff. */
    source: varchar('source', { length: 16 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('hive_members_company_uq').on(t.company_id), index('hive_members_hive_idx').on(t.hive_id)],
);
