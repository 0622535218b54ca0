import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerContributionsCsvQuerySchema,
  partnerContributionsQuerySchema,
  partnerContributionsResponseSchema,
  partnerContributionsSummaryResponseSchema,
  partnerHomeResponseSchema,
  partnerRefQuerySchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import { buildPartnerContributionsCsv, listPartnerContributions, summarisePartnerContributions } from './partner-contributions.service.js';
import { loadPartnerHome } from './partner-home.service.js';

const errors = errorResponses(401, 403, 404, 422);
const csvType = 'text/csv; charset=utf-8';
const config = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };

/** What was given to a partner: its contributions (list, CSV, overview) and its Home (own organisation; staff: partner_id). */
export async function partnerContributionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partners'];

  r.get(
    '/partner/contributions',
    {
      config,
      schema: {
        tags,
        summary: "Paid contributions to the partner's projects: filters, paging and the totals of the filtered set",
        querystring: partnerContributionsQuerySchema,
        response: { 200: partnerContributionsResponseSchema, ...errors },
      },
    },
    async (request) => okBody(await listPartnerContributions(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/partner/contributions/csv',
    {
      config,
      schema: {
        tags,
        summary: "The partner's filtered contributions as CSV (UTF-8 with BOM)",
        querystring: partnerContributionsCsvQuerySchema,
        response: { 200: z.string().describe(csvType), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await buildPartnerContributionsCsv(ctx.db, requireAuth(request), request.query);
      return reply.type(csvType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
    },
  );
  r.get(
    '/partner/contributions/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Totals per project (all time and this month) and per month for the last 12 months',
        querystring: partnerRefQuerySchema,
        response: { 200: partnerContributionsSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await summarisePartnerContributions(ctx.db, requireAuth(request), request.query.partner_id)),
  );
  r.get(
    '/partner/home',
    {
      config,
      schema: {
        tags,
        summary: 'The partner Home: given this month and in total, live projects, and what needs attention',
        querystring: partnerRefQuerySchema,
        response: { 200: partnerHomeResponseSchema, ...errors },
      },
    },
    async (request) => ok(await loadPartnerHome(ctx.db, requireAuth(request), request.query.partner_id)),
  );
}
