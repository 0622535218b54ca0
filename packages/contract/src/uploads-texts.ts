/** The zod-free part of uploads.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
/** '5 MB', '512 KB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const uploadMessages = {
  fileRequired: 'Please choose a file to upload.',
  empty: 'The file is empty.',
  unknownPurpose: 'Unknown upload purpose.',
  wrongImageType: 'Please upload a PNG, JPEG, WebP or GIF image.',
  wrongDocumentType: 'Please upload a PDF document or a PNG, JPEG, WebP or GIF image.',
  tooLarge: (limit: string) => `The file is too large. The largest file you can upload is ${limit}.`,
} as const;
