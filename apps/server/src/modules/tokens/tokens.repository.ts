import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../db/lists.js';
import { companies, contributionGroups, contributions, impactLevels, impactTokens, projects, tokenPurchases, userBusiness, users } from '../../db/schema/index.js';

export type TokenRow = typeof impactTokens.$inferSelect;
export type NewToken = typeof impactTokens.$inferInsert;
export type PurchaseRow = typeof tokenPurchases.$inferSelect;

/** The ledger account of one token. */
export const tokenAccount = (id: number) => `token:${id}`;

// Companies and people

/** The caller's link to a company: admin, owner and business-only flags. */
export async function findCompanyLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ is_admin: userBusiness.is_admin, is_business: userBusiness.is_business, is_owner: userBusiness.is_owner })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return row ?? null;
}

/** The company the member administers by default: the one they own, else one they administer. */
export async function findAdministeredCompanyId(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ company_id: userBusiness.company_id })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), or(eq(userBusiness.is_admin, 1), eq(userBusiness.is_owner, true))))
    .orderBy(desc(userBusiness.is_owner), userBusiness.id)
    .limit(1);
  return row?.company_id ?? null;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, company_name: companies.company_name, token_management_access: companies.token_management_access, membership_end_date: companies.membership_end_date })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Users by e-mail (case-insensitive), for a list of addresses. */
