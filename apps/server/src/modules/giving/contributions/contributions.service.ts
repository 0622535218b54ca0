import type { ContributionFilter, ContributionListQuery, NestedContributionQuery } from '@goodhive/contract';
import { adminGivingMessages, contributionMessages } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { canUseOwnedBy, isAdmin, resolveGivingAccount } from '../../accounts/index.js';
import { findCurrentRate, toAmount } from '../../../lib/money.js';
import { buildReceiptPdf, type ReceiptData } from '../../../lib/pdf/receipt.js';
import type { AuthContext } from '../../../http/auth.js';
import { reservedCreditCents } from '../credits/credits.repository.js';
import * as repo from './contributions.repository.js';
import { emitGivingEvent } from '../checkout/giving-webhooks.js';
import { findForStatusChange } from '../staff/giving-admin.repository.js';
import { iso, presentContribution } from './contributions.presenter.js';
import { writeAudit } from '../../../lib/audit.js';

type Filter = Omit<ContributionFilter, 'payment_received'> & { payment_received?: '1' | '0' | 'all' };

/** The caller's scope: the account they act as, another they may act as, or (admins) any account. */
async function scopeOf(db: DbOrTx, auth: AuthContext, f: Filter, paidOnly: boolean): Promise<repo.ContributionScope> {
  const account = await resolveGivingAccount(db, auth, f, 'read');
  const paid = paidOnly ? 1 : f.payment_received === 'all' ? null : f.payment_received === '0' ? 0 : 1;
  return {
    account: account.account,
    userId: account.userId,
    companyId: account.companyId,
    paid,
    projectId: f.project_id,
    categoryId: f.category_id,
    groupId: f.contribution_group_id,
    type: f.type,
    dateFrom: f.date_from,
    dateTo: f.date_to,
    search: f.search,
  };
}

async function listWithin(db: DbOrTx, scope: repo.ContributionScope, q: Pick<ContributionListQuery, 'limit' | 'page' | 'order_by' | 'order'>) {
  const { rows, total } = await repo.findContributions(db, repo.scopeWhere(scope), { limit: q.limit, page: q.page, orderBy: q.order_by, order: q.order });
  const categories = await repo.findCategoriesOf(db, rows.map((r) => r.c.project_id));
  return {
    data: rows.map((r) => presentContribution(r, categories.get(r.c.project_id) ?? [])),
    meta: { total, page: q.page, limit: q.limit },
  };
}

/** GET /api/v2/contribution: paid contributions by default (payment_received=0 or all for the others). */
export async function listContributions(db: DbOrTx, auth: AuthContext, q: ContributionListQuery) {
  return listWithin(db, await scopeOf(db, auth, q, false), q);
}

/** GET /api/user/contribution/getContributions: the same list, filters nested as filters[key]=value. */
export async function listContributionsNested(db: DbOrTx, auth: AuthContext, q: NestedContributionQuery) {
  const { date, ...filters } = q.filters;
  const scope = await scopeOf(db, auth, { ...filters, date_from: date?.from, date_to: date?.to, search: q.search }, false);
  return listWithin(db, scope, q);
}

const sumOf = (row: Awaited<ReturnType<typeof repo.sumContributions>>) => ({
  amt_total_usd: toAmount(row.usd),
  amt_total_sgd: toAmount(row.sgd),
  beneficiaries: Number(row.beneficiaries),
  quantity: Number(row.quantity),
  contributions: Number(row.count),
  groups: Number(row.groups),
});

/** GET /api/contribution/sum: totals of paid contributions with a date. */
export async function sumContributions(db: DbOrTx, auth: AuthContext, f: Filter) {
  return sumOf(await repo.sumContributions(db, repo.scopeWhere(await scopeOf(db, auth, f, true))));
}

