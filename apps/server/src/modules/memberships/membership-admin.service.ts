import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AUTO_RENEW_STATUS, membershipPaymentAdminMessages as msg, type adminMembershipPaymentCorrectionSchema, type adminMembershipPaymentCreateSchema } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { AuthContext } from '../../http/auth.js';
import { rewardReferralOnPayment } from '../referral-codes/index.js';
import * as repo from './membership-admin.repository.js';
import * as memberships from './memberships.repository.js';
import { presentAdminPayment } from './membership-admin.presenter.js';
import { periodOf } from './memberships.presenter.js';
import { addMonthsUtc } from './memberships.service.js';
import { buildMembershipReceiptPdf } from './membership-receipt.js';
import { membershipReceiptOf, sendMembershipReceipt } from './membership-payments.service.js';

/** GET /api/admin/membership-payments: a page of every membership payment (one company's with company_id). */
export async function listMembershipPayments(db: DbOrTx, q: { company_id?: number; status?: 'complete' | 'incomplete'; limit: number; page: number }) {
  const { rows, total } = await repo.findPaymentPage(db, { companyId: q.company_id, status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { data: rows.map(presentAdminPayment), meta: { total, page: q.page, limit: q.limit } };
}

export async function getMembershipPayment(db: DbOrTx, id: number) {
  const row = await repo.findPayment(db, id);
  if (!row) throw notFound(msg.notFound);
  return presentAdminPayment(row);
}

type Correction = z.output<typeof adminMembershipPaymentCorrectionSchema>;

/**
 * POST /api/admin/membership-payments/{id}: staff correct the amount, the status (1 Complete, 0 Incomplete),
 * the reference or the day paid, under a row lock, with the fields before and after and the reason audited.
 */
export async function correctMembershipPayment(db: Db, auth: AuthContext, id: number, body: Correction, ip?: string) {
  await db.transaction(async (tx) => {
    const current = await repo.lockPayment(tx, id);
    if (!current) throw notFound(msg.notFound);
    const next: Partial<typeof current> = {};
    if (body.amount_usd !== undefined && Math.round(body.amount_usd * 100) !== current.amount_usd_cents) next.amount_usd_cents = Math.round(body.amount_usd * 100);
    if (body.payment_status !== undefined && body.payment_status !== current.payment_status) {
      // Completing here would mark it paid without extending the membership or sending the receipt.
      if (body.payment_status === 1 && !current.membership_end_date) throw validationError({ payment_status: [msg.completeByNewPayment] }, msg.completeByNewPayment);
      next.payment_status = body.payment_status;
      next.status = body.payment_status === 1 ? 'paid' : current.status === 'paid' ? 'cancelled' : current.status;
      if (body.payment_status === 1 && !current.paid_at) next.paid_at = new Date();
    }
    if (body.payment_reference !== undefined && body.payment_reference !== (current.payment_reference ?? '')) next.payment_reference = body.payment_reference || null;
    if (body.paid_on !== undefined && body.paid_on !== current.paid_at?.toISOString().slice(0, 10)) next.paid_at = new Date(`${body.paid_on}T00:00:00.000Z`);
    if (!Object.keys(next).length) throw validationError({ reason: [msg.nothingChanged] }, msg.nothingChanged);
    const pick = (row: Record<string, unknown>) => Object.fromEntries(Object.keys(next).map((k) => [k, row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k]]));
    await repo.updatePayment(tx, id, { ...next, updated_by: auth.userId });
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: 'membership_payment.correct',
      subjectType: 'membership_payment',
      subjectId: id,
      details: { company_id: current.company_id },
      before: pick(current),
      after: pick({ ...current, ...next }),
      reason: body.reason,
      ip,
    });
  });
  return getMembershipPayment(db, id);
}

type Creation = z.output<typeof adminMembershipPaymentCreateSchema>;
type Deps = { db: Db; mailer: Mailer; config: Config };

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * POST /api/admin/membership-payments (/admin/membership-payments/create and /add/{company_id}): staff record a
 * manual membership payment for a company, billed to its owner (or first admin), with one audit row. A complete
 * one (payment_status 1) is paid on paid_on (today by default) and puts the company on the package and period
 * until membership_end_date (by default one period on from its current end, or from the day paid) without
 * automatic renewal unless a card's auto-renewal is already on, gives its
 * trial and downgraded users the member role and rewards a referral, like a card payment; its receipt is mailed
 * after the commit. An incomplete one is only recorded. The company row is locked, so two payments recorded at
 * once extend the membership one after the other; anything wrong writes nothing.
 */
