import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerPageParams, partnerPageResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { getPartnerPage } from './partner-pages.service.js';

/** Partners' public pages (/wcu_partner/{id}). */
export async function partnerPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v2/guest/partners/:id',
    {
      config: { public: true },
      schema: {
        tags: ['partner-pages'],
        summary: "A worthy cause's public page: about, mission, countries, live projects and latest updates",
        params: partnerPageParams,
        response: { 200: partnerPageResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await getPartnerPage(ctx.db, request.params.id, request.auth)),
  );
}