const breakdownOf = (r: { count: number; quantity: number; beneficiaries: number; usd: number }) => ({
  count: Number(r.count),
  quantity: Number(r.quantity),
  beneficiaries: Number(r.beneficiaries),
  amt_total_usd: toAmount(r.usd),
});

/** GET /api/contribution/types: paid giving per category and per kind, and the favourite category. */
export async function contributionTypes(db: DbOrTx, auth: AuthContext, f: Filter) {
  const where = repo.scopeWhere(await scopeOf(db, auth, f, true));
  const [byCategory, byType] = await Promise.all([repo.sumByCategory(db, where), repo.sumByType(db, where)]);
  const favourite = byCategory[0];
  return {
    categories: byCategory.map((c) => ({ id: c.id, name: c.name, ...breakdownOf(c) })),
    types: byType.map((t) => ({ type: t.type, ...breakdownOf(t) })),
    favourite_category: favourite ? { id: favourite.id, name: favourite.name } : null,
  };
}

/** GET /api/contribution/stat: totals, reach and the monthly series of paid giving. */
export async function contributionStat(db: DbOrTx, auth: AuthContext, f: Filter) {
  const where = repo.scopeWhere(await scopeOf(db, auth, f, true));
  const [sum, reach, months] = await Promise.all([repo.sumContributions(db, where), repo.countReach(db, where), repo.sumByMonth(db, where)]);
  return {
    totals: sumOf(sum),
    projects_supported: Number(sum.projects),
    partners_supported: Number(reach.partners),
    countries_reached: Number(reach.countries),
    first_contribution_date: iso(sum.first),
    last_contribution_date: iso(sum.last),
    by_month: months.map((m) => ({ month: m.month, amt_total_usd: toAmount(m.usd), beneficiaries: Number(m.beneficiaries), count: Number(m.count) })),
  };
}

/**
 * POST /api/user/contribution/status/change (admins): sets payment_received of contributions, e.g. for a bank
 * transfer received outside the providers. Marking paid dates the contribution now and fixes its SGD amount
 * at today's rate (when not fixed yet); a group whose contributions are all paid becomes paid ('manual').
 * Marking unpaid takes a contribution out of every impact total. Every change is audited.
 */
export async function changeContributionStatus(db: Db, auth: AuthContext, body: { status: 0 | 1; ids: number[] }, ip?: string) {
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const found = await findForStatusChange(tx, ids);
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw notFound(contributionMessages.notFound);
    const groupIds = [...new Set(found.map((f) => f.group))].sort((a, b) => a - b);
    for (const id of groupIds) await repo.lockGroup(tx, id);
    // Money already sent to a partner, and giving paid from a giving credit (whose balance would have to be given
    // back), are outside a status change. The trial's platform-funded gift is not: staff may withdraw it.
    const remitted = found.filter((f) => f.remittance_id !== null).map((f) => String(f.id));
    if (remitted.length) throw conflict(adminGivingMessages.remitted, { ids: remitted });
    const fromCredit = found.filter((f) => f.funded_by === 'credit').map((f) => String(f.id));
    if (fromCredit.length) throw conflict(adminGivingMessages.creditFunded, { ids: fromCredit });
    const before = await repo.findGroupStatuses(tx, groupIds);
    const rate = await findCurrentRate(tx, 'SGD');
    const updated =
      body.status === 1 ? await repo.markContributionsPaid(tx, ids, rate, auth.userId) : await repo.markContributionsUnpaid(tx, ids, auth.userId);
    for (const groupId of groupIds) {
      if (body.status === 1) {
        await repo.markGroupPaidByHand(tx, groupId, rate, auth.userId);
        // A group paid by hand can no longer be paid at a provider.
        await repo.supersedeSessionsOfPaidGroup(tx, groupId);
      } else {
        // A group with nothing paid left is no longer paid: its totals leave every paid figure with it.
        await repo.markGroupUnpaidWhenNothingPaid(tx, groupId, auth.userId);
      }
    }
    const after = await repo.findGroupStatuses(tx, groupIds);
    // A group staff paid by hand is a paid giving like any other to the company's webhook endpoints.
    for (const groupId of groupIds) {
      if (before.get(groupId)?.status !== 'paid' && after.get(groupId)?.status === 'paid') await emitGivingEvent(tx, groupId, 'giving.paid');
    }
    const changed = updated.map((u) => u.id).sort((a, b) => a - b);
    for (const groupId of groupIds) {
      const inGroup = found.filter((f) => f.group === groupId).map((f) => f.id);
      await writeAudit(tx, {
        actorId: auth.impersonatorId ?? auth.userId,
        action: 'contribution.status_change',
        subjectType: 'contribution_group',
        subjectId: groupId,
        details: { status: body.status, ids: inGroup, updated: changed.filter((id) => inGroup.includes(id)) },
        before: before.get(groupId) ?? null,
        after: after.get(groupId) ?? null,
        ip,
      });
    }
    return { status: body.status, updated: changed };
  });
}

