import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_GIVING_EXPORT_MAX,
  OFFLINE_GIVING_MAX_USD,
  adminGivingMessages as msg,
  contributionMessages,
  givingPaymentMethodLabels,
  type AdminGivingFilter,
  type GivingPaymentMethod,
  type offlineGivingSchema,
} from '@goodhive/contract';
import type { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { notFound, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { convertCents, findCurrentRate, toAmount } from '../../../lib/money.js';
import type { AuthContext } from '../../../http/auth.js';
import { toCsv } from '../../../lib/csv.js';
import { reservedCreditCents } from '../credits/credits.repository.js';
import { insertContributions, insertGroup } from '../checkout/checkout.repository.js';
import { notifyGroupPaid } from '../checkout/paid-notifications.js';
import * as repo from './giving-admin.repository.js';
import { presentGivingDetail, presentGivingRow } from './giving-admin.presenter.js';

const actorOf = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

/** GET /api/admin/giving: one page of every contribution group the filters match, and the totals of all pages. */
export async function listGiving(db: DbOrTx, q: AdminGivingFilter & { limit: number; page: number }) {
  const narrowed = q.partner_id !== undefined || q.project_id !== undefined;
  // A partner or project filter tests each group's lines: it runs once, and the three reads below take its ids.
  const where = narrowed ? repo.givingIdIn(await repo.findGivingIds(db, repo.givingWhere(q))) : repo.givingWhere(q);
  const [rows, totals, lines] = await Promise.all([
    repo.findGivingPage(db, where, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    repo.sumGiving(db, where),
    narrowed ? repo.sumMatchingLines(db, where, q) : null,
  ]);
  return {
    data: {
      rows: rows.map(presentGivingRow),
      totals: {
        groups: totals.groups,
        total_usd: toAmount(totals.usd),
        total_sgd: toAmount(totals.sgd),
        matching_usd: lines ? toAmount(lines.usd) : null,
        matching_sgd: lines ? toAmount(lines.sgd) : null,
      },
    },
    meta: { total: totals.groups, page: q.page, limit: q.limit },
  };
}

const CSV_HEADER = [
  'Giving ID',
  'Date',
  'Status',
  'Account',
  'Giver',
  'Giver e-mail',
  'Company',
  'Partners',
  'Lines',
  'Total (USD)',
  'Total (SGD)',
  'Currency',
  'Payment method',
  'Payment reference',
] as const;

/** GET /api/admin/giving/csv: every group the filters match (up to ADMIN_GIVING_EXPORT_MAX), as the list shows them. */
export async function exportGivingCsv(db: DbOrTx, f: AdminGivingFilter) {
  const rows = (await repo.findGivingPage(db, repo.givingWhere(f), { limit: ADMIN_GIVING_EXPORT_MAX, offset: 0 })).map(presentGivingRow);
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.date.slice(0, 10),
      r.status,
      r.account,
      r.user.name,
      r.user.email,
      r.company?.name ?? null,
      r.partners.join('; '),
      r.lines,
      r.total_usd.toFixed(2),
      r.total_sgd === null ? null : r.total_sgd.toFixed(2),
      r.currency,
      r.payment_method ? (givingPaymentMethodLabels[r.payment_method as GivingPaymentMethod] ?? r.payment_method) : null,
      r.payment_reference,
    ]),
  );
  const range = [f.date_from, f.date_to].filter(Boolean).join('_to_');
  return { csv, fileName: `giving${range ? `_${range}` : ''}.csv` };
}

/** GET /api/admin/giving/{id}: a group with its lines, payment sessions and events, credit and audit trail. */
export async function givingDetail(db: DbOrTx, id: number) {
  const row = await repo.findGivingRow(db, id);
  if (!row) throw notFound(msg.notFound);
  const [lines, events, sessions, audit, creditCents] = await Promise.all([
    repo.findGivingLines(db, id),
    repo.findPaymentEvents(db, id),
    repo.findPaymentSessions(db, id),
    repo.findGroupAudit(db, id),
    reservedCreditCents(db, id),
  ]);
  return presentGivingDetail(row, { lines, events, sessions, audit, creditCents });
}

type OfflineGivingBody = z.output<typeof offlineGivingSchema>;
type Deps = { db: Db; mailer: Mailer; config: Config };

