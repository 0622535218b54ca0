import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteSearchRequestSchema, siteSearchResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { searchSite } from './site-search.service.js';

/** The header search (business-and-public.md §7): every signed-in member, partner and staff member. */
export async function siteSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/search/get',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the pages the caller may open, projects, partners and (staff) users',
        body: siteSearchRequestSchema,
        response: { 200: siteSearchResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ok(await searchSite(ctx.db, requireAuth(request), request.body)),
  );
}
