import {
  CONTRIBUTIONS_CSV_COLUMNS,
  IMPACT_HISTORY_CSV_COLUMNS,
  STATEMENT_MAX_LINES,
  contributionsCsvFileName,
  formatDisplayDay,
  impactHistoryCsvFileName,
  impactMessages,
  statementFileName,
  type ContributionFilter,
  type ImpactHistoryCsvQuery,
  type StatementQuery,
} from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound, validationError } from '../../lib/errors.js';
import { resolveGivingAccount } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findCategoriesOf, findContributions, scopeWhere } from '../giving/index.js';
import { csvAmount, csvDay, toCsv } from '../../lib/csv.js';
import { accountHistoryWhere, findAllHistoryRows, findHistoryRows } from './history.repository.js';
import { findCompanyGiver, findUserGiver } from './impact.repository.js';
import { historySubject } from './history.service.js';
import type { ImpactSubject } from './impact-subject.js';
import { buildStatementPdf } from './statement-pdf.js';

const categoryNames = (list: { name: string }[] | undefined) => (list ?? []).map((c) => c.name).join(', ');

/** GET /api/v2/impact-history-csv: every line of the account's impact history for the filters. */
export async function buildImpactHistoryCsv(db: DbOrTx, auth: AuthContext, q: ImpactHistoryCsvQuery) {
  const subject = await historySubject(db, auth, q);
  const rows = await findAllHistoryRows(db, accountHistoryWhere(subject, q));
  const categories = await findCategoriesOf(db, rows.map((r) => r.project_id));
  const csv = toCsv(
    IMPACT_HISTORY_CSV_COLUMNS,
    rows.map((r) => [
      csvDay(r.contribution_date),
      r.project_title,
      categoryNames(categories.get(r.project_id)),
      r.quantity,
      r.impact_unit,
      r.beneficiaries,
      csvAmount(r.amt_total_usd_cents),
      csvAmount(r.amt_total_sgd_cents),
      r.contribution_group_id,
    ]),
  );
  return { csv, fileName: impactHistoryCsvFileName(q.begin_date, q.end_date) };
}

/**
 * GET /api/v2/contribution/csvexportcontribution: the contributions list of GET /api/v2/contribution as CSV,
 * with the same filters (paid by default; payment_received=0 or all for the others).
 */
export async function buildContributionsCsv(db: DbOrTx, auth: AuthContext, f: ContributionFilter) {
  const account = await resolveGivingAccount(db, auth, f, 'read');
  const where = scopeWhere({
    account: account.account,
    userId: account.userId,
    companyId: account.companyId,
    paid: f.payment_received === 'all' ? null : f.payment_received === '0' ? 0 : 1,
    projectId: f.project_id,
    categoryId: f.category_id,
    groupId: f.contribution_group_id,
    type: f.type,
    dateFrom: f.date_from,
    dateTo: f.date_to,
    search: f.search,
  });
  const { rows } = await findContributions(db, where, { limit: -1, page: 1, orderBy: 'contribution_date', order: 'desc' });
  const categories = await findCategoriesOf(db, rows.map((r) => r.c.project_id));
  const csv = toCsv(
    CONTRIBUTIONS_CSV_COLUMNS,
    rows.map(({ c, project, impact_unit }) => [
      c.id,
      c.contribution_group_id,
      csvDay(c.contribution_date),
      project.title,
      categoryNames(categories.get(c.project_id)),
      c.contribution_story_id === null ? 'project' : 'story',
      c.quantity,
      impact_unit,
      c.beneficiaries,
      csvAmount(c.amt_total_usd_cents),
      csvAmount(c.amt_total_sgd_cents),
      c.payment_received === 1 ? 'Paid' : 'Unpaid',
    ]),
  );
  return { csv, fileName: contributionsCsvFileName(f.date_from, f.date_to) };
}

async function findGiver(db: DbOrTx, subject: ImpactSubject) {
  if (subject.account === 'company') {
    const company = await findCompanyGiver(db, subject.companyId!);
    if (!company) throw notFound(impactMessages.companyNotFound);
    return { name: company.name, email: company.email, account: 'company' as const };
  }
  const user = await findUserGiver(db, subject.userId);
  if (!user) throw notFound(impactMessages.userNotFound);
  return { name: `${user.first_name} ${user.last_name}`, email: user.email, account: 'user' as const };
}

function periodText(begin?: string, end?: string) {
  if (begin && end) return `${formatDisplayDay(begin)} to ${formatDisplayDay(end)}`;
  if (begin) return `From ${formatDisplayDay(begin)}`;
  if (end) return `Up to ${formatDisplayDay(end)}`;
  return 'All giving';
}

/**
 * GET /api/user/contribution/statement: the PDF statement of a period for an account (type user/personal
 * or company), oldest line first, with totals in USD and SGD.
 */
export async function buildStatement(db: DbOrTx, auth: AuthContext, q: StatementQuery) {
  const account = q.type === 'company' ? 'company' : q.type ? 'user' : undefined;
  const subject = await resolveGivingAccount(db, auth, { user_id: q.user_id, account, company_id: q.company_id }, 'read');
  const f = q.filters;
  // One line more than a statement may hold tells that the period is too long.
  const rows = await findHistoryRows(db, accountHistoryWhere(subject, f), { limit: STATEMENT_MAX_LINES + 1, page: 1, order: 'asc' });
  if (rows.length > STATEMENT_MAX_LINES) throw validationError({ 'filters.begin_date': [impactMessages.statementTooLong] });
  const totals = { usdCents: 0, sgdCents: 0, beneficiaries: 0, quantity: 0 };
  for (const r of rows) {
    totals.usdCents += r.amt_total_usd_cents;
    totals.sgdCents += r.amt_total_sgd_cents ?? 0;
    totals.beneficiaries += r.beneficiaries;
    totals.quantity += r.quantity;
  }
  const pdf = await buildStatementPdf({
    giver: await findGiver(db, subject),
    period: periodText(f.begin_date, f.end_date),
    generatedAt: new Date(),
    lines: rows.map((r) => ({
      date: new Date(r.contribution_date!),
      project: r.project_title,
      impactUnit: r.impact_unit,
      quantity: r.quantity,
      beneficiaries: r.beneficiaries,
      usdCents: r.amt_total_usd_cents,
      sgdCents: r.amt_total_sgd_cents,
      groupId: r.contribution_group_id,
    })),
    totals,
  });
  return { pdf, fileName: statementFileName(f.begin_date, f.end_date) };
}
