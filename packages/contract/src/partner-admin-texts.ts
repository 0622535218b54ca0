/** The zod-free part of partner-admin.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */

/** A partner user's status: Live (0), Blocked (1). */
export const PARTNER_USER_STATUSES = ['live', 'blocked'] as const;

export type PartnerUserStatus = (typeof PARTNER_USER_STATUSES)[number];

export const PARTNER_USER_STATUS_LABELS: Record<PartnerUserStatus, string> = { live: 'Live', blocked: 'Blocked' };

/** Orders of the partner lists. */
export const ADMIN_PARTNER_SORTS = ['newest', 'name', 'score'] as const;

export const ADMIN_PARTNER_PAGE_SIZE = 20;

export const ADMIN_PARTNER_SEARCH_MAX = 100;

/** How long the welcome e-mail's set-password link works. */
export const PARTNER_WELCOME_LINK_DAYS = 7;
