import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { broadcastCreateSchema, broadcastListQuerySchema, broadcastListResponseSchema, broadcastParamsSchema, broadcastResponseSchema, broadcastTexts } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { cancelBroadcast, createBroadcast, listBroadcasts } from './broadcasts.service.js';

/** Staff broadcasts (admin-and-partner.md §2.2 broadcast.notifications, §7.4). */
export async function broadcastRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const staff = { allow: ['admin' as const] };

  r.post(
    '/user/broadcast-notification',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Send a broadcast to members’ bells (and e-mail), now or at send_at; queued on the job runner',
        body: broadcastCreateSchema,
        response: { 200: broadcastResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { broadcast, message } = await createBroadcast(ctx.db, requireAuth(request), request.body);
      return ok(broadcast, message);
    },
  );

  r.get(
    '/admin/broadcast-notifications',
    { config: staff, schema: { tags, summary: 'Staff broadcasts, newest first', querystring: broadcastListQuerySchema, response: { 200: broadcastListResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => {
      const { data, total } = await listBroadcasts(ctx.db, request.query);
      return okBody({ data, meta: { total, page: request.query.page, limit: request.query.limit } });
    },
  );

  r.post(
    '/admin/broadcast-notifications/:id/cancel',
    { config: staff, schema: { tags, summary: 'Cancel a scheduled broadcast', params: broadcastParamsSchema, response: { 200: broadcastResponseSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => ok(await cancelBroadcast(ctx.db, requireAuth(request), request.params.id), broadcastTexts.cancelled),
  );
}
