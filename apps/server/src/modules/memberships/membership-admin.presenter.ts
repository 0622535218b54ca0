import { MEMBERSHIP_PERIODS, adminPaymentStatusLabel, type AdminMembershipPayment } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { PaymentRow } from './membership-admin.repository.js';

const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null);

/** A membership payment as the staff screens show it. */
export function presentAdminPayment(row: PaymentRow): AdminMembershipPayment {
  const { p } = row;
  return {
    id: p.id,
    company: { id: p.company_id, name: row.company_name, membership_recurring_status: row.recurring_status },
    user: { id: p.user_id, name: `${row.user_first} ${row.user_last}`, email: row.user_email },
    package: { id: p.package_id, name: row.package_name },
    membership_period_id: p.membership_period_id,
    period: p.membership_period_id === 1 ? 'Monthly' : (MEMBERSHIP_PERIODS.find((m) => m.id === p.membership_period_id)?.name ?? 'Annual'),
    amount_usd: toAmount(p.amount_usd_cents),
    status: p.status,
    payment_status: p.payment_status,
    payment_status_label: adminPaymentStatusLabel(p.payment_status, row.recurring_status),
    is_renewal: p.is_renewal,
    provider: p.provider,
    payment_reference: p.payment_reference,
    failure_reason: p.failure_reason,
    membership_end_date: iso(p.membership_end_date),
    paid_at: iso(p.paid_at),
    created_at: iso(p.created_at)!,
  };
}
