import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context.js';
import { PIXEL_GIF, recordOpen } from './mail-opens.service.js';

/** GET /api/mail/open/{key}.gif: the tracking pixel of a sent mail; the mail open rates of the staff filters count these. */
export async function mailOpenRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mail/open/:file',
    { config: { public: true }, schema: { tags: ['mail'], summary: "A mail's open-tracking pixel (a 1x1 GIF)", params: z.object({ file: z.string().max(80) }), response: { 200: z.any().describe('image/gif') } } },
    async (request, reply) => {
      await recordOpen(ctx.db, request.params.file.replace(/\.gif$/, ''));
      return reply.type('image/gif').header('cache-control', 'no-store, private').send(PIXEL_GIF);
    },
  );
}
