import { MEMBERSHIP_PERIODS, ROLE, membershipPaymentStatusLabel, toDateOnly, type CurrentPackage, type MembershipPackage, type MembershipPayment } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { MembershipOfUser, MembershipPaymentRow, PackageRow, PriceRow } from './memberships.repository.js';

/** The period's name and length, by its id. */
export const periodOf = (id: number) => MEMBERSHIP_PERIODS.find((p) => p.id === id);

/** A package with its prices, as the packages calls answer it. */
export function presentPackage(pkg: PackageRow, prices: PriceRow[]): MembershipPackage {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    employee_limit: pkg.employee_limit,
    is_premium: pkg.is_premium,
    prices: prices.flatMap((price) => {
      const period = periodOf(price.membership_period_id);
      if (!period) return [];
      return [{ membership_period_id: period.id, period_name: period.name, months: period.months, is_annual: period.is_annual, amount_usd: toAmount(price.amount_usd_cents) }];
    }),
  };
}

/** The caller's company membership. */
export function presentCurrentPackage(m: MembershipOfUser, totalGivingCents: number): CurrentPackage {
  return {
    company_id: m.company_id,
    package: m.package_id !== null && m.package_name !== null ? { id: m.package_id, name: m.package_name } : null,
    membership_period_id: m.membership_period_id,
    membership_end_date: toDateOnly(m.membership_end_date),
    membership_recurring_status: m.membership_recurring_status,
    auto_renew: m.membership_recurring_status === 'active',
    is_trial: m.role_id === ROLE.TRIAL,
    is_downgraded: m.role_id === ROLE.DOWNGRADED,
    is_admin: m.is_admin === 1 || m.is_owner,
    total_giving_usd: toAmount(totalGivingCents),
  };
}

/** A membership payment with its package. */
export function presentPayment(row: MembershipPaymentRow, pkg: PackageRow): MembershipPayment {
  return {
    id: row.id,
    company_id: row.company_id,
    package: { id: pkg.id, name: pkg.name },
    membership_period_id: row.membership_period_id,
    period_name: periodOf(row.membership_period_id)?.name ?? String(row.membership_period_id),
    amount_usd: toAmount(row.amount_usd_cents),
    status: row.status as MembershipPayment['status'],
    payment_status: row.payment_status,
    payment_status_label: membershipPaymentStatusLabel(row.payment_status),
    failure_reason: row.failure_reason,
    is_renewal: row.is_renewal,
    membership_end_date: toDateOnly(row.membership_end_date),
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
