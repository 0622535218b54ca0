import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserResponseSchema, errorEnvelopeSchema, userIdParamsSchema, worthyCauseNameResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { findWorthyCauseName } from './users.repository.js';
import { getCurrentUser } from './users.service.js';

const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/user/current',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: currentUserResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, data: await getCurrentUser(ctx.db, requireAuth(request)) }),
  );

  // Worthy-cause names are public facts (partner pages show them), so any signed-in user may read one.
  r.get(
    '/user/get-wc-name/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A worthy-cause user's organisation name",
        params: userIdParamsSchema,
        response: { 200: worthyCauseNameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const name = await findWorthyCauseName(ctx.db, request.params.id);
      if (name === null) throw notFound('No worthy cause for this user.');
      return { status: 'success' as const, data: { worthy_cause_name: name } };
    },
  );
}
