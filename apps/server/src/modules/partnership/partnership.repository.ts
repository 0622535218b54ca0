import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, contributions } from '../../db/schema/index.js';

/** Paid company giving since a moment, in cents (indexed on the company's paid contributions). */
export async function sumCompanyGivingCentsSince(db: DbOrTx, companyId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)` })
    .from(contributions)
    .where(
      and(
        eq(contributions.company_id, companyId),
        eq(contributions.account, 'company'),
        eq(contributions.payment_received, 1),
        gte(contributions.contribution_date, since),
      ),
    );
  return Number(row.cents);
}

/** Stores the company's level (companydata.latest_impact_partner_level) when it differs from the stored one. */
export async function updateCompanyLevel(db: DbOrTx, companyId: number, levelName: string | null) {
  await db
    .update(companies)
    .set({ latest_impact_partner_level: levelName })
    .where(and(eq(companies.id, companyId), sql`${companies.latest_impact_partner_level} is distinct from ${levelName}`));
}

/** The company's name, or undefined when there is no such company. */
export async function findCompanyName(db: DbOrTx, companyId: number) {
  const [company] = await db.select({ name: companies.company_name }).from(companies).where(eq(companies.id, companyId));
  return company;
}
