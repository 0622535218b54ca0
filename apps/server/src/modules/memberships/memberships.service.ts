import { AUTO_RENEW_STATUS, MEMBERSHIP_PERIODS, ROLE, UPGRADE_PRICE_FIELDS, membershipMessages, toDateOnly } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import { paymentProviderFor } from '../../lib/payments/index.js';
import * as repo from './memberships.repository.js';
import { periodOf, presentCurrentPackage, presentPackage, presentPayment } from './memberships.presenter.js';

/** Where the browser lands after paying (or not) for a membership. */
export const membershipResultUrl = (config: Config, paymentId: number) => `${config.appUrl}/profile/upgrade/?payment=${paymentId}`;

/** The sandbox's own page for a membership payment session (the sandbox provider names only its key). */
export const membershipSandboxUrl = (config: Config, key: string) => `${config.appUrl}/api/memberships/sandbox/${encodeURIComponent(key)}`;

/** GET /api/app/packages: the four packages with their prices. */
export async function listPackages(db: DbOrTx) {
  return (await repo.findPackagesWithPrices(db)).map(({ pkg, prices }) => presentPackage(pkg, prices));
}

/** GET /api/app/packageslist: one row per package and period. */
export async function listPackagePrices(db: DbOrTx) {
  return (await listPackages(db)).flatMap((p) =>
    p.prices.map((price) => ({ package_id: p.id, package_name: p.name, membership_period_id: price.membership_period_id, period_name: price.period_name, amount_usd: price.amount_usd })),
  );
}

/** GET /api/app/premium-packages: the packages with team accounts and tokens. */
export async function listPremiumPackages(db: DbOrTx) {
  return (await listPackages(db)).filter((p) => p.is_premium);
}

/** GET /api/app/company-plans: the membership periods. */
export function listCompanyPlans() {
  return MEMBERSHIP_PERIODS.map((p) => ({ id: p.id, name: p.name, months: p.months, is_annual: p.is_annual }));
}

/** The caller's company membership, or 404 for someone without a business account. */
async function getMembershipOrThrow(db: DbOrTx, auth: AuthContext) {
  const m = await repo.findMembershipOfUser(db, auth.userId);
  if (!m) throw notFound(membershipMessages.noCompany);
  return m;
}

/** The caller's company membership, when the caller may manage it (company owner or admin). */
async function getManagedMembership(db: DbOrTx, auth: AuthContext) {
  const m = await getMembershipOrThrow(db, auth);
  if (!(m.is_admin === 1 || m.is_owner)) throw forbidden(membershipMessages.notCompanyAdmin);
  return m;
}

/** GET /api/app/current-package/package. */
export async function getCurrentPackage(db: DbOrTx, auth: AuthContext) {
  const m = await getMembershipOrThrow(db, auth);
  return presentCurrentPackage(m, await repo.findCompanyGivingCents(db, m.company_id));
}

/** GET /api/v2/company/main: the caller's company with its membership. */
export async function getCompanyMain(db: DbOrTx, auth: AuthContext) {
  const m = await getMembershipOrThrow(db, auth);
  return {
    id: m.company_id,
    company_name: m.company_name,
    membership_period_id: m.membership_period_id,
    membership_end_date: toDateOnly(m.membership_end_date),
    membership_recurring_status: m.membership_recurring_status,
    package: m.package_id !== null && m.package_name !== null ? { id: m.package_id, name: m.package_name } : null,
  };
}

/** Adds whole calendar months in UTC (31 Jan + 1 month is the last day of February). */
export function addMonthsUtc(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A paid membership that still runs is extended from its end; anything else (trial, ended) starts now. */
export function nextEndDate(current: { hasPackage: boolean; endDate: Date | null }, months: number, now = new Date()): Date {
  const base = current.hasPackage && current.endDate && current.endDate > now ? current.endDate : now;
  return addMonthsUtc(base, months);
}

/**
 * POST /api/user/upgrade: prices the package and period on the server, records a pending membership payment
 * and opens the payment provider's hosted page for it. The membership changes only when the provider reports
 * the payment (handleMembershipEvent).
 */
export async function startUpgrade(db: Db, config: Config, auth: AuthContext, body: Record<string, unknown> & { package_id: number; membership_period_id: number }) {
  const priceFields = Object.keys(body).filter((k) => (UPGRADE_PRICE_FIELDS as readonly string[]).includes(k) || /price|amount/i.test(k));
  if (priceFields.length) throw validationError(Object.fromEntries(priceFields.map((k) => [k, [membershipMessages.priceNotAccepted]])));
  const m = await getManagedMembership(db, auth);
  const pkg = await repo.findPackage(db, body.package_id);
  if (!pkg) throw validationError({ package_id: [membershipMessages.unknownPackage] });
  const period = periodOf(body.membership_period_id);
  const priced = period ? await repo.findPrice(db, pkg.id, period.id) : undefined;
  if (!period || !priced) throw validationError({ membership_period_id: [membershipMessages.unknownPeriod] });

  const provider = paymentProviderFor(config);
  const payment = await repo.insertPayment(db, {
    company_id: m.company_id,
    user_id: auth.userId,
    package_id: pkg.id,
    membership_period_id: period.id,
    amount_usd_cents: priced.price.amount_usd_cents,
    status: 'pending',
    payment_status: 0,
    is_renewal: m.package_id !== null && m.role_id !== ROLE.TRIAL,
    provider: provider.name,
    created_by: auth.userId,
  });
  const created = await provider.createSession({
    groupId: payment.id,
    attempt: 1,
    amountDueCents: payment.amount_usd_cents,
    currency: 'USD',
    description: `Goodhive ${pkg.name} membership, ${period.name} (#M-${payment.id})`,
    customerEmail: m.email,
    successUrl: membershipResultUrl(config, payment.id),
    cancelUrl: membershipResultUrl(config, payment.id),
  });
  const redirectUrl = provider.name === 'sandbox' ? membershipSandboxUrl(config, created.providerSessionId) : created.redirectUrl;
  await repo.setPaymentSession(db, payment.id, { provider: provider.name, provider_session_id: created.providerSessionId, redirect_url: redirectUrl });
  return { payment: presentPayment(payment, pkg), provider: provider.name, redirect_url: redirectUrl, amount_due_usd: toAmount(payment.amount_usd_cents) };
}

/** GET /api/user/upgrade/{id}: a membership payment of the caller's company (others get 404). */
export async function getPayment(db: DbOrTx, auth: AuthContext, id: number) {
  const m = await getMembershipOrThrow(db, auth);
  const payment = await repo.findPayment(db, id);
  if (!payment || payment.company_id !== m.company_id) throw notFound(membershipMessages.paymentNotFound);
  return presentPayment(payment, (await repo.findPackage(db, payment.package_id))!);
}

/** POST /api/user/upgrade/cancel: auto-renewal off; the membership ends at membership_end_date. */
export async function cancelAutoRenew(db: Db, auth: AuthContext) {
  const m = await getManagedMembership(db, auth);
  if (m.package_id === null || m.role_id === ROLE.TRIAL) throw conflict(membershipMessages.nothingToRenew);
  if (m.membership_recurring_status !== AUTO_RENEW_STATUS.on) throw conflict(membershipMessages.autoRenewAlreadyOff);
  await repo.setRecurringStatus(db, m.company_id, AUTO_RENEW_STATUS.cancelled, auth.userId);
  return getCurrentPackage(db, auth);
}
