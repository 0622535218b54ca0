import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, okResponseSchema, tokenRequestSchema, tokenResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { grantToken } from './sessions.service.js';
import { revokeToken } from './sessions.repository.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/oauth/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Issue a token pair (password grant) or rotate it (refresh_token grant)',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const token = await grantToken(ctx.db, ctx.config, request.body, { ip: request.ip });
      return { status: 'success' as const, data: token };
    },
  );

  r.delete(
    '/oauth/token',
    { schema: { tags: ['auth'], summary: 'Revoke the calling token', response: { 200: okResponseSchema, 401: errorEnvelopeSchema } } },
    async (request) => {
      await revokeToken(ctx.db, requireAuth(request).tokenId);
      return { status: 'success' as const, message: 'Signed out.', data: null };
    },
  );
}
