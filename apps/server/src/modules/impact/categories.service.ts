import type { WcChartQuery, WcCountersQuery } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { toAmount } from '../../lib/money.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './impact.repository.js';
import { chartRange, listPeriods, type DayRange } from './impact-range.js';
import { resolveGivingAccount } from '../accounts/index.js';
import { addSums, presentFigures, presentSubject, zeroSums } from './impact.presenter.js';

/** The impact categories a project falls under (once each, however many of its categories share one). */
function impactCategoriesOf(facts: repo.ProjectFacts | undefined): number[] {
  return [...new Set((facts?.categories ?? []).map((c) => c.impact_category_id).filter((id): id is number => id !== null))];
}

/**
 * GET /api/user/contribution/getWCCounters: the account's paid figures per impact category (every category,
 * zeros included) and in total, over a range (all time when open).
 */
export async function getWcCounters(db: DbOrTx, auth: AuthContext, q: WcCountersQuery) {
  const subject = await resolveGivingAccount(db, auth, q, 'read');
  const range: DayRange = { begin: q.begin_date ?? null, end: q.end_date ?? null };
  const [perProject, impactCategories] = await Promise.all([repo.sumByProject(db, subject, range), repo.findImpactCategories(db)]);
  const facts = await repo.findProjectFacts(db, perProject.map((p) => p.project_id));

  const totals = zeroSums();
  const byImpact = new Map(impactCategories.map((ic) => [ic.id, { sums: zeroSums(), projects: 0 }]));
  for (const p of perProject) {
    addSums(totals, p);
    for (const icId of impactCategoriesOf(facts.get(p.project_id))) {
      const entry = byImpact.get(icId);
      if (!entry) continue;
      addSums(entry.sums, p);
      entry.projects += 1;
    }
  }
  return {
    ...presentSubject(subject, range),
    counters: impactCategories.map((ic) => {
      const entry = byImpact.get(ic.id)!;
      return { impact_category_id: ic.id, name: ic.name, slug: ic.slug, ...presentFigures(entry.sums), projects_supported: entry.projects };
    }),
    totals: { ...presentFigures(totals), projects_supported: perProject.length },
  };
}

/**
 * GET /api/user/contribution/getWCChartData: per impact category, the impacts, beneficiaries and giving of
 * each period of the range (by default the last 12 months), for the categories given to in the range.
 */
export async function getWcChartData(db: DbOrTx, auth: AuthContext, q: WcChartQuery) {
  const subject = await resolveGivingAccount(db, auth, q, 'read');
  const firstDay = q.type === 'year' && !q.begin_date ? await repo.findFirstPaidDay(db, subject) : null;
  const range = chartRange(q.type, q.begin_date, q.end_date, firstDay);
  const periods = listPeriods(range.begin, range.end, q.type);
  const [rows, impactCategories] = await Promise.all([repo.sumByPeriodAndImpactCategory(db, subject, range, q.type), repo.findImpactCategories(db)]);

  const index = new Map(periods.map((p, i) => [p.period, i]));
  const series = new Map<number, { total_impacts: number[]; beneficiaries: number[]; usd_cents: number[] }>();
  for (const r of rows) {
    const i = index.get(r.period);
    if (i === undefined || r.contributions === 0) continue;
    const values = series.get(r.impact_category_id) ?? { total_impacts: periods.map(() => 0), beneficiaries: periods.map(() => 0), usd_cents: periods.map(() => 0) };
    values.total_impacts[i] += r.total_impacts;
    values.beneficiaries[i] += r.beneficiaries;
    values.usd_cents[i] += r.usd_cents;
    series.set(r.impact_category_id, values);
  }
  return {
    ...presentSubject(subject, range),
    begin_date: range.begin,
    end_date: range.end,
    type: q.type,
    periods: periods.map((p) => p.period),
    series: impactCategories
      .filter((ic) => series.has(ic.id))
      .map((ic) => {
        const values = series.get(ic.id)!;
        return {
          impact_category_id: ic.id,
          name: ic.name,
          slug: ic.slug,
          total_impacts: values.total_impacts,
          beneficiaries: values.beneficiaries,
          amt_total_usd: values.usd_cents.map(toAmount),
        };
      }),
  };
}
