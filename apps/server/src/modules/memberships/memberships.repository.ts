import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  companies,
  companyPackages,
  membershipPackagePrices,
  membershipPackages,
  membershipPaymentEvents,
  membershipPayments,
  userBusiness,
  users,
} from '../../db/schema/index.js';

export type PackageRow = typeof membershipPackages.$inferSelect;
export type PriceRow = typeof membershipPackagePrices.$inferSelect;
export type MembershipPaymentRow = typeof membershipPayments.$inferSelect;

/** Every package, smallest first, with its prices. */
export async function findPackagesWithPrices(db: DbOrTx) {
  const packages = await db.select().from(membershipPackages).orderBy(asc(membershipPackages.sort_order), asc(membershipPackages.id));
  const prices = await db.select().from(membershipPackagePrices).orderBy(asc(membershipPackagePrices.membership_period_id));
  return packages.map((p) => ({ pkg: p, prices: prices.filter((r) => r.package_id === p.id) }));
}

/** The price of one package for one period, or undefined. */
export async function findPrice(db: DbOrTx, packageId: number, periodId: number) {
  const [row] = await db
    .select({ pkg: membershipPackages, price: membershipPackagePrices })
    .from(membershipPackagePrices)
    .innerJoin(membershipPackages, eq(membershipPackages.id, membershipPackagePrices.package_id))
    .where(and(eq(membershipPackagePrices.package_id, packageId), eq(membershipPackagePrices.membership_period_id, periodId)));
  return row;
}

export async function findPackage(db: DbOrTx, packageId: number) {
  const [row] = await db.select().from(membershipPackages).where(eq(membershipPackages.id, packageId));
  return row;
}

/** The caller's primary company link (owned or administered first), with the company's membership and package. */
export async function findMembershipOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      company_id: companies.id,
      company_name: companies.company_name,
      membership_period_id: companies.membership_period_id,
      membership_end_date: companies.membership_end_date,
      membership_recurring_status: companies.membership_recurring_status,
      trial_ends_at: companies.trial_ends_at,
      is_admin: userBusiness.is_admin,
      is_owner: userBusiness.is_owner,
      role_id: users.role_id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      package_id: membershipPackages.id,
      package_name: membershipPackages.name,
    })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .leftJoin(membershipPackages, eq(membershipPackages.id, companyPackages.package_id))
    .where(eq(userBusiness.user_id, userId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  return row;
}
export type MembershipOfUser = NonNullable<Awaited<ReturnType<typeof findMembershipOfUser>>>;

/** The company's total paid giving, in US cents (company account only). */
export async function findCompanyGivingCents(db: DbOrTx, companyId: number): Promise<number> {
  const result = await db.execute<{ cents: string | number | null }>(
    sql`select coalesce(sum(amt_total_usd_cents), 0) as cents from contributions where company_id = ${companyId} and account = 'company' and payment_received = 1`,
  );
  return Number(result.rows[0]?.cents ?? 0);
}

export async function insertPayment(tx: DbOrTx, values: typeof membershipPayments.$inferInsert) {
  const [row] = await tx.insert(membershipPayments).values(values).returning();
  return row;
}

export async function setPaymentSession(tx: DbOrTx, id: number, values: { provider: string; provider_session_id: string; redirect_url: string }) {
  await tx.update(membershipPayments).set({ ...values, updated_at: new Date() }).where(eq(membershipPayments.id, id));
}

export async function findPayment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(membershipPayments).where(eq(membershipPayments.id, id));
  return row;
}

export async function findPaymentBySession(db: DbOrTx, provider: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(membershipPayments)
    .where(and(eq(membershipPayments.provider, provider), eq(membershipPayments.provider_session_id, sessionId)));
  return row;
}

/** pending → paid, at most once: returns the row only when this call made the change. */
export async function markPaymentPaid(tx: DbOrTx, id: number, values: { reference: string; endDate: Date }) {
  const [row] = await tx
    .update(membershipPayments)
    .set({ status: 'paid', payment_status: 1, payment_reference: values.reference, membership_end_date: values.endDate, paid_at: new Date(), updated_at: new Date() })
    .where(and(eq(membershipPayments.id, id), eq(membershipPayments.status, 'pending')))
    .returning();
  return row;
}

/** pending → failed or cancelled, at most once. */
export async function closePayment(tx: DbOrTx, id: number, status: 'failed' | 'cancelled', reason: string) {
  const [row] = await tx
    .update(membershipPayments)
    .set({ status, failure_reason: reason, updated_at: new Date() })
    .where(and(eq(membershipPayments.id, id), eq(membershipPayments.status, 'pending')))
    .returning();
  return row;
}

