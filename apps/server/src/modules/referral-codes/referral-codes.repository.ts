import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/lists.js';
import {
  companies,
  contributionGroups,
  contributions,
  exchangeRates,
  impactLevels,
  projects,
  referralCodes,
  referralInvitations,
  referralProgrammes,
  referralRewards,
  referrals,
  userBusiness,
  users,
} from '../../db/schema/index.js';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ProgrammeRow = typeof referralProgrammes.$inferSelect;

const levelName = sql<string | null>`(select ${impactLevels.impact_unit} from ${impactLevels} where ${impactLevels.id} = ${referralCodes.reward_impact_level_id})`;

/** A code by its text, case-insensitive, with the level name of its reward. */
export async function findCodeByText(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: referralCodes, level_name: levelName, company_name: companies.company_name, company_logo: companies.company_logo })
    .from(referralCodes)
    .leftJoin(companies, eq(companies.id, referralCodes.company_id))
    .where(sql`lower(${referralCodes.code}) = lower(${code})`);
  return row;
}

/** The company's personal code. */
export async function findPersonalCode(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ code: referralCodes, level_name: levelName })
    .from(referralCodes)
    .where(and(eq(referralCodes.company_id, companyId), eq(referralCodes.is_personal, true)));
  return row;
}

/** Inserts a code; null when the text (or the company's personal code) is taken. */
export async function insertCode(db: DbOrTx, values: typeof referralCodes.$inferInsert) {
  const [row] = await db.insert(referralCodes).values(values).onConflictDoNothing().returning({ id: referralCodes.id });
  return row?.id ?? null;
}

export async function updateCode(db: DbOrTx, id: number, values: Partial<typeof referralCodes.$inferInsert>) {
  const rows = await db
    .update(referralCodes)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(referralCodes.id, id))
    .returning({ id: referralCodes.id });
  return rows.length > 0;
}

export async function findCodeById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ code: referralCodes, level_name: levelName, company_name: companies.company_name })
    .from(referralCodes)
    .leftJoin(companies, eq(companies.id, referralCodes.company_id))
    .where(eq(referralCodes.id, id));
  return row;
}

/** How often a code was used (sign-ups) and converted (paying members). */
export async function countUses(db: DbOrTx, codeIds: number[]) {
  if (!codeIds.length) return new Map<number, { used: number; converted: number }>();
  const rows = await db
    .select({
      id: referrals.referral_code_id,
      used: sql<number>`count(*)::int`,
      converted: sql<number>`(count(*) filter (where ${referrals.status} = 'converted'))::int`,
    })
    .from(referrals)
    .where(inArray(referrals.referral_code_id, codeIds))
    .groupBy(referrals.referral_code_id);
  return new Map(rows.map((r) => [r.id, { used: Number(r.used), converted: Number(r.converted) }]));
}

/** Locks a code's row, so two sign-ups cannot both take its last use. */
export async function lockCode(tx: DbOrTx, id: number) {
  await tx.select({ id: referralCodes.id }).from(referralCodes).where(eq(referralCodes.id, id)).for('update');
}

export async function findCodes(db: DbOrTx, where: SQL | undefined, limit: number, page: number) {
  const base = db
    .select({ code: referralCodes, level_name: levelName, company_name: companies.company_name })
    .from(referralCodes)
    .leftJoin(companies, eq(companies.id, referralCodes.company_id))
    .where(where)
    .orderBy(desc(referralCodes.id))
    .$dynamic();
  const [rows, [{ total }]] = await Promise.all([
    pageOf(base, limit, page),
    db.select({ total: sql<number>`count(*)::int` }).from(referralCodes).leftJoin(companies, eq(companies.id, referralCodes.company_id)).where(where),
  ]);
  return { rows, total: Number(total) };
}

export const codeSearch = (search?: string, personal?: '0' | '1'): SQL | undefined =>
  and(
    search ? or(ilike(referralCodes.code, `%${search}%`), ilike(companies.company_name, `%${search}%`)) : undefined,
    personal === undefined ? undefined : eq(referralCodes.is_personal, personal === '1'),
  );

/** The e-mail domains and names of a company's people, to tell a company referring itself. */
export async function findCompanyPeopleEmails(db: DbOrTx, companyId: number) {
  return db
    .select({ email: users.email })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(eq(userBusiness.company_id, companyId));
}