/**
 * DELETE /api/contribution/{id}: only an unpaid contribution, by its owner (a member for company giving) or
 * an admin, and not while its checkout is being paid (409). The group's total follows.
 */
export async function deleteContribution(db: Db, auth: AuthContext, id: number) {
  const found = await repo.findContribution(db, id);
  if (!found || !(isAdmin(auth) || (await canUseOwnedBy(db, auth, found, 'write')))) throw notFound(contributionMessages.notFound);
  await db.transaction(async (tx) => {
    const group = await repo.lockGroup(tx, found.contribution_group_id);
    const current = await repo.lockContribution(tx, id);
    if (!current || !group) throw notFound(contributionMessages.notFound);
    if (current.payment_received === 1) throw conflict(contributionMessages.paidCannotDelete);
    if (group.status === 'pending') throw conflict(contributionMessages.inCheckout);
    await repo.deleteContributionRow(tx, id);
    await repo.recomputeGroupUsdTotal(tx, group.id);
  });
}

/** GET /api/contribution/receipt?group_id=: the PDF receipt of a paid group. */
export async function buildReceipt(db: DbOrTx, auth: AuthContext, groupId: number) {
  const group = await repo.findGroup(db, groupId);
  if (!group || !(await canUseOwnedBy(db, auth, group, 'read'))) throw notFound('Contribution group not found.');
  if (group.status !== 'paid' || !group.paid_at) throw conflict(contributionMessages.receiptNotReady);
  return buildReceiptPdf(await loadReceiptData(db, group));
}

/** What a receipt shows of a paid group: the payer, the paid lines and the totals, read from the ledger. */
export async function loadReceiptData(db: DbOrTx, group: repo.GroupRow): Promise<ReceiptData> {
  const payer = await repo.findPayer(db, group.user_id);
  const company = group.company_id ? await repo.findCompanyName(db, group.company_id) : undefined;
  const rows = await repo.findGroupContributionRows(db, group.id);
  return {
    groupId: group.id,
    paidAt: new Date(group.paid_at!),
    payer: { name: `${payer.first_name} ${payer.last_name}`, email: payer.email, company: company?.name ?? null },
    paymentProvider: group.payment_provider,
    paymentReference: group.payment_reference,
    lines: rows.map((r) => ({
      project: r.project.title,
      impactUnit: r.impact_unit,
      quantity: r.c.quantity,
      beneficiaries: r.c.beneficiaries,
      amountUsd: toAmount(r.c.amt_total_usd_cents),
    })),
    totalUsd: toAmount(group.total_usd_cents),
    totalSgd: group.total_sgd_cents === null ? null : toAmount(group.total_sgd_cents),
    exchangeRateSgd: group.exchange_rate_sgd === null ? null : Number(group.exchange_rate_sgd),
    creditAppliedUsd: toAmount(await reservedCreditCents(db, group.id)),
  };
}
