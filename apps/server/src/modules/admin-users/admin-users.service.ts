import type { z } from 'zod';
import {
  ADMIN_USERS_CSV_MAX,
  FAVOURITE_FILTERS_MAX,
  ROLE,
  adminUserMessages,
  userFilterFieldsSchema,
  type AdminUserSort,
  type UserFilter,
  type adminUpgradeSchema,
  type auditLogQuerySchema,
  type favouriteFilterCreateSchema,
  type UserAction,
} from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { toCsv } from '../impact/index.js';
import { balanceOf } from '../ledger/index.js';
import * as repo from './admin-users.repository.js';
import { presentAuditRow, presentFavourite, presentUserDetails, presentUserRow } from './admin-users.presenter.js';
import { userFilterCondition } from './user-filter.js';

type ListControls = { page: number; limit: number; sort: AdminUserSort; order: 'asc' | 'desc' };

/** Applies a favourite filter named in `favorite_filter` under the fields sent (fields sent win). */
async function resolveFilter(db: DbOrTx, auth: AuthContext, filter: UserFilter): Promise<UserFilter> {
  if (!filter.favorite_filter) return filter;
  const saved = await repo.findFavourite(db, auth.userId, filter.favorite_filter);
  if (!saved) throw validationError({ favorite_filter: [adminUserMessages.unknownFavourite] });
  const parsed = userFilterFieldsSchema.parse(saved.filters);
  const sent = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
  return { ...parsed, ...sent } as UserFilter;
}

/** POST /api/user/filtersearch (and GET /api/user): one page of the users the filter finds, with the total. */
export async function searchUsers(db: Db, auth: AuthContext, input: UserFilter & ListControls, now: Date) {
  const { page, limit, sort, order, ...fields } = input;
  const filter = await resolveFilter(db, auth, fields);
  const where = userFilterCondition(filter, now);
  const [rows, total] = await Promise.all([repo.findUserPage(db, where, { sort, order, limit, offset: (page - 1) * limit }), repo.countUsers(db, where)]);
  return { data: rows.map(presentUserRow), meta: { total, page, limit } };
}

const CSV_HEADER = ['UID', 'First name', 'Last name', 'E-mail', 'Type', 'Company ID', 'Company', 'Package', 'Status', 'Joined', 'Last giving', 'Total given (USD)'] as const;

/** POST /api/user/filtersearch/csv: every user the filter finds (up to ADMIN_USERS_CSV_MAX), formula-safe. */
export async function exportUsersCsv(db: Db, auth: AuthContext, input: UserFilter & ListControls, now: Date) {
  const { sort, order, ...fields } = input;
  const filter = await resolveFilter(db, auth, fields);
  const rows = await repo.findUserPage(db, userFilterCondition(filter, now), { sort, order, limit: ADMIN_USERS_CSV_MAX, offset: 0 });
  const day = (v: Date | string | null) => (v ? new Date(v).toISOString().slice(0, 10) : null);
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.first_name,
      r.last_name,
      r.email,
      r.role_name,
      r.company_id,
      r.company_name,
      r.package_name,
      r.status === 1 ? 'Blocked' : r.is_active ? 'Live' : 'Deactivated',
      day(r.created_at),
      day(r.last_giving_at),
      (r.total_given_usd_cents / 100).toFixed(2),
    ]),
  );
  return { csv, fileName: `users-${now.toISOString().slice(0, 10)}.csv` };
}

/** GET /api/user/{id}/details: the whole account for the staff details screen. */
export async function getUserDetails(db: Db, userId: number) {
  const row = await repo.findUserDetailsRow(db, userId);
  if (!row) throw notFound(adminUserMessages.userNotFound);
  const company = await repo.findCompanyDetails(db, userId);
  const [tags, team, payments, giving, credits, mails, sessions, audit, tokens] = await Promise.all([
    repo.findTags(db, userId),
    company ? repo.findTeam(db, company.id) : Promise.resolve([]),
    company ? repo.findMembershipPayments(db, company.id) : Promise.resolve([]),
    repo.findGivingSummary(db, userId),
    repo.findCredits(db, userId, company?.id ?? null),
    repo.findMails(db, row.email),
    repo.findSessions(db, userId),
    repo.findAuditPage(db, repo.auditWhere({ subject_type: 'user', subject_id: userId }), 50, 0),
    balanceOf(db, 'token', company ? `company:${company.id}` : `user:${userId}`),
  ]);
  return presentUserDetails({ row, tags, company, team, payments, giving, credits, mails, sessions, audit: audit.rows, tokens });
}

