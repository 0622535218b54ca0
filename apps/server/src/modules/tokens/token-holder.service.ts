import { ROLE, TOKEN_LIMITS, tokenGiftMessage, tokenMessages, type AllocateToken } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { findCurrentRate, toAmount } from '../../lib/money.js';
import { hashPassword, sha256 } from '../../lib/secrets.js';
import { isAdmin } from '../accounts/index.js';
import { isVisibleTo } from '../catalogue/index.js';
import { transfer } from '../ledger/index.js';
import { presentEmployeeToken, presentHolderToken } from './tokens.presenter.js';
import * as repo from './tokens.repository.js';
import { GIVING, resolveTokenCompany } from './tokens.service.js';
import { formatDay as day } from '../../lib/day-format.js';

/** The tokens of the signed-in person (of one kind, or both) with their balances and the Token info. */
export async function holderTokens(db: DbOrTx, auth: AuthContext, kind?: 'company' | 'external') {
  const rows = await repo.holderTokens(db, auth.userId, kind);
  const sums = await repo.tokenSums(db, rows.map((r) => r.token.id));
  const tokens = rows.map((r) => presentHolderToken(r.token, r.company_name, sums.get(r.token.id)));
  const live = (s: string) => s === 'active' || s === 'paused';
  const held = rows.filter((r) => live(r.token.status)).reduce((n, r) => n + (sums.get(r.token.id)?.balance ?? 0), 0);
  const unseen = rows.filter((r) => live(r.token.status) && !r.token.gift_shown_at).reduce((n, r) => n + (sums.get(r.token.id)?.balance ?? 0), 0);
  const unseenOf = (k: 'company' | 'external') => rows.some((r) => r.token.kind === k && live(r.token.status) && !r.token.gift_shown_at);
  return {
    token_amount: toAmount(held),
    display_personal_token: unseenOf('external') ? ('1' as const) : ('0' as const),
    display_company_token: unseenOf('company') ? ('1' as const) : ('0' as const),
    gift_notification: unseen > 0 ? { token_amount: toAmount(unseen), message: tokenGiftMessage(toAmount(unseen)) } : null,
    tokens,
  };
}

/** POST /api/v2/token/gift-displayed: the gift dialog was shown; it is not shown again for these tokens. */
export async function markGiftDisplayed(db: DbOrTx, auth: AuthContext) {
  await repo.markGiftShown(db, auth.userId);
  return holderTokens(db, auth);
}

/** A token as its holder or issuer may see it in full (404 for anyone else). */
export async function tokenDetails(db: DbOrTx, auth: AuthContext, tokenId: number, as: 'holder' | 'issuer') {
  const token = await repo.findToken(db, tokenId);
  if (!token || token.status === 'deleted') throw notFound(tokenMessages.notFound);
  if (as === 'holder' && token.user_id !== auth.userId && !isAdmin(auth)) throw notFound(tokenMessages.notFound);
  if (as === 'issuer' && !isAdmin(auth)) {
    if (!token.company_id) throw notFound(tokenMessages.notFound);
    await resolveTokenCompany(db, auth, token.company_id).catch((e: unknown) => {
      if (e instanceof AppError && e.statusCode === 403) throw notFound(tokenMessages.notFound);
      throw e;
    });
  }
  const [sums, movements, allocations, company] = await Promise.all([
    repo.tokenSums(db, [token.id]),
    repo.tokenMovements(db, token.id),
    repo.tokenAllocations(db, token.id),
    token.company_id ? repo.findCompany(db, token.company_id) : Promise.resolve(null),
  ]);
  const s = sums.get(token.id);
  return {
    id: token.id,
    company_id: token.company_id,
    user_id: token.user_id,
    email: token.email,
    first_name: token.first_name,
    last_name: token.last_name,
    kind: token.kind as 'company' | 'external',
    status: token.status as 'active',
    token_amount: toAmount(token.amount_cents),
    balance: toAmount(s?.balance ?? 0),
    allocated: toAmount(s?.allocated ?? 0),
    expires_at: token.expires_at.toISOString(),
    created_at: token.created_at.toISOString(),
    has_account: token.user_id !== null,
    company_name: company?.company_name ?? null,
    movements: movements.map((m) => ({ kind: m.kind, amount: toAmount(m.amount_cents), created_at: m.created_at.toISOString() })),
    allocations: allocations.map((a) => ({ contribution_id: a.id, project_id: a.project_id, project_name: a.project_name, quantity: a.quantity, amount: toAmount(a.amount_cents), created_at: a.created_at.toISOString() })),
  };
}

