import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { MANUAL_MEMBERSHIP_METHODS } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { companies, membershipPackages, membershipPayments, users } from '../../db/schema/index.js';

const columns = {
  p: membershipPayments,
  company_name: companies.company_name,
  recurring_status: companies.membership_recurring_status,
  package_name: membershipPackages.name,
  user_first: users.first_name,
  user_last: users.last_name,
  user_email: users.email,
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(membershipPayments)
    .innerJoin(companies, eq(companies.id, membershipPayments.company_id))
    .innerJoin(membershipPackages, eq(membershipPackages.id, membershipPayments.package_id))
    .innerJoin(users, eq(users.id, membershipPayments.user_id));

/** A page of membership payments, newest first, one company's with companyId. */
export async function findPaymentPage(db: DbOrTx, q: { companyId?: number; status?: 'complete' | 'incomplete'; limit: number; offset: number }) {
  const parts: SQL[] = [];
  if (q.companyId) parts.push(eq(membershipPayments.company_id, q.companyId));
  if (q.status === 'complete') parts.push(eq(membershipPayments.payment_status, 1));
  if (q.status === 'incomplete') parts.push(ne(membershipPayments.payment_status, 1));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [count]] = await Promise.all([
    base(db).where(where).orderBy(desc(membershipPayments.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(membershipPayments).where(where),
  ]);
  return { rows, total: count.n };
}
export type PaymentRow = Awaited<ReturnType<typeof findPaymentPage>>['rows'][number];

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await base(db).where(eq(membershipPayments.id, id)).limit(1);
  return row ?? null;
}

export async function lockPayment(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(membershipPayments).where(eq(membershipPayments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updatePayment(tx: DbOrTx, id: number, values: Partial<typeof membershipPayments.$inferInsert>) {
  await tx.update(membershipPayments).set({ ...values, updated_at: sql`now()` }).where(eq(membershipPayments.id, id));
}

/** The company a manual payment is for, locked so two payments recorded at once extend its membership one after the other. */
export async function lockCompany(tx: DbOrTx, companyId: number) {
  const [row] = await tx
    .select({ id: companies.id, membership_end_date: companies.membership_end_date, membership_period_id: companies.membership_period_id, membership_recurring_status: companies.membership_recurring_status })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, values: typeof membershipPayments.$inferInsert) {
  const [row] = await tx.insert(membershipPayments).values(values).returning({ id: membershipPayments.id });
  return row.id;
}

/** A company's membership payments the member sees on the billing page: every paid one and the ones staff recorded. */
export async function findCompanyBillingPayments(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const byStaff = inArray(membershipPayments.provider, ['manual', ...MANUAL_MEMBERSHIP_METHODS.map((m) => m.value)]);
  const where = and(eq(membershipPayments.company_id, companyId), or(eq(membershipPayments.status, 'paid'), byStaff));
  const [rows, [count]] = await Promise.all([
    base(db).where(where).orderBy(desc(membershipPayments.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(membershipPayments).where(where),
  ]);
  return { rows, total: count.n };
}
