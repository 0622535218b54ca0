import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { countries, partnerApplications } from '../../../db/schema/index.js';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect & { country: string | null };

const columns = { application: partnerApplications, country: countries.name };

export async function insertApplication(db: DbOrTx, values: typeof partnerApplications.$inferInsert) {
  const [row] = await db.insert(partnerApplications).values(values).returning({ id: partnerApplications.id });
  return row!;
}

export async function hasPendingApplication(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(and(sql`lower(${partnerApplications.email}) = lower(${email})`, eq(partnerApplications.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function findApplications(db: DbOrTx, status?: string): Promise<PartnerApplicationRow[]> {
  const rows = await db
    .select(columns)
    .from(partnerApplications)
    .leftJoin(countries, eq(countries.id, partnerApplications.country_id))
    .where(status ? eq(partnerApplications.status, status) : undefined)
    .orderBy(desc(partnerApplications.created_at), desc(partnerApplications.id));
  return rows.map((r) => ({ ...r.application, country: r.country }));
}

export async function findApplication(db: DbOrTx, id: number, lock = false): Promise<PartnerApplicationRow | null> {
  const query = db.select(columns).from(partnerApplications).leftJoin(countries, eq(countries.id, partnerApplications.country_id)).where(eq(partnerApplications.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: partnerApplications }) : await query;
  return row ? { ...row.application, country: row.country } : null;
}

export async function markReviewed(db: DbOrTx, id: number, values: { status: 'approved' | 'rejected'; review_note: string | null; reviewed_by: number; partner_user_id?: number | null }) {
  await db
    .update(partnerApplications)
    .set({ ...values, reviewed_at: sql`now()`, updated_at: sql`now()`, updated_by: values.reviewed_by })
    .where(eq(partnerApplications.id, id));
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)).length > 0;
}
