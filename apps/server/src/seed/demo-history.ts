import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, contributionGroups, contributions, impactLevels, userBusiness, users } from '../db/schema/index.js';
import { refreshCompanyLevel } from '../modules/partnership/index.js';
import { DEMO_COMPANY, DEMO_USERS } from './demo-data.js';

/** Demo gifts: months ago, then [project, impact level, quantity] lines paid together (level 0: the project's first). */
export type DemoGift = [number, [number, number, number][]];

const COMPANY_GIFTS: DemoGift[] = [
  [10, [[1382, 3011, 500], [1380, 3009, 10]]],
  [9, [[1381, 3010, 40]]],
  [8, [[1383, 3013, 5], [1382, 3011, 250]]],
  [7, [[1380, 3009, 25]]],
  [6, [[1384, 0, 6], [1381, 3010, 20]]],
  [5, [[1382, 3011, 1000]]],
  [4, [[1386, 0, 4], [1380, 3009, 12]]],
  [3, [[1388, 0, 3], [1383, 3012, 30]]],
  [2, [[1381, 3010, 60], [1390, 0, 2]]],
  [1, [[1382, 3011, 750], [1380, 3009, 20]]],
  [0, [[1392, 0, 3], [1381, 3010, 15]]],
];
const PERSONAL_GIFTS: DemoGift[] = [
  [5, [[1380, 3009, 3]]],
  [3, [[1382, 3011, 100]]],
  [1, [[1381, 3010, 10], [1383, 3012, 4]]],
];
const SGD_PER_USD = 1.35;
const REFERENCE_PREFIX = 'demo-history-';

function monthsAgo(months: number, day: number): Date {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, Math.min(day, 28), 10, 30));
  return d > now ? new Date(now.getTime() - 3600_000) : d;
}

/**
 * A year of paid giving for the demo company and the personal demo user, so the dashboard, history,
 * certificate and widgets have something to show. Idempotent: skipped once the history exists. An impact
 * level of 0 means the project's first level.
 */
export async function seedDemoGivingHistory(db: DbOrTx) {
  const [done] = await db.select({ id: contributionGroups.id }).from(contributionGroups).where(like(contributionGroups.payment_reference, `${REFERENCE_PREFIX}%`)).limit(1);
  if (done) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.business.email));
  const [personal] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.personal.email));
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(userBusiness, eq(userBusiness.company_id, companies.id))
    .where(and(eq(companies.company_name, DEMO_COMPANY.company_name), eq(userBusiness.user_id, owner?.id ?? 0)));
  if (!owner || !personal || !company) return;
  await recordDemoGifts(db, { userId: owner.id, companyId: company.id }, COMPANY_GIFTS, `${REFERENCE_PREFIX}company-`);
  await recordDemoGifts(db, { userId: personal.id, companyId: null }, PERSONAL_GIFTS, `${REFERENCE_PREFIX}user-`);
  await refreshCompanyLevel(db, company.id);
}

/** Records paid demo gifts of one account, each as a paid contribution group at its date. */
export async function recordDemoGifts(db: DbOrTx, who: { userId: number; companyId: number | null }, gifts: DemoGift[], referencePrefix: string) {
  const levels = await db.select().from(impactLevels);
  for (const [index, [ago, lines]] of gifts.entries()) {
    const paidAt = monthsAgo(ago, 3 + index * 2);
    const priced = lines.map(([projectId, levelId, quantity]) => {
      const level = levels.find((l) => (levelId ? l.id === levelId : l.project_id === projectId));
      if (!level) throw new Error(`demo history: no impact level for project ${projectId}`);
      const usd = level.price_cents * quantity;
      return { projectId, level, quantity, usd, sgd: Math.round(usd * SGD_PER_USD) };
    });
    const account = who.companyId ? 'company' : 'user';
    const [group] = await db
      .insert(contributionGroups)
      .values({
        user_id: who.userId,
        company_id: who.companyId,
        account,
        status: 'paid',
        total_usd_cents: priced.reduce((n, p) => n + p.usd, 0),
        total_sgd_cents: priced.reduce((n, p) => n + p.sgd, 0),
        exchange_rate_sgd: SGD_PER_USD.toFixed(6),
        payment_provider: 'sandbox',
        payment_reference: `${referencePrefix}${index}`,
        paid_at: paidAt,
        created_at: paidAt,
      })
      .returning({ id: contributionGroups.id });
    await db.insert(contributions).values(
      priced.map((p) => ({
        contribution_group_id: group.id,
        user_id: who.userId,
        company_id: who.companyId,
        account,
        project_id: p.projectId,
        impact_level_id: p.level.id,
        quantity: p.quantity,
        beneficiaries: p.quantity * p.level.beneficiaries_per_unit,
        unit_price_cents: p.level.price_cents,
        amt_total_usd_cents: p.usd,
        amt_total_sgd_cents: p.sgd,
        payment_received: 1,
        contribution_date: paidAt,
        created_at: paidAt,
      })),
    );
  }
}
