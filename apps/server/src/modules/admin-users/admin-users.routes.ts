import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailsResponseSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserMessages,
  auditLogQuerySchema,
  auditLogResponseSchema,
  favouriteFilterCreateSchema,
  favouriteFilterResponseSchema,
  favouriteFiltersResponseSchema,
  userActionBodySchema,
  userActionResponseSchema,
  userFilterSearchSchema,
  userIdParamsSchema,
  type UserAction,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { mailOpenRoutes } from './mail-opens.routes.js';
import { userAccountRoutes } from './user-accounts.routes.js';
import { changeUser, exportUsersCsv, getUserDetails, listAudit, listFavourites, removeFavourite, saveFavourite, searchUsers } from './admin-users.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const csvType = 'text/csv; charset=utf-8';

const ACTION_MESSAGES: Record<UserAction, string> = {
  block: adminUserMessages.userBlocked,
  unblock: adminUserMessages.userUnblocked,
  activate: adminUserMessages.userActivated,
  deactivate: adminUserMessages.userDeactivated,
  downgrade: adminUserMessages.userDowngraded,
  delete: adminUserMessages.userDeleted,
};

/** Staff user management: the user list and filter search, CSV, details, lifecycle actions, favourite filters, the audit log. */
export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext) {
  // The mails' open-tracking pixel (public): what the mail open rates of the staff filters count.
  await mailOpenRoutes(app, ctx);
  // The accounts staff create and edit.
  await userAccountRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin users'];
  const staff = { allow: ['admin'] as 'admin'[] };

  r.get(
    '/user',
    { config: staff, schema: { tags, summary: 'Every user, paged and sorted, with a keyword (name, UID, e-mail)', querystring: adminUserListQuerySchema, response: { 200: adminUserListResponseSchema, ...errors } } },
    async (request) => okBody(await searchUsers(ctx.db, requireAuth(request), request.query, new Date())),
  );
  r.post(
    '/user/filtersearch',
    {
      config: staff,
      schema: { tags, summary: 'Users matching the staff user filter fields as sent (both dialogs), paged and sorted', body: userFilterSearchSchema, response: { 200: adminUserListResponseSchema, ...errors } },
    },
    async (request) => okBody(await searchUsers(ctx.db, requireAuth(request), request.body, new Date())),
  );
  r.post(
    '/user/filtersearch/csv',
    { config: staff, schema: { tags, summary: 'The filter search result as CSV (UTF-8 with BOM, formula-safe)', body: userFilterSearchSchema, response: { 200: z.string().describe(csvType), ...errors } } },
    async (request, reply) => {
      const { csv, fileName } = await exportUsersCsv(ctx.db, requireAuth(request), request.body, new Date());
      return reply.type(csvType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
    },
  );
  r.get(
    '/user/:id/details',
    { config: staff, schema: { tags, summary: 'The whole account of a user for staff', params: userIdParamsSchema, response: { 200: adminUserDetailsResponseSchema, ...errors } } },
    async (request) => ok(await getUserDetails(ctx.db, request.params.id)),
  );

  for (const action of ['block', 'unblock', 'activate', 'deactivate', 'downgrade'] as const) {
    r.post(
      `/user/:id/${action}`,
      {
        config: staff,
        schema: { tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a user (optional reason; audited)`, params: userIdParamsSchema, body: userActionBodySchema, response: { 200: userActionResponseSchema, ...errors } },
      },
      async (request) => ok(await changeUser(ctx.db, requireAuth(request), request.params.id, action, request.body?.reason, { ip: request.ip }), ACTION_MESSAGES[action]),
    );
  }
  r.delete(
    '/user/:id',
    {
      config: staff,
      schema: { tags, summary: 'Delete a user (soft: personal details removed, giving kept; audited)', params: userIdParamsSchema, body: userActionBodySchema, response: { 200: userActionResponseSchema, ...errors } },
    },
    async (request) => ok(await changeUser(ctx.db, requireAuth(request), request.params.id, 'delete', request.body?.reason, { ip: request.ip }), ACTION_MESSAGES.delete),
  );

  r.get(
    '/user/favourite-filters',
    { config: staff, schema: { tags, summary: "The staff member's favourite (saved) user filters", response: { 200: favouriteFiltersResponseSchema, ...errors } } },
    async (request) => ok(await listFavourites(ctx.db, requireAuth(request))),
  );
  r.post(
    '/user/favourite-filters',
    { config: staff, schema: { tags, summary: 'Save the filter fields under a name', body: favouriteFilterCreateSchema, response: { 200: favouriteFilterResponseSchema, ...errors } } },
    async (request) => ok(await saveFavourite(ctx.db, requireAuth(request), request.body), adminUserMessages.favouriteSaved),
  );
  r.delete(
    '/user/favourite-filters/:id',
    { config: staff, schema: { tags, summary: 'Delete a favourite filter', params: userIdParamsSchema, response: { 200: favouriteFiltersResponseSchema, ...errors } } },
    async (request) => {
      await removeFavourite(ctx.db, requireAuth(request), request.params.id);
      return ok(await listFavourites(ctx.db, requireAuth(request)), adminUserMessages.favouriteDeleted);
    },
  );

  r.get(
    '/admin/audit-log',
    { config: staff, schema: { tags, summary: 'The audit log of staff actions, newest first, filtered', querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema, ...errors } } },
    async (request) => okBody(await listAudit(ctx.db, request.query)),
  );
}
