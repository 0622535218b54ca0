import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { countries, industries, roles } from './lookups.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    first_name: varchar('first_name', { length: 40 }).notNull(),
    last_name: varchar('last_name', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** 'user' (personal) or 'company': which account the user is acting as. */
    account: varchar('account', { length: 16 }).notNull().default('user'),
    /** 1 lets an admin switch into the business and partner views. */
    change_type: integer('change_type').notNull().default(0),
    register_source: varchar('register_source', { length: 64 }),
    /** Which panel the user belongs to: business, partner or admin. */
    user_type: varchar('user_type', { length: 16 }).notNull().default('business'),
    business_owner_role_id: integer('business_owner_role_id'),
    campaign_access_flag: integer('campaign_access_flag').notNull().default(0),
    /** 0 live, 1 blocked (staff block a user; a blocked user cannot sign in). */
    status: integer('status').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    email_verified_at: utc('email_verified_at'),
    country_id: integer('country_id').references(() => countries.id),
    image: text('image'),
    about_you: text('about_you'),
    facebook_url: text('facebook_url'),
    googleplus_url: text('googleplus_url'),
    linkedin_url: text('linkedin_url'),
    twitter_url: text('twitter_url'),
    /** A new login e-mail waiting for its confirmation link; the address above stays in force until then. */
    pending_email: varchar('pending_email', { length: 254 }),
    /** Whether the personal impact profile (/personal-account-profile/{id}) is public. */
    is_public: boolean('is_public').notNull().default(false),
    last_login_at: utc('last_login_at'),
    /** The referral code entered at sign-up, if any. */
    referral_code: varchar('referral_code', { length: 64 }),
    /** Set when staff deleted the account: its personal details are wiped, its giving stays. */
    deleted_at: utc('deleted_at'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_id),
    index('users_created_idx').on(t.created_at, t.id),
    // Name searches (ilike '%text%' on "first last") by trigrams, so they stay fast however many users there are.
    index('users_name_trgm_idx').using('gin', sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`),
    // And e-mail searches (staff's quick and site search) the same way.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    company_name: varchar('company_name', { length: 160 }).notNull(),
    country_id: integer('country_id').references(() => countries.id),
    industry_1: integer('industry_1').references(() => industries.id),
    industry_2: integer('industry_2').references(() => industries.id),
    employee_limit: integer('employee_limit').notNull().default(0),
    token_management_access: varchar('token_management_access', { length: 1 }).notNull().default('0'),
    engagement_access: varchar('engagement_access', { length: 1 }).notNull().default('0'),
    is_hive_partner: integer('is_hive_partner').notNull().default(0),
    latest_impact_partner_level: varchar('latest_impact_partner_level', { length: 64 }),
    mission: text('mission'),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    website: text('website'),
    company_logo: text('company_logo'),
    company_icon: text('company_icon'),
    company_banner_img: text('company_banner_img'),
    address_1: varchar('address_1', { length: 160 }),
    address_2: varchar('address_2', { length: 160 }),
    city: varchar('city', { length: 80 }),
    state: varchar('state', { length: 80 }),
    zip_code: varchar('zip_code', { length: 20 }),
    facebook_url: text('facebook_url'),
    googleplus_url: text('googleplus_url'),
    linkedin_url: text('linkedin_url'),
    twitter_url: text('twitter_url'),
    /** Whether the public business profile and listing show this company. */
    is_public: boolean('is_public').notNull().default(false),
    membership_period_id: integer('membership_period_id'),
    membership_end_date: utc('membership_end_date'),
    membership_recurring_status: varchar('membership_recurring_status', { length: 32 }),
    trial_started_at: utc('trial_started_at'),
    trial_ends_at: utc('trial_ends_at'),
    status: integer('status').notNull().default(1),
    ...auditColumns,
  },
  (t) => [
    index('companies_name_idx').on(t.company_name),
    // Company name searches (ilike '%text%') by trigrams.
    index('companies_name_trgm_idx').using('gin', sql`${t.company_name} gin_trgm_ops`),
  ],
);

/** Links a user to a company: is_admin 1 for company admins, is_business 1 for business-only members. */
export const userBusiness = pgTable(
  'user_business',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    is_admin: integer('is_admin').notNull().default(0),
    is_business: integer('is_business').notNull().default(0),
    /** The company owner: only one per company. */
    is_owner: boolean('is_owner').notNull().default(false),
    type_reg: varchar('type_reg', { length: 32 }),
    country_id: integer('country_id').references(() => countries.id),
    ...auditColumns,
  },
  (t) => [uniqueIndex('user_business_user_company_uq').on(t.user_id, t.company_id), index('user_business_company_idx').on(t.company_id)],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes so a database leak yields no usable token. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access_token_hash: varchar('access_token_hash', { length: 64 }).notNull(),
    refresh_token_hash: varchar('refresh_token_hash', { length: 64 }).notNull(),
    access_expires_at: utc('access_expires_at').notNull(),
    refresh_expires_at: utc('refresh_expires_at').notNull(),
    revoked_at: utc('revoked_at'),
    /** The admin acting as this user, when the token came from impersonation. */
    impersonator_id: integer('impersonator_id').references(() => users.id),
    /** The panel this session acts in when an admin switched view (business or partner); null = the user's own. */
    view_type: varchar('view_type', { length: 16 }),
    client_id: varchar('client_id', { length: 128 }).notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_tokens_access_uq').on(t.access_token_hash),
    uniqueIndex('oauth_tokens_refresh_uq').on(t.refresh_token_hash),
    index('oauth_tokens_user_idx').on(t.user_id),
  ],
);
