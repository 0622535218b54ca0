import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserResponseSchema,
  okResponseSchema,
  switchAccountSchema,
  switchTypeSchema,
  tokenResponseSchema,
  userIdParamsSchema,
} from '@goodhive/contract';
import { successEnvelope } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { getCurrentUser } from '../../users/index.js';
import { leaveImpersonation, startImpersonation, switchAccount, switchType } from './switching.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['switching'];

export async function switchingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/switch-account',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Act as the personal or the company account', body: switchAccountSchema, response: { 200: currentUserResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      await switchAccount(ctx.db, auth, request.body.account, request.body.isAdmin ?? false, request.ip);
      return ok(await getCurrentUser(ctx.db, auth));
    },
  );

  r.post(
    '/user/switch-type',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Admins with change_type 1: open the business or partner view', body: switchTypeSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await switchType(ctx.db, requireAuth(request), request.body.type, request.ip);
      return ok(null);
    },
  );

  r.get(
    '/user/impersonate/leave',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'End an impersonation session', response: { 200: successEnvelope(z.object({ admin_id: z.number().int() })), ...errors } } },
    async (request) => ok(await leaveImpersonation(ctx.db, requireAuth(request), request.ip)),
  );

  r.get(
    '/user/impersonate/:id',
    { config: { allow: ['admin'] }, schema: { tags, summary: 'Staff: act as a user (audited)', params: userIdParamsSchema, response: { 200: tokenResponseSchema, ...errors } } },
    async (request) => ok(await startImpersonation(ctx.db, ctx.config, requireAuth(request), request.params.id, request.ip)),
  );
}
