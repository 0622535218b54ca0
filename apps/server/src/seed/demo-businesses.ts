import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, countries, industries, userBusiness, users } from '../db/schema/index.js';
import { refreshCompanyLevel } from '../modules/partnership/index.js';
import { ROLE } from '@goodhive/contract';
import { recordDemoGifts, type DemoGift } from './demo-history.js';

/** More public businesses with a history of giving, so the business listing and profiles have neighbours. */
const DEMO_BUSINESSES: { company: string; owner: [string, string, string]; country: string; industry: string; mission: string; gifts: DemoGift[] }[] = [
  {
    company: 'Greenleaf Studio',
    owner: ['owner@greenleaf.example', 'Noah', 'Green'],
    country: 'AU',
    industry: 'Design',
    mission: 'Every website we launch plants trees.',
    gifts: [[8, [[1380, 3009, 120]]], [4, [[1380, 3009, 200], [1382, 3011, 2000]]], [1, [[1380, 3009, 250]]]],
  },
  {
    company: 'Northwind Logistics',
    owner: ['owner@northwind.example', 'Lena', 'Weber'],
    country: 'DE',
    industry: 'Logistics & Supply Chain',
    mission: 'Each delivery funds clean water on the way.',
    gifts: [[10, [[1382, 3011, 20000]]], [6, [[1382, 3011, 30000], [1383, 3013, 40]]], [2, [[1382, 3011, 25000]]]],
  },
  {
    company: 'Kopi Kita',
    owner: ['owner@kopikita.example', 'Sari', 'Wijaya'],
    country: 'ID',
    industry: 'Food & Beverages',
    mission: 'A cup of coffee, a kilo of plastic out of the sea.',
    gifts: [[5, [[1383, 3012, 60]]], [3, [[1383, 3012, 90], [1381, 3010, 30]]]],
  },
  {
    company: 'Sunrise Dental Care',
    owner: ['owner@sunrisedental.example', 'Priya', 'Nair'],
    country: 'IN',
    industry: 'Health & Wellness',
    mission: 'Healthy smiles here, school days there.',
    gifts: [[7, [[1381, 3010, 150]]], [2, [[1381, 3010, 200], [1380, 3009, 40]]]],
  },
];

/** Idempotent: a business that exists already is left alone. */
export async function seedDemoBusinesses(db: DbOrTx, passwordHash: string) {
  for (const b of DEMO_BUSINESSES) {
    const [email, firstName, lastName] = b.owner;
    const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (existing) continue;
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, b.country));
    const [industry] = await db.select({ id: industries.id }).from(industries).where(eq(industries.name, b.industry));
    const [owner] = await db
      .insert(users)
      .values({ email, first_name: firstName, last_name: lastName, password_hash: passwordHash, role_id: ROLE.MEMBER, user_type: 'business', account: 'company', register_source: 'seed' })
      .returning({ id: users.id });
    const [company] = await db
      .insert(companies)
      .values({
        company_name: b.company,
        country_id: country?.id ?? null,
        industry_1: industry?.id ?? null,
        mission: b.mission,
        email,
        is_public: true,
        token_management_access: '1',
        engagement_access: '1',
        created_by: owner.id,
      })
      .returning({ id: companies.id });
    await db.insert(userBusiness).values({ user_id: owner.id, company_id: company.id, is_admin: 1, is_business: 0, is_owner: true, type_reg: 'other', country_id: country?.id ?? null });
    await recordDemoGifts(db, { userId: owner.id, companyId: company.id }, b.gifts, `demo-business-${company.id}-`);
    await refreshCompanyLevel(db, company.id);
  }
}
