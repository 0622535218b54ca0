import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, healthResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { ok } from '../../http/envelope.js';
import { checkDatabase } from './health.service.js';
import { AppError } from '../../lib/errors.js';

const webConfigSchema = z.object({
  status: z.literal('success'),
  data: z.object({ product_name: z.string(), app_url: z.string(), oauth_client_id: z.string(), oauth_client_secret: z.string() }),
});

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: errorEnvelopeSchema.extend({ state: z.literal('starting').optional() }) } } },
    // Until migrations and seeds are done the startup hook in app.ts answers 503 'starting' instead.
    async () => {
      if (!(await checkDatabase(ctx.db))) throw new AppError(503, 'The database is not reachable.');
      return ok({ database: 'reachable' as const, state: 'ready' as const, version: ctx.version });
    },
  );
  // The web app is a first-party client: it reads its OAuth client credentials here at start-up.
  r.get('/app/web-config', { config: { public: true }, schema: { tags: ['health'], response: { 200: webConfigSchema } } }, async () =>
    ok({
      product_name: 'Goodhive',
      app_url: ctx.config.appUrl,
      oauth_client_id: ctx.config.oauthClientId,
      oauth_client_secret: ctx.config.oauthClientSecret,
    }),
  );
}
