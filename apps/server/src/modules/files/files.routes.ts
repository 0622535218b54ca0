import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileParamsSchema, uploadedFileResponseSchema, type UploadPurpose } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth, type AuthContext } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { getReadableFile } from './files.service.js';
import { fileUrl, receiveUpload, type StoredFile } from './uploads.js';

export const presentFile = (f: StoredFile) => ({
  id: f.id,
  url: fileUrl(f),
  content_type: f.content_type,
  byte_size: f.byte_size,
  original_name: f.original_name,
  purpose: f.purpose as UploadPurpose,
});

/** Uploads (multipart, checked by real type and size) and serving them with their content type. */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const deps = { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes };

  r.post(
    '/files',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: file, purpose org-image | project-image | document)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedFileResponseSchema, ...errorResponses(401, 413, 422) },
      },
    },
    async (request) => ok(presentFile(await receiveUpload(request, deps, requireAuth(request).userId))),
  );

  const serve = async (request: { params: { id: number }; auth: AuthContext | null }, reply: import('fastify').FastifyReply) => {
    const file = await getReadableFile(ctx.db, request.auth, request.params.id);
    const stream = await ctx.storage.get(file.storage_key);
    if (!stream) throw notFound('File not found.');
    return reply
      .type(file.content_type)
      .header('content-length', String(file.byte_size))
      .header('content-disposition', `${file.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.original_name.replace(/"/g, '')}"`)
      .header('cache-control', file.is_public ? 'public, max-age=86400' : 'private, no-store')
      .header('cross-origin-resource-policy', file.is_public ? 'cross-origin' : 'same-origin')
      .send(stream);
  };
  const fileSchema = { tags, summary: 'A stored file: public images for anyone, documents for their owner and staff', params: fileParamsSchema, response: { 200: z.unknown().describe('the file'), ...errorResponses(404, 422) } };
  r.get('/files/:id', { config: { public: true }, schema: fileSchema }, (request, reply) => serve(request, reply));
  r.get('/files/:id/:name', { config: { public: true }, schema: fileSchema }, (request, reply) => serve(request, reply));
}
