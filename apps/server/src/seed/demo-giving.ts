import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bundleItems, categories, companies, impactLevels, projectCategories, projectLocations, projects } from '../db/schema/index.js';
import { findDemoPartner } from './demo-partner.js';
import { syncSequence } from './reference.js';
import { grantCreditOnLedger } from '../modules/giving/index.js';
import { DEMO_COMPANY } from './demo-data.js';

/** The demo bundle: one of each trial impact, given together. */
export const DEMO_BUNDLE = {
  id: 1395,
  levelId: 3025,
  title: 'Starter impact bundle: water, a tree and education',
  summary: 'Fifty days of clean water, a tree planted and five days of school, given together.',
  items: [
    { project_id: 1382, impact_level_id: 3011, quantity: 50 },
    { project_id: 1380, impact_level_id: 3009, quantity: 1 },
    { project_id: 1381, impact_level_id: 3010, quantity: 5 },
  ],
} as const;

/**
 * Demo data of the giving capability: a bundle project (priced at the sum of its parts) and the US $100
 * gift credit for the demo company. Idempotent: does nothing once the bundle exists.
 */
export async function seedGivingDemoData(db: DbOrTx) {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, DEMO_BUNDLE.id)).limit(1);
  if (existing) return;
  const partner = await findDemoPartner(db);
  if (!partner) return;
  const parts = await db.select().from(impactLevels);
  const partOf = (id: number) => parts.find((l) => l.id === id);
  if (!DEMO_BUNDLE.items.every((i) => partOf(i.impact_level_id))) return;
  const price = DEMO_BUNDLE.items.reduce((n, i) => n + partOf(i.impact_level_id)!.price_cents * i.quantity, 0);
  const beneficiaries = DEMO_BUNDLE.items.reduce((n, i) => n + partOf(i.impact_level_id)!.beneficiaries_per_unit * i.quantity, 0);
  const [kenya] = await db.select({ country_id: projects.country_id }).from(projects).where(eq(projects.id, 1380));

  await db.insert(projects).values({
    id: DEMO_BUNDLE.id,
    partner_id: partner.id,
    title: DEMO_BUNDLE.title,
    summary: DEMO_BUNDLE.summary,
    description: `${DEMO_BUNDLE.summary} Every part is delivered by Global Roots Foundation in Kenya.`,
    story: 'Amina carries water for her family before school. A well, a tree and a teacher change her day.',
    country_id: kenya?.country_id ?? null,
    location: 'Machakos County, Kenya',
    status: 'live',
    is_bundle: true,
    approved_at: new Date(),
    created_by: partner.user_id,
  });
  if (kenya?.country_id) await db.insert(projectLocations).values({ project_id: DEMO_BUNDLE.id, country_id: kenya.country_id });
  await db.insert(impactLevels).values({
    id: DEMO_BUNDLE.levelId,
    project_id: DEMO_BUNDLE.id,
    price_cents: price,
    currency: 'USD',
    impact_unit: 'starter bundle',
    beneficiaries_per_unit: beneficiaries,
  });
  await db.insert(bundleItems).values(DEMO_BUNDLE.items.map((item, i) => ({ bundle_project_id: DEMO_BUNDLE.id, ...item, sort_order: i })));
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const slugs = ['water-access', 'tree-planting', 'children-education'];
  await db.insert(projectCategories).values(cats.filter((c) => slugs.includes(c.slug)).map((c) => ({ project_id: DEMO_BUNDLE.id, category_id: c.id })));
  await syncSequence(db, 'projects');
  await syncSequence(db, 'impact_levels');

  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name)).limit(1);
  if (company) {
    // Announced already: the demo logins are shared (by every browser test at once), and a one-time gift
    // dialog would open on the home screen of whichever session happened to come first.
    await db.transaction((tx) =>
      grantCreditOnLedger(tx, { userId: null, companyId: company.id, cents: 10_000, expiryDate: null, note: 'Welcome gift credit', isNotified: true, createdBy: null, source: 'demo' }),
    );
  }
}
