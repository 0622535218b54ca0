import type { GuestImpactHistoryQuery, ImpactHistoryQuery, PartnerImpactHistoryQuery, PartnerImpactHistoryRow } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { PARTNER_ACCESS, resolveActingPartner, resolveGivingAccount } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findCategoriesOf } from '../giving/index.js';
import * as repo from './history.repository.js';
import { sumByProject, sumTotals } from './impact.repository.js';
import type { DayRange } from './impact-range.js';
import { resolvePublicGiver, type ImpactSubject } from './impact-subject.js';
import { presentGuestRow, presentHistoryRow, presentPartnerRow } from './history.presenter.js';

type Filters = repo.HistoryFilters;
type Paging = { limit: number; page: number; order?: 'asc' | 'desc' };
type Categories = Awaited<ReturnType<typeof findCategoriesOf>>;

const rangeOf = (q: Filters): DayRange => ({ begin: q.begin_date ?? null, end: q.end_date ?? null });


/** How many lines an account's history holds, from the rollups (per project when narrowed to some projects). */
async function countAccountHistory(db: DbOrTx, subject: ImpactSubject, q: Filters): Promise<number> {
  const narrowing = repo.narrowingOf(q);
  if (!narrowing) return (await sumTotals(db, subject, rangeOf(q))).contributions;
  return (await sumByProject(db, subject, rangeOf(q), narrowing)).reduce((n, p) => n + p.contributions, 0);
}

async function accountPage<T>(db: DbOrTx, subject: ImpactSubject, q: Filters & Paging, present: (r: repo.HistoryRow, c: Categories) => T) {
  const paging = { limit: q.limit, page: q.page, order: q.order ?? 'desc' } as const;
  const [rows, total] = await Promise.all([
    repo.isUnfiltered(q) && q.limit !== -1 ? repo.findUnfilteredAccountPage(db, subject, paging) : repo.findHistoryRows(db, repo.accountHistoryWhere(subject, q), paging),
    countAccountHistory(db, subject, q),
  ]);
  const categories = await findCategoriesOf(db, rows.map((r) => r.project_id));
  return { data: rows.map((r) => present(r, categories)), meta: { total, page: q.page, limit: q.limit } };
}

/** The account an impact-history read covers (the one the caller acts as, another of theirs, or for staff anyone's). */
export const historySubject = (db: DbOrTx, auth: AuthContext, q: { user_id?: number; account?: 'user' | 'company'; company_id?: number }) =>
  resolveGivingAccount(db, auth, q, 'read');

/** GET /api/v2/impact-history: the paid contributions of the caller's account, filtered and paged. */
export async function listImpactHistory(db: DbOrTx, auth: AuthContext, q: ImpactHistoryQuery) {
  return accountPage(db, await historySubject(db, auth, q), q, presentHistoryRow);
}

/** GET /api/v2/guest/impact-history: a giver's history when their profile is public (impact only, no money). */
export async function listGuestImpactHistory(db: DbOrTx, auth: AuthContext | null, q: GuestImpactHistoryQuery) {
  return accountPage(db, await resolvePublicGiver(db, auth, { companyId: q.company_id, userId: q.user_id }), q, presentGuestRow);
}

/** Lines read for the giver names at once: keeps the name lookups well under the database's parameter limit. */
const NAME_BATCH = 5000;

/** A partner's history lines with their categories, each giver named only when their profile is public. */
export async function presentPartnerLines(db: DbOrTx, rows: repo.HistoryRow[]) {
  const out: PartnerImpactHistoryRow[] = [];
  for (let i = 0; i < rows.length; i += NAME_BATCH) {
    const batch = rows.slice(i, i + NAME_BATCH);
    const [categories, names] = await Promise.all([
      findCategoriesOf(db, batch.map((r) => r.project_id)),
      repo.findPublicGiverNames(
        db,
        batch.flatMap((r) => (r.account === 'company' && r.company_id !== null ? [r.company_id] : [])),
        batch.flatMap((r) => (r.account === 'company' ? [] : [r.user_id])),
      ),
    ]);
    out.push(...batch.map((r) => presentPartnerRow(r, categories, names)));
  }
  return out;
}

/** GET /api/v2/partner-impact-history: the paid contributions to a partner's own projects. */
export async function listPartnerImpactHistory(db: DbOrTx, auth: AuthContext, q: PartnerImpactHistoryQuery) {
  const { id: partnerId } = await resolveActingPartner(db, auth, q.partner_id, PARTNER_ACCESS.impact);
  const narrowing = await repo.partnerNarrowing(db, partnerId, q);
  const [rows, total] = await Promise.all([
    repo.findPartnerHistoryRows(db, partnerId, narrowing, { limit: q.limit, page: q.page }),
    repo.countContributions(db, repo.partnerHistoryWhere(partnerId, narrowing)),
  ]);
  return { data: await presentPartnerLines(db, rows), meta: { total, page: q.page, limit: q.limit } };
}
