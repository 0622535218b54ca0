import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  categories,
  companies,
  countries,
  impactLevels,
  industries,
  partnerCountries,
  partners,
  projectCategories,
  projectLocations,
  projects,
  userBusiness,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/secrets.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import { syncSequence } from './reference.js';
import { DEMO_COMPANY, DEMO_PARTNERS, DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';

type NewUser = { email: string; first_name: string; last_name: string; role_id: number; user_type: string; change_type?: number };

async function ensureUser(db: DbOrTx, u: NewUser, passwordHash: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${u.email})`);
  if (existing) return { id: existing.id, created: false };
  const [row] = await db
    .insert(users)
    .values({ ...u, password_hash: passwordHash, register_source: 'seed', email_verified_at: null, ...extra })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}

/** The demo projects went live this many days ago, before the year of demo giving. */
const DEMO_LIVE_FOR_DAYS = 400;

/** Demo accounts, partners and projects for a new installation. Idempotent: existing rows are left alone. */
export async function seedDemoData(db: DbOrTx, storage: FileStorage) {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = (code: string) => countryRows.find((c) => c.code === code)!.id;
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await ensureUser(db, DEMO_USERS.admin, passwordHash);
  await ensureUser(db, DEMO_USERS.personal, passwordHash, { account: 'user' });

  const owner = await ensureUser(db, DEMO_USERS.business, passwordHash, { account: 'company' });
  if (owner.created) {
    const [industry] = await db.select({ id: industries.id }).from(industries).where(eq(industries.name, DEMO_COMPANY.industry));
    const [company] = await db
      .insert(companies)
      .values({
        company_name: DEMO_COMPANY.company_name,
        country_id: countryId(DEMO_COMPANY.country),
        industry_1: industry?.id ?? null,
        token_management_access: '1',
        engagement_access: '1',
        employee_limit: 25,
        mission: 'Great coffee that gives back with every cup.',
        email: DEMO_USERS.business.email,
        website: 'https://brightside.example',
        is_public: true,
        created_by: owner.id,
      })
      .returning({ id: companies.id });
    await db.insert(userBusiness).values({
      user_id: owner.id,
      company_id: company.id,
      is_admin: 1,
      is_business: 0,
      is_owner: true,
      type_reg: 'other',
      country_id: countryId(DEMO_COMPANY.country),
    });
  }

  for (const p of DEMO_PARTNERS) {
    const user = await ensureUser(
      db,
      { email: p.email, first_name: p.first_name, last_name: p.last_name, role_id: 4, user_type: 'partner' },
      passwordHash,
    );
    if (!user.created) continue;
    const [partner] = await db
      .insert(partners)
      .values({
        user_id: user.id,
        worthy_cause_name: p.name,
        org_legal_name: `${p.name} Ltd`,
        org_aboutus: p.about,
        org_mission: `To create lasting change: ${p.about.toLowerCase()}`,
        registration_date: '2015-03-01',
        created_by: user.id,
      })
      .returning({ id: partners.id });
    await db.insert(partnerCountries).values([
      { partner_id: partner.id, country_id: countryId(p.country), info_type: 'reg' },
      { partner_id: partner.id, country_id: countryId(p.country), info_type: 'ope' },
    ]);
    for (const project of p.projects) {
      await db.insert(projects).values({
        id: project.id,
        partner_id: partner.id,
        title: project.title,
        summary: project.summary,
        description: `${project.summary} ${p.about}`,
        country_id: countryId(project.country),
        status: 'live',
        // Live for over a year, as long as the demo giving history.
        approved_at: new Date(Date.now() - DEMO_LIVE_FOR_DAYS * 86_400_000),
        created_by: user.id,
      });
      await db.insert(projectLocations).values({ project_id: project.id, country_id: countryId(project.country) });
      await db.insert(projectCategories).values(
        project.categories.map((slug) => ({ project_id: project.id, category_id: categoryRows.find((c) => c.slug === slug)!.id })),
      );
      await db.insert(impactLevels).values(project.levels.map((l) => ({ ...l, project_id: project.id, currency: 'USD' })));
    }
  }
  await syncSequence(db, 'projects');
  await syncSequence(db, 'impact_levels');
  await (await import('./demo-giving.js')).seedGivingDemoData(db);
  await (await import('./demo-history.js')).seedDemoGivingHistory(db);
  await (await import('./demo-businesses.js')).seedDemoBusinesses(db, passwordHash);
  await (await import('./demo-referrals.js')).seedDemoReferrals(db);
  await (await import('./demo-referrals.js')).seedDemoHive(db);
  await (await import('./demo-projects.js')).seedDemoProjects(db);
  await (await import('./demo-updates.js')).seedDemoUpdates(db);
  await (await import('./demo-documents.js')).seedDemoDocuments(db, storage);
  await (await import('./demo-communication.js')).seedDemoCommunication(db);
  await (await import('./demo-events-milestones.js')).seedDemoEventsAndMilestones(db);
  await (await import('./demo-tokens.js')).seedDemoTokens(db);
  await (await import('./demo-stories.js')).seedDemoStories(db);
  await (await import('./demo-admin.js')).seedDemoAdmin(db, passwordHash);
}
