/** The zod-free part of partner-contributions.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
import type { PartnerImpactHistoryRow } from './impact.js';

/** A live project with paid giving should have a published update at least this often (days). */
export const PROJECT_UPDATE_CADENCE_DAYS = 90;

/** Rows per page of /contributions-management. */
export const PARTNER_CONTRIBUTIONS_PAGE_SIZE = 20;

/** How a giver whose profile is private is shown to the partner. */
export const ANONYMOUS_GIVER = 'Anonymous giver';

/** The giver's account types, as the partner screens name them. */
export const GIVER_ACCOUNT_LABELS = { company: 'Business', user: 'Individual' } as const;

/** The giver as a partner sees it: the public name, else 'Anonymous giver'. */
export const giverLabel = (giver: PartnerImpactHistoryRow['giver']) => giver.name ?? ANONYMOUS_GIVER;

/** File name of the partner's contributions CSV, with the range when one is chosen. */
export const partnerContributionsCsvFileName = (begin?: string | null, end?: string | null) =>
  `partner_contributions${begin || end ? `_${begin ?? 'start'}_to_${end ?? 'today'}` : ''}.csv`;
