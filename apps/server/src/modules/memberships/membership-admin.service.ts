import type { z } from 'zod';
import { membershipPaymentAdminMessages as msg, type adminMembershipPaymentCorrectionSchema } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './membership-admin.repository.js';
import { presentAdminPayment } from './membership-admin.presenter.js';

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
