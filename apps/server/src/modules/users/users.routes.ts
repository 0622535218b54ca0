import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserResponseSchema, errorEnvelopeSchema } from '@goodhive/contract';
import type { AppContext } from '../../app.js';
import { requireAuth } from '../../plugins/auth.js';
import { getCurrentUser } from './users.service.js';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/user/current',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: currentUserResponseSchema, 401: errorEnvelopeSchema } } },
    async (request) => ({ status: 'success' as const, data: await getCurrentUser(ctx.db, requireAuth(request)) }),
  );
}