export async function findCompanyName(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ name: companies.company_name, is_hive_partner: companies.is_hive_partner }).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function insertReferral(tx: DbOrTx, values: typeof referrals.$inferInsert) {
  const [row] = await tx.insert(referrals).values(values).onConflictDoNothing().returning({ id: referrals.id });
  return row?.id ?? null;
}

/** joined → converted, once: the row only when this call converted it. */
export async function convertReferral(tx: DbOrTx, referredCompanyId: number) {
  const [row] = await tx
    .update(referrals)
    .set({ status: 'converted', converted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(referrals.referred_company_id, referredCompanyId), eq(referrals.status, 'joined')))
    .returning();
  return row;
}

export async function findCodeRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(referralCodes).where(eq(referralCodes.id, id));
  return row;
}

/** The referrals a company made, newest first, with the referred company's name. */
export async function findReferralsOf(db: DbOrTx, referrerCompanyId: number) {
  return db
    .select({ referral: referrals, company_name: companies.company_name })
    .from(referrals)
    .innerJoin(companies, eq(companies.id, referrals.referred_company_id))
    .where(eq(referrals.referrer_company_id, referrerCompanyId))
    .orderBy(desc(referrals.created_at), desc(referrals.id))
    .limit(500);
}

/** The uses of one code (staff), newest first. */
export async function findReferralsOfCode(db: DbOrTx, codeId: number) {
  const referrer = sql<string | null>`(select ${companies.company_name} from ${companies} where ${companies.id} = ${referrals.referrer_company_id})`;
  return db
    .select({ referral: referrals, company_name: companies.company_name, referrer })
    .from(referrals)
    .innerJoin(companies, eq(companies.id, referrals.referred_company_id))
    .where(eq(referrals.referral_code_id, codeId))
    .orderBy(desc(referrals.id))
    .limit(500);
}

export async function findRewardsOfReferrals(db: DbOrTx, referralIds: number[], companyId: number) {
  if (!referralIds.length) return [];
  return db
    .select({ reward: referralRewards, level_name: impactLevels.impact_unit })
    .from(referralRewards)
    .leftJoin(impactLevels, eq(impactLevels.id, referralRewards.impact_level_id))
    .where(and(inArray(referralRewards.referral_id, referralIds), eq(referralRewards.company_id, companyId)))
    .orderBy(asc(referralRewards.id));
}

/** Inserts a reward; null when this side already got this source's reward for the referral. */
export async function insertReward(tx: DbOrTx, values: typeof referralRewards.$inferInsert) {
  const [row] = await tx.insert(referralRewards).values(values).onConflictDoNothing().returning({ id: referralRewards.id });
  return row?.id ?? null;
}

export async function setRewardLinks(tx: DbOrTx, id: number, values: { credit_id?: number; contribution_group_id?: number }) {
  await tx.update(referralRewards).set(values).where(eq(referralRewards.id, id));
}

/** Invitations the company sent since `since`. */
export async function countInvitationsSince(db: DbOrTx, companyId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referralInvitations)
    .where(and(eq(referralInvitations.company_id, companyId), gte(referralInvitations.created_at, since)));
  return Number(row.n);
}

export async function insertInvitations(tx: DbOrTx, rows: (typeof referralInvitations.$inferInsert)[]) {
  if (rows.length) await tx.insert(referralInvitations).values(rows);
}

/** Takes a transaction-scoped lock on the company's invitations, so two requests cannot pass the daily limit together. */
export async function lockInvitations(tx: DbOrTx, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-invitations'), ${companyId})`);
}

/** A live impact level with its project, for a funded-impact reward. */
export async function findLiveLevel(db: DbOrTx, levelId: number) {
  const [row] = await db
    .select({ level: impactLevels, project_title: projects.title, project_status: projects.status })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(eq(impactLevels.id, levelId));
  return row && row.level.is_active && row.project_status === 'live' ? row : undefined;
}

export async function findSgdRate(db: DbOrTx) {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, 'SGD'), sql`${exchangeRates.effective_from} <= now()`))
    .orderBy(sql`${exchangeRates.effective_from} desc`)
    .limit(1);
  return row ? String(row.rate) : '1.350000';
}

/** The company's owner (or first admin), who the platform-funded gift is recorded for. */
export async function findCompanyOwnerId(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ user_id: userBusiness.user_id })
    .from(userBusiness)
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  return row?.user_id ?? null;
}

