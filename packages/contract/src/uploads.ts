import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
export { formatBytes, uploadMessages } from './uploads-texts.js';

/** Uploads (multipart): images shown on public pages, and private documents. */
export const UPLOAD_PURPOSES = ['org-image', 'project-image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

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
export const fileParamsSchema = z.object({ id: idSchema, name: z.string().max(255).optional() });
