import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserResponseSchema,
  errorEnvelopeSchema,
  userIdParamsSchema,
  userProfileResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  worthyCauseNameResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireAuth } from '../../http/auth.js';
import { findPrimaryCompanyLink, findUserWithRole, findWorthyCauseName, searchUsers } from './users.repository.js';
import { presentUserProfile } from './users.presenter.js';
import { getCurrentUser } from './users.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/user/current',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: currentUserResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, data: await getCurrentUser(ctx.db, requireAuth(request)) }),
  );

  // Worthy-cause names are public facts (partner pages show them), so any signed-in user may read one.
  r.get(
    '/user/get-wc-name/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A worthy-cause user's organisation name",
        params: userIdParamsSchema,
        response: { 200: worthyCauseNameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const name = await findWorthyCauseName(ctx.db, request.params.id);
      if (name === null) throw notFound('No worthy cause for this user.');
      return { status: 'success' as const, data: { worthy_cause_name: name } };
    },
  );

  r.get(
    '/user/user-search',
    { config: { allow: ['admin'] }, schema: { tags: ['users'], summary: 'Staff quick search (UID, CID, name, e-mail, business name)', querystring: userSearchQuerySchema, response: { 200: userSearchResponseSchema, ...errors } } },
    async (request) => {
      const rows = await searchUsers(ctx.db, request.query.keyword, request.query.limit);
      return { status: 'success' as const, data: rows.map((row) => ({ ...row, user_type: row.user_type as 'business' | 'partner' | 'admin' })) };
    },
  );

  r.get(
    '/user/:id/profile',
    { schema: { tags: ['users'], summary: "A user's record (staff, or the user themself)", params: userIdParamsSchema, response: { 200: userProfileResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.userId !== request.params.id && auth.userType !== 'admin') throw forbidden();
      const row = await findUserWithRole(ctx.db, request.params.id);
      if (!row) throw notFound('User not found.');
      return { status: 'success' as const, data: presentUserProfile(row, await findPrimaryCompanyLink(ctx.db, row.user.id)) };
    },
  );
}
