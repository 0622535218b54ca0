/** The zod-free part of certificates.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
/** The file names of the downloads. */
export const certificateFileName = (issuedOn: string, ext: 'pdf' | 'png' | 'svg') => `gratitude_certificate_${issuedOn}.${ext}`;
