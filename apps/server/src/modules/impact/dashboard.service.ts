import { messages, type ImpactsGroupedQuery, type StatImpacts, type StatImpactsQuery } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { toAmount } from '../../lib/money.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './impact.repository.js';
import { chartRange, listPeriods, type DayRange } from './impact-range.js';
import { resolveGivingAccount } from '../accounts/index.js';
import { findTrialCompany } from './impact-subject.js';
import { addSums, presentFigures, presentSubject, presentTrial, zeroSums } from './impact.presenter.js';

/**
 * GET /api/user/{id}/stat-impacts: the dashboard figures of an account over a range (all time when open):
 * totals, projects and countries reached, giving per project category, the favourite category and the trial.
 */
export async function getStatImpacts(db: DbOrTx, auth: AuthContext, userId: number, q: StatImpactsQuery): Promise<StatImpacts> {
  const subject = await resolveGivingAccount(db, auth, { user_id: userId, account: q.account, company_id: q.company_id }, 'read');
  const range: DayRange = { begin: q.begin_date ?? null, end: q.end_date ?? null };
  const [perProject, trial] = await Promise.all([repo.sumByProject(db, subject, range), findTrialCompany(db, subject)]);
  const facts = await repo.findProjectFacts(db, perProject.map((p) => p.project_id));

  const totals = zeroSums();
  const countries = new Set<number>();
  const byCategory = new Map<number, { id: number; name: string; impact_category_id: number | null; sums: repo.Sums }>();
  for (const p of perProject) {
    addSums(totals, p);
    const fact = facts.get(p.project_id);
    if (fact?.countryId) countries.add(fact.countryId);
    for (const c of fact?.categories ?? []) {
      const entry = byCategory.get(c.id) ?? { ...c, sums: zeroSums() };
      addSums(entry.sums, p);
      byCategory.set(c.id, entry);
    }
  }
  const categories = [...byCategory.values()].sort((a, b) => b.sums.beneficiaries - a.sums.beneficiaries || a.name.localeCompare(b.name));
  // The most frequent category: most paid contributions, ties by name.
  const [favourite] = [...categories].sort((a, b) => b.sums.contributions - a.sums.contributions || a.name.localeCompare(b.name));
  return {
    ...presentSubject(subject, range),
    ...presentFigures(totals),
    projects_supported: perProject.length,
    countries_reached: countries.size,
    categories: categories.map((c) => ({ id: c.id, name: c.name, impact_category_id: c.impact_category_id, ...presentFigures(c.sums) })),
    favourite_category: favourite ? { id: favourite.id, name: favourite.name, contributions: favourite.sums.contributions } : null,
    trial: presentTrial(trial),
  };
}

/** GET /api/user/{id}/impacts-grouped-by-date: giving and beneficiaries per day, month or year, empty periods included. */
export async function getImpactsGroupedByDate(db: DbOrTx, auth: AuthContext, userId: number, q: ImpactsGroupedQuery) {
  const subject = await resolveGivingAccount(db, auth, { user_id: userId, account: q.account, company_id: q.company_id }, 'read');
  const firstDay = q.type === 'year' && !q.begin_date ? await repo.findFirstPaidDay(db, subject) : null;
  const range = chartRange(q.type, q.begin_date, q.end_date, firstDay);
  const periods = listPeriods(range.begin, range.end, q.type);
  const rows = await repo.sumByPeriod(db, subject, range, q.type);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return {
    ...presentSubject(subject, range),
    begin_date: range.begin,
    end_date: range.end,
    type: q.type,
    periods: periods.map((p) => ({ ...p, ...presentFigures(byPeriod.get(p.period) ?? zeroSums()) })),
  };
}

/**
 * GET /api/user/giving-status: a company's Share and Community menus unlock once its paid giving is above
 * zero; personal accounts always have them.
 */
export async function getGivingStatus(db: DbOrTx, auth: AuthContext, q: { account?: 'user' | 'company'; company_id?: number }) {
  const subject = await resolveGivingAccount(db, auth, q, 'read');
  const cents = (await repo.sumTotals(db, subject)).usd_cents;
  const unlocked = subject.account === 'user' || cents > 0;
  return {
    account: subject.account,
    company_id: subject.companyId,
    total_giving_usd: toAmount(cents),
    has_giving: cents > 0,
    menus_unlocked: unlocked,
    locked_message: unlocked ? null : messages.unlockFirstGiving,
  };
}

type GlobalImpacts = Awaited<ReturnType<typeof repo.sumGlobalImpacts>> & { updated_at: string };

/**
 * POST /api/user/user-global-impacts: the platform's totals. They read every paid contribution, so each app
 * keeps them for `ttlMs` and concurrent callers share one computation.
 */
export function createGlobalImpactsReader(ttlMs: number) {
  let cached: { value: GlobalImpacts; expires: number } | null = null;
  let pending: Promise<GlobalImpacts> | null = null;
  return async function readGlobalImpacts(db: DbOrTx) {
    if (cached && cached.expires > Date.now()) return present(cached.value);
    pending ??= repo
      .sumGlobalImpacts(db)
      .then((totals) => {
        const value = { ...totals, updated_at: new Date().toISOString() };
        cached = { value, expires: Date.now() + ttlMs };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return present(await pending);
  };
}

const present = (g: GlobalImpacts) => ({ ...g, givers: g.companies + g.individuals });

/** How long the platform-wide totals are kept before they are read again. */
const GLOBAL_IMPACTS_TTL_MS = 60_000;
const globalReaders = new WeakMap<object, ReturnType<typeof createGlobalImpactsReader>>();

/**
 * The platform-wide totals of this database, kept a minute: one count serves POST /api/user/user-global-impacts
 * and the visitors' home (GET /api/public/home) alike.
 */
export function readGlobalImpacts(db: DbOrTx) {
  let read = globalReaders.get(db);
  if (!read) globalReaders.set(db, (read = createGlobalImpactsReader(GLOBAL_IMPACTS_TTL_MS)));
  return read(db);
}

/** Drops the kept totals, so the next read counts again. */
export const forgetGlobalImpacts = (db: DbOrTx) => globalReaders.delete(db);
