import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserResponseSchema,
  userIdParamsSchema,
  userProfileResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  worthyCauseNameResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { personalProfileRoutes } from './personal-profile.routes.js';
import { getCurrentUser, getUserProfile, getWorthyCauseName, searchUsersForStaff } from './users.service.js';

const errors = errorResponses(401, 403, 404, 422);

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/user/current',
    { config: { downgraded: 'allow' as const }, schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: currentUserResponseSchema, ...errors } } },
    async (request) => ok(await getCurrentUser(ctx.db, requireAuth(request))),
  );

  // Worthy-cause names are public facts (partner pages show them), so any signed-in user may read one.
  r.get(
    '/user/get-wc-name/:id',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags: ['users'],
        summary: "A worthy-cause user's organisation name",
        params: userIdParamsSchema,
        response: { 200: worthyCauseNameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const name = await getWorthyCauseName(ctx.db, request.params.id);
      return ok({ worthy_cause_name: name });
    },
  );

  r.get(
    '/user/user-search',
    { config: { allow: ['admin'] }, schema: { tags: ['users'], summary: 'Staff quick search (UID, CID, name, e-mail, business name)', querystring: userSearchQuerySchema, response: { 200: userSearchResponseSchema, ...errors } } },
    async (request) => {
      const rows = await searchUsersForStaff(ctx.db, request.query.keyword, request.query.limit);
      return ok(rows.map((row) => ({ ...row, user_type: row.user_type as 'business' | 'partner' | 'admin' })));
    },
  );

  r.get(
    '/user/:id/profile',
    { schema: { tags: ['users'], summary: "A user's record (staff, or the user themself)", params: userIdParamsSchema, response: { 200: userProfileResponseSchema, ...errors } } },
    async (request) => {
      return ok(await getUserProfile(ctx.db, requireAuth(request), request.params.id));
    },
  );

  await personalProfileRoutes(app, ctx);
}