export async function findUsersByEmails(db: DbOrTx, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, first_name: users.first_name })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.param(emails)}::text[])`);
}

export async function insertUser(tx: DbOrTx, row: typeof users.$inferInsert) {
  const [u] = await tx.insert(users).values(row).returning({ id: users.id });
  return u!.id;
}

/** Adds a person to a company as a plain member, unless already linked. */
export async function linkMember(tx: DbOrTx, userId: number, companyId: number, by: number) {
  await tx.insert(userBusiness).values({ user_id: userId, company_id: companyId, is_admin: 0, is_business: 1, type_reg: 'employee', created_by: by, updated_by: by }).onConflictDoNothing();
}

// Purchases

export async function insertPurchase(db: DbOrTx, row: typeof tokenPurchases.$inferInsert) {
  const [p] = await db.insert(tokenPurchases).values(row).returning();
  return p!;
}

export async function setPurchaseSession(db: DbOrTx, id: number, provider: string, sessionId: string) {
  await db.update(tokenPurchases).set({ provider, provider_session_id: sessionId, updated_at: sql`now()` }).where(eq(tokenPurchases.id, id));
}

export async function findPurchase(db: DbOrTx, id: number) {
  const [p] = await db.select().from(tokenPurchases).where(eq(tokenPurchases.id, id));
  return p ?? null;
}

export async function findPurchaseBySession(db: DbOrTx, provider: string, sessionId: string) {
  const [p] = await db
    .select()
    .from(tokenPurchases)
    .where(and(eq(tokenPurchases.provider, provider), eq(tokenPurchases.provider_session_id, sessionId)));
  return p ?? null;
}

/** pending → paid, once: answers false when the purchase was no longer pending. */
export async function markPurchasePaid(tx: DbOrTx, id: number, reference: string) {
  const rows = await tx
    .update(tokenPurchases)
    .set({ status: 'paid', paid_at: sql`now()`, provider_reference: reference, receipt_number: sql`'T-' || lpad(${tokenPurchases.id}::text, 6, '0')`, updated_at: sql`now()` })
    .where(and(eq(tokenPurchases.id, id), eq(tokenPurchases.status, 'pending')))
    .returning({ id: tokenPurchases.id });
  return rows.length > 0;
}

export async function closePurchase(tx: DbOrTx, id: number, status: 'failed' | 'cancelled') {
  const rows = await tx
    .update(tokenPurchases)
    .set({ status, updated_at: sql`now()` })
    .where(and(eq(tokenPurchases.id, id), eq(tokenPurchases.status, 'pending')))
    .returning({ id: tokenPurchases.id });
  return rows.length > 0;
}

// Ledger totals (read straight from the ledger's tables: sums of entries by transfer kind)

/** Sum of the company account's token entries per transfer kind, in cents. */
export async function companyTotalsByKind(db: DbOrTx, companyId: number) {
  const res = await db.execute<{ kind: string; cents: string }>(sql`
    select t.kind, sum(e.amount_cents)::text as cents
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.asset = 'token' and e.account = ${`company:${companyId}`}
    group by t.kind`);
  return res.rows.map((r) => ({ kind: r.kind, cents: Number(r.cents) }));
}

/**
 * The company's token-paid contributions and how many people hold its live tokens; both from partial indexes
 * alone, so the figures do not grow with the number of tokens' ledger accounts. Token-paid contributions are
 * written in the same transaction as a ledger transfer for the same cents: a holder's allocation (token.allocate,
 * from the token's account) or the company's own giving from its balance (token.give, from the company's account,
 * whose sum `companyTotalsByKind` already reads), so what holders allocated is the first less the second.
 */
export async function companyTokenAccountTotals(db: DbOrTx, companyId: number) {
  const res = await db.execute<{ token_paid: string; holders: string }>(sql`
    select
      (select coalesce(sum(c.amt_total_usd_cents), 0) from contributions c where c.company_id = ${companyId} and c.funded_by = 'token' and c.payment_received = 1)::text as token_paid,
      (select count(distinct lower(k.email)) from impact_tokens k where k.company_id = ${companyId} and k.kind = 'company' and k.status in ('active', 'paused'))::text as holders`);
  const r = res.rows[0];
  return { tokenPaid: Number(r?.token_paid ?? 0), holders: Number(r?.holders ?? 0) };
}

/** Per token: its balance and what it allocated, in cents. */
export async function tokenSums(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { balance: number; allocated: number }>();
  const res = await db.execute<{ account: string; balance: string; allocated: string }>(sql`
    select e.account, sum(e.amount_cents)::text as balance, sum(case when t.kind = 'token.allocate' then -e.amount_cents else 0 end)::text as allocated
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.asset = 'token' and e.account = any(${sql.param(ids.map(tokenAccount))}::text[])
    group by e.account`);
  return new Map(res.rows.map((r) => [Number(r.account.slice('token:'.length)), { balance: Number(r.balance), allocated: Number(r.allocated) }]));
}

/** A token's movements on the ledger, oldest first. */
export async function tokenMovements(db: DbOrTx, id: number) {
  const res = await db.execute<{ kind: string; amount_cents: number; created_at: Date | string }>(sql`
    select t.kind, e.amount_cents, e.created_at from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.asset = 'token' and e.account = ${tokenAccount(id)} order by e.id`);
  return res.rows.map((r) => ({ kind: r.kind, amount_cents: Number(r.amount_cents), created_at: new Date(r.created_at) }));
}

// Tokens

/** Tokens of one insert: a token row binds about twenty parameters and PostgreSQL binds at most 65,535 per statement. */
const TOKENS_PER_STATEMENT = 2_000;

/** Inserts tokens, answering the rows in the order given (an import of 10,000 people takes five statements). */
export async function insertTokens(tx: DbOrTx, rows: NewToken[]) {
  const made: TokenRow[] = [];
  for (let i = 0; i < rows.length; i += TOKENS_PER_STATEMENT) made.push(...(await tx.insert(impactTokens).values(rows.slice(i, i + TOKENS_PER_STATEMENT)).returning()));
  return made;
}

export async function findToken(db: DbOrTx, id: number) {
  const [row] = await db.select().from(impactTokens).where(eq(impactTokens.id, id));
  return row ?? null;
}

/** Tokens by id (at most a page of them), in id order; ids that do not exist are absent. */
export async function findTokens(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(impactTokens).where(inArray(impactTokens.id, ids)).orderBy(impactTokens.id);
}

/** The filter of a company's token list. */
export function companyTokensWhere(companyId: number | null, q: { search?: string; status?: string; kind?: 'company' | 'external' }): SQL {
  const parts: SQL[] = [];
  if (companyId !== null) parts.push(eq(impactTokens.company_id, companyId));
  if (q.kind) parts.push(eq(impactTokens.kind, q.kind));
  if (q.status) parts.push(eq(impactTokens.status, q.status));
  else parts.push(sql`${impactTokens.status} <> 'deleted'`);
  // E-mail and name as one text, the expression of the trigram index.
  if (q.search) parts.push(ilike(sql`(${impactTokens.email} || ' ' || ${impactTokens.first_name} || ' ' || ${impactTokens.last_name})`, containing(q.search)));
  return and(...parts)!;
}

export async function listTokens(db: DbOrTx, where: SQL, limit: number, page: number) {
  const rows = await db
    .select()
    .from(impactTokens)
    .where(where)
    .orderBy(desc(impactTokens.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(impactTokens).where(where)) as [{ total: number }];
  return { rows, total };
}

/** Every live token of a company, for the export. */
export async function allCompanyTokens(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(impactTokens)
    .where(and(eq(impactTokens.company_id, companyId), sql`${impactTokens.status} <> 'deleted'`))
    .orderBy(impactTokens.id);
}

/** The tokens a person holds (by account, or by e-mail before they had one), of one kind or both. */
export async function holderTokens(db: DbOrTx, userId: number, kind?: 'company' | 'external') {
  return db
    .select({ token: impactTokens, company_name: companies.company_name })
    .from(impactTokens)
    .leftJoin(companies, eq(companies.id, impactTokens.company_id))
    .where(and(eq(impactTokens.user_id, userId), sql`${impactTokens.status} <> 'deleted'`, kind ? eq(impactTokens.kind, kind) : undefined))
    .orderBy(desc(impactTokens.id));
}

export async function setStatus(tx: DbOrTx, ids: number[], status: string, by: number | null, from: string[]) {
  if (ids.length === 0) return [];
  return tx
    .update(impactTokens)
    .set({ status, updated_at: sql`now()`, updated_by: by, closed_at: ['revoked', 'expired', 'deleted'].includes(status) ? sql`now()` : null })
    .where(and(inArray(impactTokens.id, ids), inArray(impactTokens.status, from)))
    .returning({ id: impactTokens.id });
}

export async function markGiftShown(db: DbOrTx, userId: number) {
  await db.update(impactTokens).set({ gift_shown_at: sql`now()` }).where(and(eq(impactTokens.user_id, userId), isNull(impactTokens.gift_shown_at)));
}

export async function findTokenByClaim(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ token: impactTokens, company_name: companies.company_name })
    .from(impactTokens)
    .leftJoin(companies, eq(companies.id, impactTokens.company_id))
    .where(eq(impactTokens.claim_key_hash, keyHash));
  return row ?? null;
}

/** Gives every token sent to an e-mail without an account to the account now made for it; the links are used up. */
export async function assignTokensByEmail(tx: DbOrTx, email: string, userId: number) {
  return tx
    .update(impactTokens)
    .set({ user_id: userId, claim_key_hash: null, updated_at: sql`now()` })
    .where(and(sql`lower(${impactTokens.email}) = ${email.toLowerCase()}`, isNull(impactTokens.user_id)))
    .returning({ id: impactTokens.id, company_id: impactTokens.company_id, kind: impactTokens.kind });
}

/** Tokens expired (or revoked by expiry) for a company, or all when staff ask. */
export async function expiredTokens(db: DbOrTx, companyId: number | null, limit: number, page: number) {
  return listTokens(db, and(eq(impactTokens.status, 'expired'), companyId === null ? undefined : eq(impactTokens.company_id, companyId))!, limit, page);
}

/** Tokens of a company or a holder that expire within `days` days, or expired within the last 30 days. */
export async function noticeTokens(db: DbOrTx, by: { companyId?: number; userId?: number }, now: Date, days: number) {
  const owner = by.companyId !== undefined ? eq(impactTokens.company_id, by.companyId) : eq(impactTokens.user_id, by.userId!);
  return db
    .select()
    .from(impactTokens)
    .where(
      and(
        owner,
        or(
          and(inArray(impactTokens.status, ['active', 'paused']), sql`${impactTokens.expires_at} <= ${new Date(now.getTime() + days * 86_400_000)}`),
          and(eq(impactTokens.status, 'expired'), sql`${impactTokens.closed_at} >= ${new Date(now.getTime() - 30 * 86_400_000)}`),
        ),
      ),
    )
    .orderBy(impactTokens.expires_at)
    .limit(200);
}

// Allocation

export async function findLevelWithProject(db: DbOrTx, levelId: number) {
  const [row] = await db
    .select({ level: impactLevels, project_status: projects.status, project_name: projects.title })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(eq(impactLevels.id, levelId))
    .limit(1);
  return row ?? null;
}

export async function insertGroup(tx: DbOrTx, row: typeof contributionGroups.$inferInsert) {
  const [g] = await tx.insert(contributionGroups).values(row).returning({ id: contributionGroups.id });
  return g!.id;
}

export async function insertContribution(tx: DbOrTx, row: typeof contributions.$inferInsert) {
  const [c] = await tx.insert(contributions).values(row).returning({ id: contributions.id });
  return c!.id;
}

/** The contributions a token paid (its allocations), newest first. */
export async function tokenAllocations(db: DbOrTx, tokenId: number) {
  return db
    .select({ id: contributions.id, project_id: contributions.project_id, project_name: projects.title, quantity: contributions.quantity, amount_cents: contributions.amt_total_usd_cents, created_at: contributions.created_at })
    .from(contributionGroups)
    .innerJoin(contributions, eq(contributions.contribution_group_id, contributionGroups.id))
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .where(and(eq(contributionGroups.payment_provider, 'token'), eq(contributionGroups.payment_reference, `token-${tokenId}`)))
    .orderBy(desc(contributions.id));
}

/** What token-paid contributions gave, per project: of a company, or of one holder. */
export async function tokenImpact(db: DbOrTx, by: { companyId?: number; userId?: number }) {
  const owner = by.companyId !== undefined ? eq(contributions.company_id, by.companyId) : eq(contributions.user_id, by.userId!);
  return db
    .select({
      project_id: contributions.project_id,
      project_name: projects.title,
      contributions: sql<number>`count(*)::int`,
      quantity: sql<number>`sum(${contributions.quantity})::int`,
      beneficiaries: sql<number>`sum(${contributions.beneficiaries})::int`,
      amount_cents: sql<number>`sum(${contributions.amt_total_usd_cents})::int8`.mapWith(Number),
    })
    .from(contributions)
    .innerJoin(projects, eq(projects.id, contributions.project_id))
    .where(and(owner, eq(contributions.funded_by, 'token'), eq(contributions.payment_received, 1)))
    .groupBy(contributions.project_id, projects.title)
    .orderBy(projects.title);
}

/** Locks a token's row for the rest of the transaction (allocations and closings of one token queue on it). */
export async function lockToken(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(impactTokens).where(eq(impactTokens.id, id)).for('update');
  return row ?? null;
}

/** Live tokens whose expiry has come (by `now`), oldest first, a batch at a time. */
export async function findDueForExpiry(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(impactTokens)
    .where(and(inArray(impactTokens.status, ['active', 'paused']), sql`${impactTokens.expires_at} <= ${now}`))
    .orderBy(impactTokens.expires_at, impactTokens.id)
    .limit(limit);
}

/** Claims the "expires soon" notice of live tokens expiring within the window: answers the tokens this call claimed. */
export async function claimExpiryNotices(db: DbOrTx, now: Date, until: Date, limit: number) {
  return db
    .update(impactTokens)
    .set({ expiry_notice_sent_at: now })
    .where(
      sql`${impactTokens.id} in (select id from impact_tokens where status in ('active', 'paused') and expiry_notice_sent_at is null and expires_at > ${now} and expires_at <= ${until} order by expires_at limit ${limit})`,
    )
    .returning();
}

/** The e-mails and first names of a company's admins and owner. */
export async function findCompanyAdmins(db: DbOrTx, companyId: number) {
  return db
    .select({ email: users.email, first_name: users.first_name })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(and(eq(userBusiness.company_id, companyId), or(eq(userBusiness.is_admin, 1), eq(userBusiness.is_owner, true)), eq(userBusiness.is_business, 0)));
}
