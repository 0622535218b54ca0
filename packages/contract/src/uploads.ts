import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/** Uploads (multipart): images shown on public pages, and private documents. */
export const UPLOAD_PURPOSES = ['org-image', 'project-image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** '5 MB', '512 KB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const uploadedFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  original_name: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFileResponseSchema = successEnvelope(uploadedFileSchema);
export const fileParamsSchema = z.object({ id: z.coerce.number().int().positive(), name: z.string().max(255).optional() });

export const uploadMessages = {
  fileRequired: 'Please choose a file to upload.',
  empty: 'The file is empty.',
  unknownPurpose: 'Unknown upload purpose.',
  wrongImageType: 'Please upload a PNG, JPEG, WebP or GIF image.',
  wrongDocumentType: 'Please upload a PDF document or a PNG, JPEG, WebP or GIF image.',
  tooLarge: (limit: string) => `The file is too large. The largest file you can upload is ${limit}.`,
} as const;
