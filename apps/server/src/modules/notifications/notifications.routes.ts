import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationCountResponseSchema,
  notificationDeleteResponseSchema,
  notificationDeleteSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationOwnerQuerySchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  notificationTexts,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { countUnread, deleteNotification, listNotifications, readNotification } from './notifications.service.js';

/**
 * The notification bell of every signed-in user (business-and-public.md §2, §4): their own notifications and
 * those of the company they act as. Downgraded members keep their bell: the header shows it on every page.
 */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = { downgraded: 'allow' as const };

  r.get(
    '/user/get-broadcast-notification',
    {
      config,
      schema: { tags, summary: 'A page of my notifications, newest first', querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { data, total } = await listNotifications(ctx.db, requireAuth(request), request.query);
      return okBody({ data, meta: { total, page: request.query.page, limit: request.query.limit } });
    },
  );

  r.get(
    '/user/get-broadcast-notification-count',
    { config, schema: { tags, summary: 'How many of my notifications are unread', querystring: notificationOwnerQuerySchema, response: { 200: notificationCountResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => ok(await countUnread(ctx.db, requireAuth(request), request.query)),
  );

  r.post(
    '/user/read-broadcast-notification',
    { config, schema: { tags, summary: 'Mark one notification read, or all of them (id 0)', body: notificationReadSchema, response: { 200: notificationReadResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const result = await readNotification(ctx.db, requireAuth(request), request.body);
      return ok(result, request.body.id === 0 ? notificationTexts.allMarkedRead : notificationTexts.markedRead);
    },
  );

  r.post(
    '/user/delete-broadcast-notification',
    { config, schema: { tags, summary: 'Delete one of my notifications', body: notificationDeleteSchema, response: { 200: notificationDeleteResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => ok(await deleteNotification(ctx.db, requireAuth(request), request.body.id), notificationTexts.deleted),
  );
}
