import type { PublicCause, PublicHome, PublicPage, PublicPageSlug, PublicPageUpdate } from '@goodhive/contract';
import { PUBLIC_HOME_MEMBERS, PUBLIC_HOME_PROJECTS, publicPageUpdateSchema, publicSiteTexts } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import { findProjectCards, presentProjectCards } from '../catalogue/index.js';
import { forgetGlobalImpacts, readGlobalImpacts } from '../impact/index.js';
import { listMostGivingBusinesses } from '../profiles/index.js';
import * as repo from './public-site.repository.js';
import { presentPage } from './public-site.presenter.js';

/** How many live projects the causes page shows under each cause. */
const PROJECTS_PER_CAUSE = 4;

/** GET /api/public/pages/{slug}: a public page's texts, for everyone. */
export async function getPublicPage(db: DbOrTx, slug: PublicPageSlug): Promise<PublicPage> {
  const row = await repo.findPage(db, slug);
  if (!row) throw notFound(publicSiteTexts.pageNotFound);
  return presentPage(row);
}

/** GET /api/admin/public-pages: every public page, for staff to pick one to change. */
export async function listPublicPages(db: DbOrTx, auth: AuthContext): Promise<PublicPage[]> {
  if (!isAdmin(auth)) throw forbidden();
  const rows = await repo.findPages(db);
  const order = (slug: string) => publicPageOrder.indexOf(slug);
  return rows.sort((a, b) => order(a.slug) - order(b.slug)).map(presentPage);
}
const publicPageOrder: string[] = ['home', 'how-it-works', 'causes', 'community', 'members', 'about', 'help', 'blog', 'terms', 'privacy'];

/** PUT /api/admin/public-pages/{slug}: staff change a page's texts; the audit log keeps the page before and after. */
export async function updatePublicPage(db: Db, auth: AuthContext, slug: PublicPageSlug, input: PublicPageUpdate, ip?: string): Promise<PublicPage> {
  if (!isAdmin(auth)) throw forbidden();
  const body = publicPageUpdateSchema.parse(input);
  return db.transaction(async (tx) => {
    const before = await repo.findPageForUpdate(tx, slug);
    if (!before) throw notFound(publicSiteTexts.pageNotFound);
    const sections = body.sections.map((section) => ({
      ...(section.id ? { id: section.id } : {}),
      ...(section.kicker ? { kicker: section.kicker } : {}),
      heading: section.heading,
      body: section.body,
      ...(section.points?.length ? { points: section.points } : {}),
    }));
    const after = await repo.updatePage(tx, slug, { ...body, sections }, auth.userId);
    const fields = (row: repo.PublicPageRow) => ({ title: row.title, description: row.description, eyebrow: row.eyebrow, heading: row.heading, intro: row.intro, style: row.style, sections: row.sections });
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: 'public_page.update',
      subjectType: 'public_page',
      subjectId: null,
      details: { slug },
      before: fields(before),
      after: fields(after),
      ip,
    });
    return presentPage(after);
  });
}

/** GET /api/public/causes: each impact category, its project categories and a few live projects a visitor may give to. */
export async function getCauses(db: DbOrTx): Promise<PublicCause[]> {
  const { causes, categories } = await repo.findCauseCategories(db);
  return Promise.all(
    causes.map(async (cause) => {
      const own = categories.filter((category) => category.impact_category_id === cause.id);
      const { rows, total } = own.length
        ? await findProjectCards(db, { categoryIds: own.map((c) => c.id), categorySlugs: [], countryIds: [], countryCodes: [], viewer: null }, 'recommended', PROJECTS_PER_CAUSE, 1)
        : { rows: [], total: 0 };
      return {
        id: cause.id,
        name: cause.name,
        slug: cause.slug,
        categories: own.map(({ id, name, slug }) => ({ id, name, slug })),
        projects: rows.map((row) => ({ id: row.id, title: row.title, is_bundle: row.is_bundle, partner_name: row.worthy_cause_name })),
        project_count: total,
      };
    }),
  );
}

/** How long the visitors' home keeps its projects and businesses: every visitor reads them. */
const HOME_CACHE_MS = 60_000;
type Featured = Pick<PublicHome, 'projects' | 'members'>;
const featuredCaches = new WeakMap<object, { at: number; value: Promise<Featured> }>();

async function findFeatured(db: DbOrTx): Promise<Featured> {
  const everyone = { categoryIds: [], categorySlugs: [], countryIds: [], countryCodes: [], viewer: null };
  const [{ rows }, members] = await Promise.all([findProjectCards(db, everyone, 'recommended', PUBLIC_HOME_PROJECTS, 1), listMostGivingBusinesses(db, PUBLIC_HOME_MEMBERS)]);
  return { projects: await presentProjectCards(db, rows, null), members };
}

/** The featured projects and businesses, one read a minute shared by every visitor (a failed read is not kept). */
function readFeatured(db: DbOrTx): Promise<Featured> {
  const hit = featuredCaches.get(db);
  if (hit && Date.now() - hit.at < HOME_CACHE_MS) return hit.value;
  const value = findFeatured(db);
  featuredCaches.set(db, { at: Date.now(), value });
  value.catch(() => {
    if (featuredCaches.get(db)?.value === value) featuredCaches.delete(db);
  });
  return value;
}

/**
 * GET /api/public/home: the visitors' home beyond its texts: the platform's live totals of paid impact (the count
 * user-global-impacts keeps a minute), a few projects anyone may give to, and the public businesses that funded the
 * most (kept a minute too).
 */
export async function getPublicHome(db: DbOrTx): Promise<PublicHome> {
  const [global, featured] = await Promise.all([readGlobalImpacts(db), readFeatured(db)]);
  const totals = { impacts: global.total_impacts, beneficiaries: global.beneficiaries, projects: global.projects, countries: global.countries };
  return { totals, ...featured, counted_at: global.updated_at };
}

/** Drops what the visitors' home keeps (its featured lists and the platform totals), so the next read counts again. */
export function forgetPublicHome(db: DbOrTx) {
  featuredCaches.delete(db);
  forgetGlobalImpacts(db);
}
