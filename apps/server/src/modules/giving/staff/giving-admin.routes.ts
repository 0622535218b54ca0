import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGivingDetailResponseSchema,
  adminGivingFilterSchema,
  adminGivingIdParamsSchema,
  adminGivingListQuerySchema,
  adminGivingListResponseSchema,
  adminGivingMessages,
  offlineGivingResponseSchema,
  offlineGivingSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import { exportGivingCsv, givingDetail, listGiving, recordOfflineGiving } from './giving-admin.service.js';

const errors = errorResponses(401, 403, 404, 422);
const csvType = 'text/csv; charset=utf-8';

/** Staff giving: /admin/giving (list, totals, CSV), /admin/giving-details/{id} and /admin/giving/create (offline giving). */
export async function givingAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['giving admin'];
  const config = { allow: ['admin'] as 'admin'[] };

  r.get(
    '/admin/giving',
    {
      config,
      schema: {
        tags,
        summary: 'Every contribution group: filters (dates, company, user, partner, project, status, method, currency, amount), paging, USD and SGD totals',
        querystring: adminGivingListQuerySchema,
        response: { 200: adminGivingListResponseSchema, ...errors },
      },
    },
    async (request) => okBody(await listGiving(ctx.db, request.query)),
  );
  r.get(
    '/admin/giving/csv',
    { config, schema: { tags, summary: 'The filtered giving as CSV (UTF-8 with BOM)', querystring: adminGivingFilterSchema, response: { 200: z.string().describe(csvType), ...errors } } },
    async (request, reply) => {
      const { csv, fileName } = await exportGivingCsv(ctx.db, request.query);
      return reply.type(csvType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
    },
  );
  r.get(
    '/admin/giving/:id',
    { config, schema: { tags, summary: 'One giving with its lines, payment sessions and events, receipt and audit trail', params: adminGivingIdParamsSchema, response: { 200: adminGivingDetailResponseSchema, ...errors } } },
    async (request) => ok(await givingDetail(ctx.db, request.params.id)),
  );
  r.post(
    '/admin/giving',
    { config, schema: { tags, summary: 'Record giving received by bank transfer or cheque, paid, with the receipt e-mailed', body: offlineGivingSchema, response: { 200: offlineGivingResponseSchema, ...errors } } },
    async (request) => ok(await recordOfflineGiving(ctx, request.log, requireAuth(request), request.body, request.ip), adminGivingMessages.offlineRecorded),
  );
}
