import { profileMessages, type BusinessListingItem, type PublicProfile } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, isCompanyMember } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { sumPaidImpact, sumPaidImpactByCause, type WidgetAccount } from '../widgets/index.js';
import * as repo from './profiles.repository.js';

/** Only addresses we can show safely: https or our own paths. */
const safeImage = (url: string | null) => (url && /^(https:\/\/|\/)/.test(url) ? url : null);

/** A web link we may show as a link: http or https only. */
const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);
const safeLinks = (r: { facebook_url: string | null; googleplus_url: string | null; linkedin_url: string | null; twitter_url: string | null }) => ({
  facebook_url: safeLink(r.facebook_url),
  googleplus_url: safeLink(r.googleplus_url),
  linkedin_url: safeLink(r.linkedin_url),
  twitter_url: safeLink(r.twitter_url),
});

async function isCompanyAdmin(db: DbOrTx, userId: number, companyId: number) {
  const link = await repo.findCompanyLink(db, userId, companyId);
  return Boolean(link && (link.is_admin === 1 || link.is_owner));
}

/** The impact part of a profile, from paid contributions only. */
async function impactOf(db: DbOrTx, owner: WidgetAccount) {
  const [totals, categories, projects] = await Promise.all([sumPaidImpact(db, owner), sumPaidImpactByCause(db, owner), repo.sumImpactByProject(db, owner)]);
  const countries = new Map<string, { code: string; name: string; total_impacts: number; beneficiaries: number }>();
  for (const p of projects) {
    if (!p.country_code || !p.country) continue;
    const entry = countries.get(p.country_code) ?? { code: p.country_code, name: p.country, total_impacts: 0, beneficiaries: 0 };
    entry.total_impacts += p.total_impacts;
    entry.beneficiaries += p.beneficiaries;
    countries.set(p.country_code, entry);
  }
  return {
    total_impacts: totals.total_impacts,
    beneficiaries: totals.beneficiaries,
    projects_supported: totals.projects_supported,
    countries_reached: totals.countries_reached,
    categories,
    projects: projects.map(({ country_code: _code, ...p }) => p),
    countries: [...countries.values()].sort((a, b) => b.beneficiaries - a.beneficiaries),
  };
}

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompanyProfileRow>>>;

/** The company when the viewer may open its profile: public ones for everyone, else its members and staff. */
async function findViewableCompany(db: DbOrTx, auth: AuthContext | null, id: number): Promise<CompanyRow | null> {
  const row = await repo.findCompanyProfileRow(db, id);
  if (!row || row.company.status === 0) return null;
  if (row.company.is_public) return row;
  return auth && (isAdmin(auth) || (await isCompanyMember(db, auth.userId, id))) ? row : null;
}

/** GET /api/v2/guest/company/{id}/profile: a public business profile; private ones only for members and staff. */
export async function getCompanyProfile(db: DbOrTx, auth: AuthContext | null, id: number): Promise<PublicProfile> {
  const row = await findViewableCompany(db, auth, id);
  if (!row) throw notFound(profileMessages.notFound);
  const c = row.company;
  return {
    id: c.id,
    account: 'company',
    name: c.company_name,
    logo_url: safeImage(c.company_logo),
    industry: row.industry,
    country: row.country,
    website: c.website && /^https?:\/\//.test(c.website) ? c.website : null,
    about: c.mission,
    partner_level: c.latest_impact_partner_level,
    banner_url: safeImage(c.company_banner_img),
    icon_url: safeImage(c.company_icon),
    industry2: row.industry2,
    city: c.city,
    email: c.email,
    phone: c.phone,
    ...safeLinks(c),
    member_since: c.created_at.toISOString(),
    is_public: c.is_public,
    can_edit: Boolean(auth && (await isCompanyAdmin(db, auth.userId, id))),
    ...(await impactOf(db, { account: 'company', id })),
  };
}

