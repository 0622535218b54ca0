import { billingMessages, type BillingAccountQuery, type BillingMembership } from '@goodhive/contract';
import { adminPaymentStatusLabel, membershipPaymentMethodLabel } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import { resolveBillingAccount } from '../billing/index.js';
import * as repo from './membership-admin.repository.js';
import { buildMembershipReceiptPdf } from './membership-receipt.js';
import { membershipReceiptOf } from './membership-payments.service.js';
import { periodOf } from './memberships.presenter.js';

const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null);

function present(row: repo.PaymentRow): BillingMembership {
  const { p } = row;
  return {
    id: p.id,
    package_name: row.package_name,
    membership_period_id: p.membership_period_id,
    period: periodOf(p.membership_period_id)?.name ?? 'Annual',
    amount_usd: toAmount(p.amount_usd_cents),
    payment_status_label: adminPaymentStatusLabel(p.payment_status, row.recurring_status),
    method: membershipPaymentMethodLabel(p.provider),
    is_renewal: p.is_renewal,
    paid_at: iso(p.paid_at),
    membership_end_date: iso(p.membership_end_date),
    created_at: iso(p.created_at)!,
    has_receipt: p.status === 'paid' && p.paid_at !== null && p.membership_end_date !== null,
  };
}

/**
 * GET /api/user/billing/memberships: the membership payments of the company the member acts as (its admins and
 * owner; staff by user_id), newest first: every paid one, by card or recorded by staff, and the incomplete ones
 * staff recorded. A personal account has none.
 */
export async function listBillingMemberships(db: DbOrTx, auth: AuthContext, query: Partial<BillingAccountQuery> & { limit: number; page: number }) {
  const account = await resolveBillingAccount(db, auth, query, 'read');
  if (account.companyId === null) return { data: [], meta: { total: 0, page: query.page, limit: query.limit } };
  const { rows, total } = await repo.findCompanyBillingPayments(db, account.companyId, query.limit, (query.page - 1) * query.limit);
  return { data: rows.map(present), meta: { total, page: query.page, limit: query.limit } };
}

/** GET /api/user/billing/memberships/{id}/receipt: the receipt PDF of one of the company's complete membership payments. */
export async function billingMembershipReceipt(db: DbOrTx, auth: AuthContext, id: number, query: Partial<BillingAccountQuery>) {
  const account = await resolveBillingAccount(db, auth, query, 'read');
  const payment = account.companyId === null ? null : await repo.findPayment(db, id);
  if (!payment || payment.p.company_id !== account.companyId) throw notFound(billingMessages.membershipNotFound);
  const receipt = await membershipReceiptOf(db, id);
  if (!receipt) throw conflict(billingMessages.membershipNoReceipt);
  return buildMembershipReceiptPdf(receipt);
}
