import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contributionIdParamsSchema,
  contributionListQuerySchema,
  contributionListResponseSchema,
  contributionMessages,
  contributionStatResponseSchema,
  contributionStatusChangeResponseSchema,
  contributionStatusChangeSchema,
  contributionSumResponseSchema,
  contributionTotalsQuerySchema,
  contributionTypesResponseSchema,
  nestedContributionQuerySchema,
  okResponseSchema,
  receiptFileName,
  receiptQuerySchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import { parseNestedQuery } from './nested-query.js';
import * as service from './contributions.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Contribution lists, totals, status changes, deletion of unpaid ones, and receipts. */
export async function contributionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contributions'];

  r.get(
    '/v2/contribution',
    { schema: { tags, summary: 'Contributions of the account the caller acts as, or of account=user|company / company_id (paid unless payment_received=0|all)', querystring: contributionListQuerySchema, response: { 200: contributionListResponseSchema, ...errors } } },
    async (request) => okBody(await service.listContributions(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/user/contribution/getContributions',
    {
      // The filters arrive nested (filters[date][from]=...): parse them before validation.
      preValidation: async (request: FastifyRequest) => {
        const queryString = request.raw.url?.split('?')[1] ?? '';
        (request as { query: unknown }).query = parseNestedQuery(queryString);
      },
      schema: { tags, summary: 'Contributions with key[sub]=value filters', querystring: nestedContributionQuerySchema, response: { 200: contributionListResponseSchema, ...errors } },
    },
    async (request) => okBody(await service.listContributionsNested(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/contribution/sum',
    { schema: { tags, summary: 'Totals of paid contributions', querystring: contributionTotalsQuerySchema, response: { 200: contributionSumResponseSchema, ...errors } } },
    async (request) => ok(await service.sumContributions(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/contribution/types',
    { schema: { tags, summary: 'Paid giving per category and kind', querystring: contributionTotalsQuerySchema, response: { 200: contributionTypesResponseSchema, ...errors } } },
    async (request) => ok(await service.contributionTypes(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/contribution/stat',
    { schema: { tags, summary: 'Paid giving: totals, reach, monthly series', querystring: contributionTotalsQuerySchema, response: { 200: contributionStatResponseSchema, ...errors } } },
    async (request) => ok(await service.contributionStat(ctx.db, requireAuth(request), request.query)),
  );
  r.post(
    '/user/contribution/status/change',
    { config: { allow: ['admin'] }, schema: { tags, summary: 'Set payment_received of contributions (admins)', body: contributionStatusChangeSchema, response: { 200: contributionStatusChangeResponseSchema, ...errors } } },
    async (request) => ok(await service.changeContributionStatus(ctx.db, requireAuth(request), request.body, request.ip), contributionMessages.statusChanged),
  );
  r.delete(
    '/contribution/:id',
    { schema: { tags, summary: 'Delete an unpaid contribution', params: contributionIdParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await service.deleteContribution(ctx.db, requireAuth(request), request.params.id);
      return ok(null, contributionMessages.deleted);
    },
  );
  r.get(
    '/contribution/receipt',
    { schema: { tags, summary: 'PDF receipt of a paid contribution group', querystring: receiptQuerySchema, response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 404, 409, 422) } } },
    async (request, reply) => {
      const pdf = await service.buildReceipt(ctx.db, requireAuth(request), request.query.group_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(request.query.group_id)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
