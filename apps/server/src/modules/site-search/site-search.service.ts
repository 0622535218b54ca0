import { ROLE, SEARCH_KIND_LIMIT, SITE_PAGES, type SitePage, type SiteSearchRequest, type SiteSearchResult } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { findViewer, visibleTo } from '../catalogue/index.js';
import { searchUsersForStaff } from '../users/index.js';
import { presentPage, presentPartner, presentProject, presentUser } from './site-search.presenter.js';
import * as repo from './site-search.repository.js';

/** The words of a keyword that can match anything: letters and digits; a keyword of symbols only has none. */
export const searchableOf = (keyword: string) => keyword.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/\s+/g, ' ');

/** Whether every word of the keyword is in the page's title or its keywords (any case). */
function pageMatches(page: SitePage, words: string[]): boolean {
  const text = `${page.title} ${page.keywords ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The screens the caller may open: their panel's, and the company-admin screens only for company admins. */
async function pagesFor(db: DbOrTx, auth: AuthContext, words: string[]): Promise<SitePage[]> {
  const mine = SITE_PAGES.filter((p) => (auth.userType === 'business' ? p.audience === 'business' || p.audience === 'business_admin' : p.audience === auth.userType));
  const found = mine.filter((p) => pageMatches(p, words));
  if (!found.some((p) => p.audience === 'business_admin')) return found;
  const admin = auth.roleId !== ROLE.DOWNGRADED && (await repo.isCompanyAdmin(db, auth.userId));
  return admin ? found : found.filter((p) => p.audience !== 'business_admin');
}

/**
 * POST /api/search/get: pages the caller may open (titles as the side menu and route table name them), live
 * projects by title that the display conditions show them, partners with a public page and, for staff, users; at most
 * SEARCH_KIND_LIMIT of each, pages first. A keyword without a letter or digit finds nothing.
 */
export async function searchSite(db: DbOrTx, auth: AuthContext, q: SiteSearchRequest): Promise<SiteSearchResult[]> {
  const text = searchableOf(q.keyword);
  if (!text) return [];
  const words = text.toLowerCase().split(' ');
  const staff = auth.userType === 'admin';
  const viewerOf = async () => {
    const viewer = await findViewer(db, auth);
    return viewer && q.user_account ? { ...viewer, account: q.user_account } : viewer;
  };
  const [pages, projects, partners, people] = await Promise.all([
    pagesFor(db, auth, words),
    auth.userType === 'partner' ? Promise.resolve([]) : viewerOf().then((viewer) => repo.findProjectsTitled(db, text, staff ? null : visibleTo(viewer), SEARCH_KIND_LIMIT)),
    repo.findPartnersNamed(db, text, SEARCH_KIND_LIMIT),
    staff ? searchUsersForStaff(db, text, SEARCH_KIND_LIMIT) : Promise.resolve([]),
  ]);
  return [
    ...pages.slice(0, SEARCH_KIND_LIMIT).map(presentPage),
    ...projects.map(presentProject),
    ...partners.map(presentPartner),
    ...people.map(presentUser),
  ];
}
