import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, hiveMembers, hives, referralCodes, referralProgrammes, referrals, userBusiness } from '../db/schema/index.js';
import { ensurePersonalCode } from '../modules/referral-codes/index.js';
import { DEMO_COMPANY } from './demo-data.js';

const companyIdOf = async (db: DbOrTx, name: string) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, name)))[0]?.id ?? null;

/**
 * Referrals in the demo: the demo company's personal code gives both sides a US $25 giving credit, a referral for
 * good funds 10 trees per paying referral, and Kopi Kita joined through the demo company's link (still on trial).
 * Idempotent: nothing is added twice.
 */
export async function seedDemoReferrals(db: DbOrTx) {
  const demoId = await companyIdOf(db, DEMO_COMPANY.company_name);
  if (demoId === null) return;
  const own = await ensurePersonalCode(db, demoId);
  if (own.code.reward_type === 'none') {
    await db.update(referralCodes).set({ reward_type: 'giving_credit', reward_usd_cents: 2500 }).where(eq(referralCodes.id, own.code.id));
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(referralProgrammes);
  if (Number(n) === 0) {
    await db.insert(referralProgrammes).values({
      name: 'Trees for referrals',
      description: 'Every business you bring to Goodhive plants ten trees.',
      impact_level_id: 3009,
      quantity: 10,
      starts_at: new Date(Date.now() - 30 * 86_400_000),
    });
  }
  const kopi = await companyIdOf(db, 'Kopi Kita');
  if (kopi !== null) {
    const [owner] = await db.select({ user_id: userBusiness.user_id }).from(userBusiness).where(eq(userBusiness.company_id, kopi)).limit(1);
    if (owner) {
      await db
        .insert(referrals)
        .values({ referral_code_id: own.code.id, referrer_company_id: demoId, referred_user_id: owner.user_id, referred_company_id: kopi, source: 'trial-registration' })
        .onConflictDoNothing();
    }
  }
}

/**
 * A hive in the demo: Greenleaf Studio is a hive partner whose hive (/hive/greenleaf-circle) gathers Northwind
 * Logistics and Sunrise Dental Care. Idempotent.
 */
export async function seedDemoHive(db: DbOrTx) {
  const partner = await companyIdOf(db, 'Greenleaf Studio');
  if (partner === null) return;
  await db.update(companies).set({ is_hive_partner: 1 }).where(eq(companies.id, partner));
  await ensurePersonalCode(db, partner);
  await db
    .insert(hives)
    .values({
      company_id: partner,
      page_url: 'greenleaf-circle',
      title: 'Greenleaf Circle',
      story: 'Greenleaf Studio designs websites for businesses that want to do good. Together with our clients we plant trees, fund clean water and keep children in school: every launch, every delivery, every smile.',
    })
    .onConflictDoNothing();
  const [hive] = await db.select({ id: hives.id }).from(hives).where(eq(hives.company_id, partner));
  for (const name of ['Northwind Logistics', 'Sunrise Dental Care']) {
    const member = await companyIdOf(db, name);
    if (member !== null) await db.insert(hiveMembers).values({ hive_id: hive.id, company_id: member, source: 'staff' }).onConflictDoNothing();
  }
}
