import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, companies, impactCategories, partners, projects, publicPages, users } from '../../db/schema/index.js';

export type PublicPageRow = typeof publicPages.$inferSelect;
export type PublicPageValues = Pick<PublicPageRow, 'title' | 'description' | 'eyebrow' | 'heading' | 'intro' | 'style' | 'sections'>;

export async function findPage(db: DbOrTx, slug: string): Promise<PublicPageRow | null> {
  const [row] = await db.select().from(publicPages).where(eq(publicPages.slug, slug)).limit(1);
  return row ?? null;
}

/** The page's row locked for a change. */
export async function findPageForUpdate(db: DbOrTx, slug: string): Promise<PublicPageRow | null> {
  const [row] = await db.select().from(publicPages).where(eq(publicPages.slug, slug)).limit(1).for('update');
  return row ?? null;
}

export function findPages(db: DbOrTx): Promise<PublicPageRow[]> {
  return db.select().from(publicPages);
}

export async function updatePage(db: DbOrTx, slug: string, values: PublicPageValues, actorId: number): Promise<PublicPageRow> {
  const [row] = await db
    .update(publicPages)
    .set({ ...values, updated_by: actorId, updated_at: new Date() })
    .where(eq(publicPages.slug, slug))
    .returning();
  return row!;
}

/** The impact categories and the project categories under each. */
export async function findCauseCategories(db: DbOrTx) {
  const [causes, cats] = await Promise.all([
    db.select({ id: impactCategories.id, name: impactCategories.name, slug: impactCategories.slug }).from(impactCategories).orderBy(asc(impactCategories.name)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, impact_category_id: categories.impact_category_id })
      .from(categories)
      .orderBy(asc(categories.name)),
  ]);
  return { causes, categories: cats };
}

/** Live projects and bundles, for the sitemap. */
export function findLiveProjects(db: DbOrTx) {
  return db
    .select({ id: projects.id, is_bundle: projects.is_bundle, updated_at: projects.updated_at })
    .from(projects)
    .where(eq(projects.status, 'live'))
    .orderBy(asc(projects.id));
}

/** Partners whose public page opens (an active, unblocked partner user). */
export function findPublicPartners(db: DbOrTx) {
  return db
    .select({ id: partners.id, updated_at: partners.updated_at })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(and(eq(users.user_type, 'partner'), eq(users.status, 0), eq(users.is_active, true)))
    .orderBy(asc(partners.id));
}

/** Companies that show their business profile publicly. */
export function findPublicCompanies(db: DbOrTx) {
  return db.select({ id: companies.id }).from(companies).where(eq(companies.is_public, true)).orderBy(asc(companies.id));
}

/** A live project's or bundle's title and summary, for its page's head. */
export async function findLiveProjectHead(db: DbOrTx, id: number, isBundle: boolean) {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, summary: projects.summary, image_rectangle: projects.image_rectangle, worthy_cause_name: partners.worthy_cause_name })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(and(eq(projects.id, id), eq(projects.status, 'live'), eq(projects.is_bundle, isBundle)))
    .limit(1);
  return row ?? null;
}

export async function findPartnerHead(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: partners.id, name: partners.worthy_cause_name, about: partners.org_aboutus, mission: partners.org_mission })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(and(eq(partners.id, id), eq(users.user_type, 'partner'), eq(users.status, 0), eq(users.is_active, true)))
    .limit(1);
  return row ?? null;
}

export async function findCompanyHead(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.company_name, mission: companies.mission })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.is_public, true)))
    .limit(1);
  return row ?? null;
}
