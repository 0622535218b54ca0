import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contributionFilterSchema, impactHistoryCsvQuerySchema, statementQuerySchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses } from '../../http/envelope.js';
import { parseNestedQuery } from '../giving/index.js';
import { buildContributionsCsv, buildImpactHistoryCsv, buildStatement } from './exports.service.js';

const errors = errorResponses(401, 403, 404, 422);
const csvType = 'text/csv; charset=utf-8';
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** Downloads: the impact history and contributions as CSV, and the PDF statement of a period. */
export async function impactExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['impact'];

  r.get(
    '/v2/impact-history-csv',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'The impact history as CSV (UTF-8 with BOM)', querystring: impactHistoryCsvQuerySchema, response: { 200: z.string().describe(csvType), ...errors } } },
    async (request, reply) => {
      const { csv, fileName } = await buildImpactHistoryCsv(ctx.db, requireAuth(request), request.query);
      return reply.type(csvType).header('content-disposition', attachment(fileName)).header('cache-control', 'private, no-store').send(csv);
    },
  );
  r.get(
    '/v2/contribution/csvexportcontribution',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'The contributions list (filters of GET /api/v2/contribution) as CSV',
        querystring: contributionFilterSchema,
        response: { 200: z.string().describe(csvType), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await buildContributionsCsv(ctx.db, requireAuth(request), request.query);
      return reply.type(csvType).header('content-disposition', attachment(fileName)).header('cache-control', 'private, no-store').send(csv);
    },
  );
  r.get(
    '/user/contribution/statement',
    {
      config: { downgraded: 'allow' as const },
      // The filters arrive nested (filters[begin_date]=...): parse them before validation.
      preValidation: async (request: FastifyRequest) => {
        const queryString = request.raw.url?.split('?')[1] ?? '';
        (request as { query: unknown }).query = parseNestedQuery(queryString);
      },
      schema: {
        tags,
        summary: 'PDF statement of a period: every paid contribution and the totals',
        querystring: statementQuerySchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await buildStatement(ctx.db, requireAuth(request), request.query);
      return reply.type('application/pdf').header('content-disposition', attachment(fileName)).header('cache-control', 'private, no-store').send(pdf);
    },
  );
}
