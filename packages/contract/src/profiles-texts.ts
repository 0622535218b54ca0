/** The zod-free part of profiles.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
export const BUSINESS_LISTING_PAGE_SIZE = 12;