/** GET /api/v2/guest/user/{id}/profile: a public personal profile; a private one only for its owner and staff. */
export async function getUserProfile(db: DbOrTx, auth: AuthContext | null, id: number): Promise<PublicProfile> {
  const row = await repo.findUserProfileRow(db, id);
  const insider = Boolean(auth && (isAdmin(auth) || auth.userId === id));
  if (!row || row.user.status !== 0 || !row.user.is_active || (!row.user.is_public && !insider)) throw notFound(profileMessages.notFound);
  const u = row.user;
  return {
    id: u.id,
    account: 'user',
    name: `${u.first_name} ${u.last_name}`,
    logo_url: safeImage(u.image),
    industry: null,
    country: row.country,
    website: null,
    about: u.about_you,
    partner_level: null,
    banner_url: null,
    icon_url: null,
    industry2: null,
    city: null,
    email: null,
    phone: null,
    ...safeLinks(u),
    member_since: u.created_at.toISOString(),
    is_public: u.is_public,
    can_edit: Boolean(auth && auth.userId === id),
    ...(await impactOf(db, { account: 'user', id })),
  };
}

/** Public businesses' rows as listing entries, each with its paid impact totals. */
async function presentListing(db: DbOrTx, rows: Awaited<ReturnType<typeof repo.findPublicCompanies>>['rows']): Promise<BusinessListingItem[]> {
  const impacts = await repo.sumCompanyImpacts(db, rows.map((r) => r.company.id));
  const none = { total_impacts: 0, beneficiaries: 0, projects_supported: 0, countries_reached: 0 };
  return rows.map((r) => ({
    id: r.company.id,
    name: r.company.company_name,
    logo_url: safeImage(r.company.company_logo),
    industry: r.industry,
    country: r.country,
    partner_level: r.company.latest_impact_partner_level,
    ...(impacts.get(r.company.id) ?? none),
  }));
}

/** POST /api/v2/guest/company/business-listing and POST /api/v2/company: public businesses with their impact. */
export async function listBusinesses(
  db: DbOrTx,
  query: { search?: string; industry_id?: number; country_id?: number; page: number; limit: number },
): Promise<{ items: BusinessListingItem[]; total: number }> {
  const { rows, total } = await repo.findPublicCompanies(db, {
    search: query.search || undefined,
    industryId: query.industry_id,
    countryId: query.country_id,
    page: query.page,
    limit: query.limit,
  });
  return { total, items: await presentListing(db, rows) };
}

/** The public businesses that funded the most paid impacts, as listing entries, most first (the visitors' home). */
export async function listMostGivingBusinesses(db: DbOrTx, limit: number): Promise<BusinessListingItem[]> {
  const ids = await repo.findMostGivingPublicCompanyIds(db, limit);
  if (!ids.length) return [];
  const { rows } = await repo.findPublicCompanies(db, { ids, page: 1, limit });
  const items = await presentListing(db, rows);
  return items.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** POST /api/company/{id}/visibility: company admins show or hide the business profile and listing entry. */
export async function setCompanyVisibility(db: DbOrTx, auth: AuthContext, id: number, isPublic: boolean) {
  const company = await repo.findCompanyId(db, id);
  if (!company) throw notFound('Company not found.');
  if (!(await isCompanyAdmin(db, auth.userId, id))) throw forbidden(profileMessages.companyAdminsOnly);
  await repo.updateCompanyVisibility(db, id, isPublic);
  return { is_public: isPublic };
}

/** POST /api/user/visibility: a member shows or hides the personal impact profile. */
export async function setUserVisibility(db: DbOrTx, auth: AuthContext, isPublic: boolean) {
  await repo.updateUserVisibility(db, auth.userId, isPublic);
  return { is_public: isPublic };
}

/** GET /api/company/valid-bussiness-profile/{id}: whether the viewer may open the business profile. */
export async function isValidBusinessProfile(db: DbOrTx, auth: AuthContext | null, id: number) {
  return { valid: (await findViewableCompany(db, auth, id)) !== null };
}