/** Records a provider event; null when (provider, event id) was already recorded. */
export async function insertEvent(tx: DbOrTx, values: typeof membershipPaymentEvents.$inferInsert) {
  const [row] = await tx.insert(membershipPaymentEvents).values(values).onConflictDoNothing().returning({ id: membershipPaymentEvents.id });
  return row?.id ?? null;
}

export async function setEventOutcome(tx: DbOrTx, id: number, outcome: string) {
  await tx.update(membershipPaymentEvents).set({ outcome }).where(eq(membershipPaymentEvents.id, id));
}

export async function findEvent(db: DbOrTx, provider: string, eventId: string) {
  const [row] = await db
    .select()
    .from(membershipPaymentEvents)
    .where(and(eq(membershipPaymentEvents.provider, provider), eq(membershipPaymentEvents.event_id, eventId)));
  return row;
}

/** Locks the company row so two payments apply one after the other. */
export async function lockCompany(tx: DbOrTx, companyId: number) {
  const result = await tx.execute<{ membership_end_date: string | null; membership_period_id: number | null }>(
    sql`select to_char(membership_end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as membership_end_date, membership_period_id from companies where id = ${companyId} for update`,
  );
  const row = result.rows[0];
  return row ? { membership_end_date: row.membership_end_date ? new Date(row.membership_end_date) : null, membership_period_id: row.membership_period_id } : undefined;
}

/** Puts the company on a package and period until `endDate`, renewing by itself. */
export async function setCompanyMembership(tx: DbOrTx, companyId: number, values: { packageId: number; periodId: number; endDate: Date; recurring: string; userId: number }) {
  await tx
    .update(companies)
    .set({ membership_period_id: values.periodId, membership_end_date: values.endDate, membership_recurring_status: values.recurring, updated_at: new Date(), updated_by: values.userId })
    .where(eq(companies.id, companyId));
  await tx
    .insert(companyPackages)
    .values({ company_id: companyId, package_id: values.packageId, created_by: values.userId, updated_by: values.userId })
    .onConflictDoUpdate({ target: companyPackages.company_id, set: { package_id: values.packageId, updated_at: new Date(), updated_by: values.userId } });
}

/** Gives the company's trial and downgraded users the paying member role. */
export async function restoreCompanyUsers(tx: DbOrTx, companyId: number) {
  const members = tx.select({ id: userBusiness.user_id }).from(userBusiness).where(eq(userBusiness.company_id, companyId));
  await tx
    .update(users)
    .set({ role_id: ROLE.MEMBER, updated_at: new Date() })
    .where(and(inArray(users.id, members), inArray(users.role_id, [ROLE.DOWNGRADED, ROLE.TRIAL])));
}

export async function setRecurringStatus(tx: DbOrTx, companyId: number, status: string, userId: number) {
  await tx.update(companies).set({ membership_recurring_status: status, updated_at: new Date(), updated_by: userId }).where(eq(companies.id, companyId));
}

/** Whether the company has ever been on a paid package. */
export async function findMembershipOfCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ package_id: companyPackages.package_id }).from(companyPackages).where(eq(companyPackages.company_id, companyId));
  return { hasPaidPackage: Boolean(row) };
}

export async function setEventPayment(tx: DbOrTx, id: number, paymentId: number) {
  await tx.update(membershipPaymentEvents).set({ membership_payment_id: paymentId }).where(eq(membershipPaymentEvents.id, id));
}

/** Who paid, with the company's name, for the receipt. */
export async function findPayer(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name, company_name: companies.company_name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row;
}

/** The owner (or first admin) of a company with its membership, for the renewal e-mails. */
export async function findCompanyOwner(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      company_name: companies.company_name,
      membership_end_date: companies.membership_end_date,
      membership_recurring_status: companies.membership_recurring_status,
    })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .innerJoin(companies, eq(companies.id, userBusiness.company_id))
    .where(eq(userBusiness.company_id, companyId))
    .orderBy(desc(userBusiness.is_owner), desc(userBusiness.is_admin), asc(userBusiness.id))
    .limit(1);
  return row;
}

/** What a company renews: its package, period, end date and auto-renewal, with the owner (or first admin) who is billed. */
export async function findCompanyRenewal(db: DbOrTx, companyId: number) {
  const owner = await findCompanyOwner(db, companyId);
  if (!owner) return undefined;
  const [row] = await db
    .select({ package_id: companyPackages.package_id, membership_period_id: companies.membership_period_id })
    .from(companies)
    .leftJoin(companyPackages, eq(companyPackages.company_id, companies.id))
    .where(eq(companies.id, companyId));
  return { ...owner, package_id: row?.package_id ?? null, membership_period_id: row?.membership_period_id ?? null };
}