export async function createMembershipPayment(deps: Deps, auth: AuthContext, body: Creation, meta: { ip?: string; log: Pick<FastifyBaseLogger, 'error'>; now?: Date }) {
  const now = meta.now ?? new Date();
  const complete = body.payment_status === 1;
  if (!complete && (body.paid_on || body.membership_end_date)) {
    throw validationError({ [body.paid_on ? 'paid_on' : 'membership_end_date']: [msg.incompleteHasNoDates] }, msg.incompleteHasNoDates);
  }
  const paidAt = complete ? (body.paid_on ? dayStart(body.paid_on) : now) : null;
  if (paidAt && body.paid_on && body.paid_on > now.toISOString().slice(0, 10)) throw validationError({ paid_on: [msg.paidOnInFuture] }, msg.paidOnInFuture);
  const period = periodOf(body.membership_period_id)!;
  const paymentId = await deps.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, body.company_id);
    if (!company) throw notFound(msg.companyNotFound);
    const pkg = await memberships.findPackage(tx, body.package_id);
    if (!pkg) throw validationError({ package_id: [msg.packageNotFound] }, msg.packageNotFound);
    const payer = await memberships.findCompanyOwner(tx, company.id);
    if (!payer) throw conflict(msg.noPayer);
    let endDate: Date | null = null;
    if (paidAt) {
      const current = await memberships.findMembershipOfCompany(tx, company.id);
      const from = current.hasPaidPackage && company.membership_end_date && company.membership_end_date > paidAt ? company.membership_end_date : paidAt;
      endDate = body.membership_end_date ? dayStart(body.membership_end_date) : addMonthsUtc(from, period.months);
      if (endDate <= paidAt) throw validationError({ membership_end_date: [msg.endBeforePaid] }, msg.endBeforePaid);
      // Recording a payment never shortens a membership, nor ends it in the past (the expiry job would downgrade the
      // company at once, or charge its card for a renewal).
      if (endDate <= now) throw validationError({ membership_end_date: [msg.endInPast] }, msg.endInPast);
      if (current.hasPaidPackage && company.membership_end_date && endDate < company.membership_end_date) {
        const text = msg.endBeforeCurrent(company.membership_end_date.toISOString().slice(0, 10));
        throw validationError({ membership_end_date: [text] }, text);
      }
    }
    const amountCents = Math.round(body.amount_usd * 100);
    const id = await repo.insertPayment(tx, {
      company_id: company.id,
      user_id: payer.user_id,
      package_id: pkg.id,
      membership_period_id: body.membership_period_id,
      amount_usd_cents: amountCents,
      status: complete ? 'paid' : 'pending',
      payment_status: body.payment_status,
      provider: body.method,
      payment_reference: body.payment_reference || null,
      membership_end_date: endDate,
      paid_at: paidAt,
      created_by: auth.userId,
      updated_by: auth.userId,
    });
    if (endDate) {
      await memberships.setCompanyMembership(tx, company.id, {
        packageId: pkg.id,
        periodId: body.membership_period_id,
        endDate,
        // A saved card's auto-renewal goes on; otherwise the paid membership does not renew by itself (its renewal is reminded).
        recurring: company.membership_recurring_status === AUTO_RENEW_STATUS.on ? AUTO_RENEW_STATUS.on : AUTO_RENEW_STATUS.cancelled,
        userId: auth.userId,
      });
      await memberships.restoreCompanyUsers(tx, company.id);
      await rewardReferralOnPayment(tx, company.id, now);
    }
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: 'membership_payment.create',
      subjectType: 'membership_payment',
      subjectId: id,
      details: { company_id: company.id, billed_user_id: payer.user_id, method: body.method },
      before: endDate ? { membership_period_id: company.membership_period_id, membership_end_date: company.membership_end_date?.toISOString() ?? null } : null,
      after: {
        package_id: pkg.id,
        membership_period_id: body.membership_period_id,
        amount_usd_cents: amountCents,
        payment_status: body.payment_status,
        paid_at: paidAt?.toISOString() ?? null,
        membership_end_date: endDate?.toISOString() ?? null,
        payment_reference: body.payment_reference || null,
      },
      reason: body.reason,
      ip: meta.ip,
    });
    return id;
  });
  if (complete) await sendMembershipReceipt(deps, paymentId, meta.log);
  return getMembershipPayment(deps.db, paymentId);
}

/** The receipt PDF of a complete membership payment (GET /api/admin/membership-payments/{id}/receipt). */
export async function membershipReceiptPdf(db: DbOrTx, id: number) {
  const receipt = await membershipReceiptOf(db, id);
  if (!receipt) {
    if (!(await repo.findPayment(db, id))) throw notFound(msg.notFound);
    throw conflict(msg.receiptOnlyPaid);
  }
  return buildMembershipReceiptPdf(receipt);
}
