import {
  CONTRIBUTION_SUMMARY_MONTHS,
  GIVER_ACCOUNT_LABELS,
  PARTNER_CONTRIBUTIONS_CSV_COLUMNS,
  giverLabel,
  partnerContributionsCsvFileName,
  type PartnerContributionsCsvQuery,
  type PartnerContributionsQuery,
  type PartnerContributionsSummary,
} from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import type { AuthContext } from '../../../http/auth.js';
import { toCsv } from '../../../lib/csv.js';
import { findAllHistoryRows, findPartnerHistoryRows, sumHistoryLines, partnerHistoryWhere, partnerNarrowing, presentPartnerLines, listPeriods } from '../../impact/index.js';
import { addSums, presentMonth, presentProjectSummary, presentTotals } from './partner-contributions.presenter.js';
import { findPartnerProjects, sumPartnerByMonth, sumPartnerByProject, type Sums } from './partner-contributions.repository.js';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The first instant of the UTC month `monthsBack` months before the one `now` is in. */
export const monthStartOf = (now: Date, monthsBack = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

/**
 * GET /api/partner/contributions: a page of the paid contributions to the partner's projects, with the totals of
 * the whole filtered set (its count is meta.total).
 */
export async function listPartnerContributions(db: DbOrTx, auth: AuthContext, q: PartnerContributionsQuery) {
  const { id: partnerId } = await resolveActingPartner(db, auth, q.partner_id, PARTNER_ACCESS.impact);
  const narrowing = await partnerNarrowing(db, partnerId, q);
  const [rows, sums] = await Promise.all([
    findPartnerHistoryRows(db, partnerId, narrowing, { limit: q.limit, page: q.page }),
    sumHistoryLines(db, partnerHistoryWhere(partnerId, narrowing)),
  ]);
  return {
    data: { rows: await presentPartnerLines(db, rows), totals: presentTotals(sums) },
    meta: { total: sums.contributions, page: q.page, limit: q.limit },
  };
}

/** GET /api/partner/contributions/csv: every row of the filtered set, newest first, formula-safe with a BOM. */
export async function buildPartnerContributionsCsv(db: DbOrTx, auth: AuthContext, q: PartnerContributionsCsvQuery) {
  const { id: partnerId } = await resolveActingPartner(db, auth, q.partner_id, PARTNER_ACCESS.impact);
  const where = partnerHistoryWhere(partnerId, await partnerNarrowing(db, partnerId, q));
  const rows = await presentPartnerLines(db, await findAllHistoryRows(db, where));
  const csv = toCsv(
    PARTNER_CONTRIBUTIONS_CSV_COLUMNS,
    rows.map((r) => [
      r.contribution_date.slice(0, 10),
      r.project_title,
      r.categories.map((c) => c.name).join(', '),
      r.impact_unit,
      r.quantity,
      r.beneficiaries,
      r.amt_total_usd.toFixed(2),
      r.amt_total_sgd === null ? null : r.amt_total_sgd.toFixed(2),
      GIVER_ACCOUNT_LABELS[r.giver.account],
      giverLabel(r.giver),
    ]),
  );
  return { csv, fileName: partnerContributionsCsvFileName(q.begin_date, q.end_date) };
}

/** Projects the overview lists: those with paid giving, and the others once they have left draft and review. */
const isListed = (status: string, given: boolean) => given || ['live', 'paused', 'closed'].includes(status);

/**
 * GET /api/partner/contributions/summary: totals per project (all time and this UTC month) and per month for the
 * last CONTRIBUTION_SUMMARY_MONTHS months, empty months included.
 */
export async function summarisePartnerContributions(db: DbOrTx, auth: AuthContext, partnerRef: number | undefined, now = new Date()): Promise<PartnerContributionsSummary> {
  const { id: partnerId } = await resolveActingPartner(db, auth, partnerRef, PARTNER_ACCESS.impact);
  const firstMonth = monthStartOf(now, CONTRIBUTION_SUMMARY_MONTHS - 1);
  const [byProject, byMonth, projectRows] = await Promise.all([
    sumPartnerByProject(db, partnerId, monthStartOf(now)),
    sumPartnerByMonth(db, partnerId, firstMonth),
    findPartnerProjects(db, partnerId),
  ]);
  const sumsOf = new Map(byProject.map((p) => [p.project_id, p]));
  const monthSums = new Map<string, Sums>(byMonth.map(({ month, ...sums }) => [month, sums]));
  const projects = projectRows
    .filter((p) => isListed(p.status, sumsOf.has(p.id)))
    .map((p) => presentProjectSummary(p, sumsOf.get(p.id)))
    .sort((a, b) => b.all_time.amount_usd - a.all_time.amount_usd || a.project_title.localeCompare(b.project_title));
  return {
    partner_id: partnerId,
    month: dayOf(now).slice(0, 7),
    this_month: presentTotals(addSums(byProject.map((p) => p.recent))),
    all_time: presentTotals(addSums(byProject.map((p) => p.all))),
    projects,
    months: listPeriods(dayOf(firstMonth), dayOf(now), 'month').map((p) => presentMonth(p.period, monthSums.get(p.period))),
  };
}