/** Which account gave and the member the contributions are recorded for; 422 with the field at fault. */
async function resolveOfflineOwner(db: DbOrTx, body: OfflineGivingBody) {
  if (body.company_id !== undefined) {
    if (!(await repo.companyExists(db, body.company_id))) throw validationError({ company_id: [contributionMessages.companyNotFound] });
    if (body.user_id !== undefined) {
      if (!(await repo.isMemberOf(db, body.user_id, body.company_id))) throw validationError({ user_id: ['This user is not a member of the company.'] });
      return { account: 'company' as const, companyId: body.company_id, userId: body.user_id };
    }
    const recorder = await repo.findCompanyRecorder(db, body.company_id);
    if (recorder === null) throw validationError({ company_id: [msg.companyWithoutMembers] });
    return { account: 'company' as const, companyId: body.company_id, userId: recorder };
  }
  const user = await repo.findUserRow(db, body.user_id!);
  if (!user || user.user_type !== 'business') throw validationError({ user_id: [contributionMessages.userNotFound] });
  return { account: 'user' as const, companyId: null, userId: user.id };
}

/**
 * POST /api/admin/giving: giving received by bank transfer or cheque, recorded as paid on the day received,
 * priced from the impact levels, with the SGD figures at today's rate; audited, then the receipt is e-mailed.
 */
export async function recordOfflineGiving(deps: Deps, log: FastifyBaseLogger, auth: AuthContext, body: OfflineGivingBody, ip?: string) {
  const today = new Date().toISOString().slice(0, 10);
  if (body.received_on > today) throw validationError({ received_on: [msg.futureDate] });
  const owner = await resolveOfflineOwner(deps.db, body);
  const levels = await repo.findLevels(deps.db, [...new Set(body.lines.map((l) => l.impact_level_id))]);
  const priced = body.lines.map((line, index) => {
    const found = levels.find((l) => l.level.id === line.impact_level_id);
    if (!found) throw validationError({ [`lines.${index}.impact_level_id`]: [msg.levelNotFound] });
    if (found.project_status !== 'live' || !found.level.is_active || found.level.currency !== 'USD') {
      throw validationError({ [`lines.${index}.impact_level_id`]: [msg.levelUnavailable(found.project_title)] });
    }
    return { line, level: found.level, totalCents: found.level.price_cents * line.quantity };
  });
  const totalCents = priced.reduce((n, p) => n + p.totalCents, 0);
  if (totalCents > OFFLINE_GIVING_MAX_USD * 100) throw validationError({ lines: [msg.tooLarge] });

  const paidAt = new Date(`${body.received_on}T00:00:00.000Z`);
  const actor = actorOf(auth);
  const group = await deps.db.transaction(async (tx) => {
    const rate = await findCurrentRate(tx, 'SGD');
    const sgd = (cents: number) => (rate === null ? null : convertCents(cents, rate));
    const created = await insertGroup(tx, {
      user_id: owner.userId,
      company_id: owner.companyId,
      account: owner.account,
      status: 'paid',
      total_usd_cents: totalCents,
      total_sgd_cents: rate === null ? null : priced.reduce((n, p) => n + sgd(p.totalCents)!, 0),
      exchange_rate_sgd: rate,
      funded_by: 'customer',
      payment_provider: body.payment_method,
      payment_reference: body.payment_reference,
      currency: body.currency,
      note: body.note?.trim() ? body.note.trim() : null,
      paid_at: paidAt,
      created_at: paidAt,
      created_by: actor,
      updated_by: actor,
    });
    await insertContributions(
      tx,
      priced.map((p) => ({
        contribution_group_id: created.id,
        user_id: owner.userId,
        company_id: owner.companyId,
        account: owner.account,
        project_id: p.level.project_id,
        impact_level_id: p.level.id,
        quantity: p.line.quantity,
        beneficiaries: p.line.quantity * p.level.beneficiaries_per_unit,
        unit_price_cents: p.level.price_cents,
        amt_total_usd_cents: p.totalCents,
        amt_total_sgd_cents: sgd(p.totalCents),
        payment_received: 1,
        contribution_date: paidAt,
        funded_by: 'customer',
        created_by: actor,
      })),
    );
    await writeAudit(tx, {
      actorId: actor,
      action: 'giving.offline_create',
      subjectType: 'contribution_group',
      subjectId: created.id,
      after: {
        account: owner.account,
        company_id: owner.companyId,
        user_id: owner.userId,
        total_usd: toAmount(totalCents),
        currency: body.currency,
        payment_method: body.payment_method,
        payment_reference: body.payment_reference,
        received_on: body.received_on,
        lines: priced.map((p) => ({ impact_level_id: p.level.id, quantity: p.line.quantity })),
      },
      reason: body.note ?? null,
      ip,
    });
    return created;
  });
  await notifyGroupPaid(deps, group.id, log);
  return { id: group.id, total_usd: toAmount(totalCents) };
}
