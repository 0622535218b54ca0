/** The zod-free part of accounts.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
/** While typing, the company name keeps only letters, digits, &, hyphen, space and apostrophe. */
export function stripCompanyName(value: string): string {
  return value.replace(/[^\p{L}\p{N}& '-]/gu, '');
}
