/** The zod-free part of partner-documents.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
export const PARTNER_DOCUMENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 1000,
  amountMax: 10_000_000,
  yearMin: 2000,
} as const;

/** The latest year an annual document may cover: next year (documents are sometimes prepared ahead). */
export const latestDocumentYear = () => new Date().getUTCFullYear() + 1;
