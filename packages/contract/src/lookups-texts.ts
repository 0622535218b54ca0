/** The zod-free part of lookups.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
/** The country the sign-up form starts with when the visitor's country is not known. */
export const DEFAULT_COUNTRY_CODE = 'IN';