type Meta = { ip: string };
const stateOf = (u: repo.UserState) => ({ status: u.status, is_active: u.is_active, role_id: u.role_id, deleted: u.deleted_at !== null });

/**
 * The lifecycle actions of /admin/users/display/{id}: block, unblock, activate, deactivate, downgrade and delete,
 * each in one transaction with its audit row (before, after, reason). Blocking, deactivating and deleting end every
 * session of the user at once. Staff cannot act on themselves, and the last live admin stays.
 */
export async function changeUser(db: Db, auth: AuthContext, userId: number, action: UserAction, reason: string | undefined, meta: Meta) {
  return db.transaction(async (tx) => {
    const user = await repo.findUserState(tx, userId);
    if (!user || (user.deleted_at && action !== 'delete')) throw notFound(adminUserMessages.userNotFound);
    if (user.deleted_at) throw notFound(adminUserMessages.userNotFound);
    const takesAway = action === 'block' || action === 'deactivate' || action === 'downgrade' || action === 'delete';
    if (takesAway && user.id === auth.userId) throw forbidden(adminUserMessages.notYourself);
    if (takesAway && user.user_type === 'admin' && (await repo.countOtherLiveAdmins(tx, user.id)) === 0) throw new AppError(409, adminUserMessages.lastAdmin);
    const before = stateOf(user);
    let endSessions = false;
    switch (action) {
      case 'block':
        if (user.status === 1) throw conflict(adminUserMessages.alreadyBlocked);
        await repo.updateUserState(tx, user.id, auth.userId, { status: 1 });
        endSessions = true;
        break;
      case 'unblock':
        if (user.status !== 1) throw conflict(adminUserMessages.notBlocked);
        await repo.updateUserState(tx, user.id, auth.userId, { status: 0 });
        break;
      case 'activate':
        if (user.is_active) throw conflict(adminUserMessages.alreadyActive);
        await repo.updateUserState(tx, user.id, auth.userId, { is_active: true });
        break;
      case 'deactivate':
        if (!user.is_active) throw conflict(adminUserMessages.alreadyInactive);
        await repo.updateUserState(tx, user.id, auth.userId, { is_active: false });
        endSessions = true;
        break;
      case 'downgrade':
        if (user.user_type !== 'business') throw conflict(adminUserMessages.notBusiness);
        if (user.role_id === ROLE.DOWNGRADED) throw conflict(adminUserMessages.alreadyDowngraded);
        await repo.updateUserState(tx, user.id, auth.userId, { role_id: ROLE.DOWNGRADED });
        break;
      case 'delete':
        await repo.softDeleteUser(tx, user.id, auth.userId);
        endSessions = true;
        break;
    }
    const sessionsEnded = endSessions ? await repo.revokeSessions(tx, user.id) : 0;
    const after = stateOf((await repo.findUserState(tx, user.id))!);
    const details: Record<string, unknown> = { email: user.email, sessions_ended: sessionsEnded };
    if (action === 'downgrade') Object.assign(details, { from_role_id: user.role_id, to_role_id: ROLE.DOWNGRADED });
    await writeAudit(tx, { actorId: auth.userId, action: `user.${action}`, subjectType: 'user', subjectId: user.id, details, before, after, reason, ip: meta.ip });
    return { id: user.id, ...after };
  });
}

const PERIOD_MONTHS: Record<number, number> = { 1: 1, 2: 12, 3: 24, 4: 36 };
const UPGRADE_ROLES: number[] = [ROLE.MEMBER, ROLE.PARTNER, ROLE.PREMIUM_PARTNERSHIP, ROLE.BUSINESS_FOR_GOOD];