/**
 * POST /api/v2/token/allocate-token: the holder gives from a token to a project. One transaction: the token row is
 * locked, its status and expiry checked, a paid contribution written (the company's impact, and through the
 * rollups the holder's own), and the value moved from the token's account to giving, refused (409) when the token
 * holds too little. So of many concurrent allocations of one token, only those it can pay for succeed.
 */
export async function allocateToken(db: Db, auth: AuthContext, body: AllocateToken, now = new Date()) {
  const found = await repo.findLevelWithProject(db, body.impact_level_id);
  if (!found || found.level.project_id !== body.project_id || found.project_status !== 'live' || !found.level.is_active || found.level.currency !== 'USD') {
    throw validationError({ impact_level_id: ['This impact cannot be given at the moment.'] });
  }
  const seen = await repo.findToken(db, body.token_id);
  if (!seen || seen.user_id !== auth.userId || seen.status === 'deleted') throw notFound(tokenMessages.notFound);
  if (!(await isVisibleTo(db, body.project_id, { account: seen.company_id !== null ? 'company' : 'user', countryId: null }))) throw validationError({ project_id: ['This impact cannot be given at the moment.'] });
  const cents = found.level.price_cents * body.quantity;
  const rate = Number((await findCurrentRate(db)) ?? '1');
  return db.transaction(async (tx) => {
    const token = await repo.lockToken(tx, body.token_id);
    if (!token || token.status === 'deleted' || token.user_id !== auth.userId) throw notFound(tokenMessages.notFound);
    if (token.status !== 'active') throw conflict(tokenMessages.notActive(token.status));
    if (token.expires_at.getTime() <= now.getTime()) throw conflict(tokenMessages.expired);
    // Company-funded tokens (also external ones issued from a company's balance) give in the company's name.
    const account = token.company_id ? 'company' : 'user';
    const sgd = Math.round(cents * rate);
    const groupId = await repo.insertGroup(tx, {
      user_id: auth.userId,
      company_id: token.company_id,
      account,
      status: 'paid',
      total_usd_cents: cents,
      total_sgd_cents: sgd,
      exchange_rate_sgd: rate.toFixed(6),
      funded_by: 'token',
      payment_provider: 'token',
      payment_reference: `token-${token.id}`,
      paid_at: now,
      created_by: auth.userId,
    });
    const contributionId = await repo.insertContribution(tx, {
      contribution_group_id: groupId,
      user_id: auth.userId,
      company_id: token.company_id,
      account,
      project_id: body.project_id,
      impact_level_id: body.impact_level_id,
      quantity: body.quantity,
      beneficiaries: body.quantity * found.level.beneficiaries_per_unit,
      unit_price_cents: found.level.price_cents,
      amt_total_usd_cents: cents,
      amt_total_sgd_cents: sgd,
      payment_received: 1,
      contribution_date: now,
      funded_by: 'token',
      created_by: auth.userId,
    });
    await transfer(
      tx,
      { asset: 'token', kind: 'token.allocate', legs: [{ account: repo.tokenAccount(token.id), amount_cents: -cents }, { account: GIVING, amount_cents: cents }], reference: { type: 'contribution_group', id: groupId }, createdBy: auth.userId },
      { message: tokenMessages.notEnoughTokens },
    );
    const balance = (await repo.tokenSums(tx, [token.id])).get(token.id)?.balance ?? 0;
    return { contribution_group_id: groupId, contribution_id: contributionId, amount: toAmount(cents), beneficiaries: body.quantity * found.level.beneficiaries_per_unit, balance: toAmount(balance) };
  });
}

/** POST /api/v2/token/getTokenImpact: what token-paid giving achieved, for a company (its admins, staff) or the holder. */
export async function tokenImpact(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  const rows = companyId ? await repo.tokenImpact(db, { companyId: (await resolveTokenCompany(db, auth, companyId)).company.id }) : await repo.tokenImpact(db, { userId: auth.userId });
  return {
    contributions: rows.reduce((n, r) => n + r.contributions, 0),
    amount: toAmount(rows.reduce((n, r) => n + r.amount_cents, 0)),
    beneficiaries: rows.reduce((n, r) => n + r.beneficiaries, 0),
    projects: rows.map((r) => ({ project_id: r.project_id, project_name: r.project_name, quantity: r.quantity, beneficiaries: r.beneficiaries, amount: toAmount(r.amount_cents) })),
  };
}

