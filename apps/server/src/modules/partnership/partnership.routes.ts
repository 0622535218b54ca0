import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnershipQuerySchema, partnershipStatusResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { getPartnershipStatus } from './partnership.service.js';

/** Impact partner levels (business side menu 'Partnership status'). */
export async function partnershipRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/company/partnership-status',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags: ['partnership'],
        summary: "The company's impact partner level from its last 12 months of paid giving, and what the next level needs",
        querystring: partnershipQuerySchema,
        response: { 200: partnershipStatusResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await getPartnershipStatus(ctx.db, requireAuth(request), request.query.company_id)),
  );
}