/**
 * POST /api/user/upgrade: staff put the user's company on a package and period by hand. The membership runs from
 * its current end (or today) for the period, a complete membership payment records it, and the user's role
 * becomes a paying member's; audited with before and after.
 */
export async function upgradeUser(db: Db, auth: AuthContext, input: z.output<typeof adminUpgradeSchema>, now: Date, meta: Meta) {
  return db.transaction(async (tx) => {
    const user = await repo.findUserState(tx, input.user_id);
    if (!user || user.deleted_at) throw notFound(adminUserMessages.userNotFound);
    if (user.user_type !== 'business') throw conflict(adminUserMessages.notBusiness);
    const company = await repo.findCompanyOf(tx, user.id);
    if (!company) throw conflict(adminUserMessages.notBusiness);
    const price = await repo.findPackagePrice(tx, input.package_id, input.membership_period_id);
    if (!price) throw validationError({ package_id: ['This package has no price for that period.'] });
    const roleId = input.role_id ?? ROLE.MEMBER;
    if (!UPGRADE_ROLES.includes(roleId)) throw validationError({ role_id: ['Choose a paying business role.'] });
    const start = company.membership_end_date && company.membership_end_date > now ? company.membership_end_date : now;
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + PERIOD_MONTHS[input.membership_period_id]!);
    const paymentId = await repo.applyMembership(tx, {
      companyId: company.id,
      userId: user.id,
      staffId: auth.userId,
      packageId: input.package_id,
      periodId: input.membership_period_id,
      amountCents: price.amount_usd_cents,
      endDate: end,
    });
    await repo.updateUserState(tx, user.id, auth.userId, { role_id: roleId });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'membership.upgrade',
      subjectType: 'user',
      subjectId: user.id,
      details: { company_id: company.id, membership_payment_id: paymentId, from_role_id: user.role_id, to_role_id: roleId, amount_usd_cents: price.amount_usd_cents },
      before: { role_id: user.role_id, package_id: company.package_id, membership_period_id: company.membership_period_id, membership_end_date: company.membership_end_date?.toISOString() ?? null },
      after: { role_id: roleId, package_id: input.package_id, membership_period_id: input.membership_period_id, membership_end_date: end.toISOString() },
      reason: input.reason,
      ip: meta.ip,
    });
    return { id: user.id, status: user.status, is_active: user.is_active, role_id: roleId, deleted: false };
  });
}

// ---- favourite filters ----

export async function listFavourites(db: Db, auth: AuthContext) {
  return (await repo.findFavourites(db, auth.userId)).map(presentFavourite);
}

export async function saveFavourite(db: Db, auth: AuthContext, input: z.output<typeof favouriteFilterCreateSchema>) {
  if ((await repo.countFavourites(db, auth.userId)) >= FAVOURITE_FILTERS_MAX) throw conflict(`At most ${FAVOURITE_FILTERS_MAX} favourite filters; delete one first.`);
  const { favorite_filter: _ignored, ...filters } = input.filters;
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  const row = await repo.insertFavourite(db, auth.userId, { name: input.name, kind: input.kind, filters: kept });
  if (!row) throw conflict(adminUserMessages.favouriteNameTaken, { name: [adminUserMessages.favouriteNameTaken] });
  return presentFavourite(row);
}

export async function removeFavourite(db: Db, auth: AuthContext, id: number) {
  if (!(await repo.deleteFavourite(db, auth.userId, id))) throw notFound(adminUserMessages.unknownFavourite);
}

// ---- the audit log ----

/** GET /api/admin/audit-log: newest first, filtered by action, actor, subject and days. */
export async function listAudit(db: Db, q: z.output<typeof auditLogQuerySchema>) {
  if (q.date_from && q.date_to && q.date_from > q.date_to) throw validationError({ date_to: [adminUserMessages.impossibleRange('date')] });
  const { rows, total } = await repo.findAuditPage(db, repo.auditWhere(q), q.limit, (q.page - 1) * q.limit);
  return { data: rows.map(presentAuditRow), meta: { total, page: q.page, limit: q.limit } };
}
