import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRecurringActionParamsSchema,
  adminRecurringActionSchema,
  adminRecurringDetailResponseSchema,
  adminRecurringListQuerySchema,
  adminRecurringListResponseSchema,
  adminRecurringParamsSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { getRecurring, listRecurring, manageRecurring } from './recurring-admin.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Staff recurring giving: /admin/recurring and /admin/recurring/detail/{sub_id}. */
export async function recurringAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stories'];
  const config = { allow: ['admin'] as 'admin'[] };
  r.get(
    '/admin/recurring',
    { config, schema: { tags, summary: 'Every monthly story with its state, next giving, last month and failures (automation_status, failing, search, company_id, paging)', querystring: adminRecurringListQuerySchema, response: { 200: adminRecurringListResponseSchema, ...errors } } },
    async (request) => okBody(await listRecurring(ctx.db, request.query)),
  );
  r.get(
    '/admin/recurring/:sub_id',
    { config, schema: { tags, summary: 'One monthly story with its months of giving and audit trail', params: adminRecurringParamsSchema, response: { 200: adminRecurringDetailResponseSchema, ...errors } } },
    async (request) => ok(await getRecurring(ctx.db, request.params.sub_id)),
  );
  r.post(
    '/admin/recurring/:sub_id/:action',
    {
      config,
      schema: { tags, summary: "Pause, resume or cancel a story's monthly giving, with a reason (audited)", params: adminRecurringActionParamsSchema, body: adminRecurringActionSchema, response: { 200: adminRecurringDetailResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { message, detail } = await manageRecurring(ctx.db, requireAuth(request), request.params.sub_id, request.params.action, request.body.reason, request.ip);
      return ok(detail, message);
    },
  );
}