/** A paid contribution the platform funds (a referral reward), counted as impact like every other. */
export async function insertFundedImpact(
  tx: DbOrTx,
  input: { userId: number; companyId: number; level: typeof impactLevels.$inferSelect; quantity: number; rate: string; reference: string },
) {
  const totalCents = input.level.price_cents * input.quantity;
  const sgdCents = Math.round(totalCents * Number(input.rate));
  const [group] = await tx
    .insert(contributionGroups)
    .values({
      user_id: input.userId,
      company_id: input.companyId,
      account: 'company',
      status: 'paid',
      total_usd_cents: totalCents,
      total_sgd_cents: sgdCents,
      exchange_rate_sgd: input.rate,
      funded_by: 'platform',
      payment_provider: 'platform',
      payment_reference: input.reference,
      paid_at: sql`now()`,
      created_by: input.userId,
    })
    .returning({ id: contributionGroups.id });
  await tx.insert(contributions).values({
    contribution_group_id: group.id,
    user_id: input.userId,
    company_id: input.companyId,
    account: 'company',
    project_id: input.level.project_id,
    impact_level_id: input.level.id,
    quantity: input.quantity,
    beneficiaries: input.quantity * input.level.beneficiaries_per_unit,
    unit_price_cents: input.level.price_cents,
    amt_total_usd_cents: totalCents,
    amt_total_sgd_cents: sgdCents,
    payment_received: 1,
    contribution_date: sql`now()`,
    funded_by: 'platform',
    created_by: input.userId,
  });
  return group.id;
}

/** Adds days to the company's membership (and its trial, while on one). */
export async function extendMembership(tx: DbOrTx, companyId: number, days: number) {
  const span = sql`make_interval(days => ${days})`;
  await tx
    .update(companies)
    .set({
      membership_end_date: sql`coalesce(${companies.membership_end_date}, now()) + ${span}`,
      trial_ends_at: sql`case when ${companies.trial_ends_at} > now() then ${companies.trial_ends_at} + ${span} else ${companies.trial_ends_at} end`,
      updated_at: sql`now()`,
    })
    .where(eq(companies.id, companyId));
}

// ---- Referrals for good ----

const programmeCols = {
  programme: referralProgrammes,
  impact_name: impactLevels.impact_unit,
  project_name: projects.title,
  rewarded: sql<number>`(select count(*)::int from ${referralRewards} where ${referralRewards.programme_id} = ${referralProgrammes.id})`,
};

/** The programme running at `now`: active, started, not ended; the newest start wins. */
export async function findRunningProgramme(db: DbOrTx, now: Date) {
  const [row] = await db
    .select(programmeCols)
    .from(referralProgrammes)
    .innerJoin(impactLevels, eq(impactLevels.id, referralProgrammes.impact_level_id))
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(
      and(
        eq(referralProgrammes.status, 'active'),
        lte(referralProgrammes.starts_at, now),
        or(isNull(referralProgrammes.ends_at), sql`${referralProgrammes.ends_at} > ${now.toISOString()}`),
      ),
    )
    .orderBy(desc(referralProgrammes.starts_at), desc(referralProgrammes.id))
    .limit(1);
  return row;
}

export async function findProgrammes(db: DbOrTx, where: SQL | undefined, limit: number, page: number) {
  const base = db
    .select(programmeCols)
    .from(referralProgrammes)
    .innerJoin(impactLevels, eq(impactLevels.id, referralProgrammes.impact_level_id))
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(where)
    .orderBy(desc(referralProgrammes.starts_at), desc(referralProgrammes.id))
    .$dynamic();
  const [rows, [{ total }]] = await Promise.all([
    pageOf(base, limit, page),
    db.select({ total: sql<number>`count(*)::int` }).from(referralProgrammes).where(where),
  ]);
  return { rows, total: Number(total) };
}

export const programmeIs = (id: number) => eq(referralProgrammes.id, id);
export const programmeSearch = (search?: string) => (search ? ilike(referralProgrammes.name, `%${search}%`) : undefined);

export async function insertProgramme(db: DbOrTx, values: typeof referralProgrammes.$inferInsert) {
  const [row] = await db.insert(referralProgrammes).values(values).returning({ id: referralProgrammes.id });
  return row.id;
}

export async function updateProgramme(db: DbOrTx, id: number, values: Partial<typeof referralProgrammes.$inferInsert>) {
  const rows = await db
    .update(referralProgrammes)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(referralProgrammes.id, id))
    .returning({ id: referralProgrammes.id });
  return rows.length > 0;
}

export async function findCompanyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return !!row;
}

export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, userId));
  return row ? `${row.first_name} ${row.last_name}`.trim() : '';
}
