import { queryOptions } from '@tanstack/react-query';
import type { PublicCause, PublicHome, PublicPage, PublicPageSlug } from '@goodhive/contract';
import { api } from './api';

const PAGE_STALE_MS = 5 * 60_000;
/** The element the server writes a public page's texts into (apps/server/src/plugins/web-app.ts). */
const PAGE_DATA_ID = 'public-page-data';

/** The texts the server sent with the page's HTML, when they are this page's: the first render needs no read. */
function embeddedPage(slug: PublicPageSlug): PublicPage | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    const page = JSON.parse(element.textContent) as PublicPage;
    return page.slug === slug ? page : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/public/pages/{slug}: a public page's texts, which staff change in the back-office. */
export const publicPageQuery = (slug: PublicPageSlug) =>
  queryOptions({
    queryKey: ['public-pages', slug],
    queryFn: () => api.get<PublicPage>(`/public/pages/${slug}`, { auth: false }),
    initialData: () => embeddedPage(slug),
    staleTime: PAGE_STALE_MS,
  });

/** GET /api/public/causes: the impact categories with a few of their live projects each. */
export const publicCausesQuery = () =>
  queryOptions({
    queryKey: ['public-causes'],
    queryFn: () => api.get<PublicCause[]>('/public/causes', { auth: false }),
    staleTime: PAGE_STALE_MS,
  });

/** GET /api/public/home: the ledger's live totals, a few projects and the businesses that gave the most. */
export const publicHomeQuery = () =>
  queryOptions({
    queryKey: ['public-home'],
    queryFn: () => api.get<PublicHome>('/public/home', { auth: false }),
    staleTime: 60_000,
  });
