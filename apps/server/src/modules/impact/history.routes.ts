import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestImpactHistoryQuerySchema,
  guestImpactHistoryResponseSchema,
  impactHistoryQuerySchema,
  impactHistoryResponseSchema,
  partnerImpactHistoryQuerySchema,
  partnerImpactHistoryResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, okBody } from '../../http/envelope.js';
import { listGuestImpactHistory, listImpactHistory, listPartnerImpactHistory } from './history.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Impact history: the caller's account, a public giver's, and a partner's projects. */
export async function impactHistoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['impact'];

  r.get(
    '/v2/impact-history',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: "Paid contributions of the caller's account: dates, project search, category, paging",
        querystring: impactHistoryQuerySchema,
        response: { 200: impactHistoryResponseSchema, ...errors },
      },
    },
    async (request) => okBody(await listImpactHistory(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/v2/guest/impact-history',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A giver's impact history when their profile is public (impact only, no amounts)",
        querystring: guestImpactHistoryQuerySchema,
        response: { 200: guestImpactHistoryResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => okBody(await listGuestImpactHistory(ctx.db, request.auth, request.query)),
  );
  r.get(
    '/v2/partner-impact-history',
    {
      config: { allow: ['partner', 'admin'] },
      schema: {
        tags,
        summary: "Paid contributions to the partner's own projects",
        querystring: partnerImpactHistoryQuerySchema,
        response: { 200: partnerImpactHistoryResponseSchema, ...errors },
      },
    },
    async (request) => okBody(await listPartnerImpactHistory(ctx.db, requireAuth(request), request.query)),
  );
}