/** Token notifications (getTokenNotification*): tokens expiring within 7 days and tokens expired in the last 30. */
export async function tokenNotifications(db: DbOrTx, auth: AuthContext, by: { companyId?: number; userId?: number }, now = new Date()) {
  let owner: { companyId?: number; userId?: number };
  if (by.companyId !== undefined) owner = { companyId: (await resolveTokenCompany(db, auth, by.companyId)).company.id };
  else if (by.userId !== undefined && by.userId !== auth.userId && !isAdmin(auth)) throw notFound(tokenMessages.notFound);
  else owner = { userId: by.userId ?? auth.userId };
  const rows = await repo.noticeTokens(db, owner, now, TOKEN_LIMITS.expiryNoticeDays);
  const sums = await repo.tokenSums(db, rows.map((r) => r.id));
  return rows
    .map((t) => {
      const expired = t.status === 'expired';
      const amountCents = expired ? t.amount_cents - (sums.get(t.id)?.allocated ?? 0) : (sums.get(t.id)?.balance ?? 0);
      return {
        token_id: t.id,
        type: expired ? ('expired' as const) : ('expiring' as const),
        amount: toAmount(amountCents),
        expires_at: t.expires_at.toISOString(),
        email: t.email,
        message: expired ? tokenMessages.expiredNotice(toAmount(amountCents).toFixed(2)) : tokenMessages.expiringSoon(toAmount(amountCents).toFixed(2), day(t.expires_at)),
      };
    })
    .filter((n) => n.amount > 0);
}

/** GET /api/v2/token/get-expired-tokens: expired tokens of the company (staff: of every company, or the one named). */
export async function expiredTokens(db: DbOrTx, auth: AuthContext, q: { company_id?: number; limit: number; page: number }) {
  const companyId = isAdmin(auth) && !q.company_id ? null : (await resolveTokenCompany(db, auth, q.company_id)).company.id;
  const { rows, total } = await repo.expiredTokens(db, companyId, q.limit, q.page);
  const sums = await repo.tokenSums(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentEmployeeToken(r, sums.get(r.id))), meta: { total, page: q.page, limit: q.limit } };
}

// The e-mail link of a recipient without an account

async function claimOf(db: DbOrTx, key: string) {
  const found = await repo.findTokenByClaim(db, sha256(key));
  if (!found) throw notFound(tokenMessages.claimNotFound);
  return found;
}

/** GET /api/v2/token/claim/{key}: what the link is for (public). */
export async function readClaim(db: DbOrTx, key: string) {
  const { token, company_name } = await claimOf(db, key);
  const known = (await repo.findUsersByEmails(db, [token.email.toLowerCase()]))[0];
  return { email: token.email, first_name: token.first_name, last_name: token.last_name, company_name, token_amount: toAmount(token.amount_cents), has_account: Boolean(known) };
}

/**
 * POST /api/v2/token/claim/{key}: makes the light account of a recipient (role 'Employee User', a member of the
 * issuing company, acting as their personal account) and hands it every token sent to that e-mail. The link works
 * once; a recipient who meanwhile has an account is told to sign in.
 */
export async function acceptClaim(db: Db, key: string, body: { first_name: string; last_name: string; password: string }) {
  const { token } = await claimOf(db, key);
  const email = token.email.toLowerCase();
  if ((await repo.findUsersByEmails(db, [email])).length) throw conflict(tokenMessages.claimUsed);
  const passwordHash = await hashPassword(body.password);
  const userId = await db
    .transaction(async (tx) => {
      const id = await repo.insertUser(tx, { first_name: body.first_name, last_name: body.last_name, email, password_hash: passwordHash, role_id: ROLE.EMPLOYEE, account: 'user', user_type: 'business', register_source: 'impact-token' });
      const assigned = await repo.assignTokensByEmail(tx, email, id);
      // Company tokens make the recipient a member; external tokens (people outside the company) do not.
      for (const companyId of new Set(assigned.filter((a) => a.kind === 'company').map((a) => a.company_id).filter((c): c is number => c !== null))) await repo.linkMember(tx, id, companyId, id);
      return id;
    })
    .catch((e: unknown) => {
      if ((e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(tokenMessages.claimUsed);
      throw e;
    });
  return { email, user_id: userId };
}
