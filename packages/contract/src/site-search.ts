import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { SEARCH_KEYWORD_MAX, SEARCH_RESULT_KINDS, searchTexts } from './site-search-texts.js';
export * from './site-search-texts.js';

/**
 * The header search (business-and-public.md §7 'Notifications, banner, search'): POST /api/search/get with
 * {keyword, user_account} answers the pages the caller may open, live projects and partners, and for staff users,
 * each as a search result page (§3: page_name, page_url, external_link).
 */
export const siteSearchRequestSchema = z.object({
  keyword: z.string().max(SEARCH_KEYWORD_MAX, searchTexts.keywordTooLong).default(''),
  /** The account the member acts as ('user' or 'company'); the projects shown follow its display conditions. */
  user_account: z.enum(['user', 'company']).optional(),
});
export type SiteSearchRequest = z.infer<typeof siteSearchRequestSchema>;

export const siteSearchResultSchema = z.object({
  page_name: z.string(),
  page_url: z.string(),
  /** Whether page_url leaves the app (a full address) rather than a path inside it. */
  external_link: z.boolean(),
  type: z.enum(SEARCH_RESULT_KINDS),
  /** A second line: the partner of a project, a user's e-mail and company. */
  detail: z.string().nullable(),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

export const siteSearchResponseSchema = successEnvelope(z.array(siteSearchResultSchema));
