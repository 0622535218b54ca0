import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeLimitResponseSchema, employeeLimitSchema, inviteIdSchema, inviteUserSchema, joinInfoResponseSchema, joinParamsSchema, joinResponseSchema, joinSchema, setAdminSchema, teamInviteResponseSchema, teamMemberRequestSchema, teamMessages, teamQuerySchema, teamResponseSchema, idSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import * as service from './team.service.js';

const errors = errorResponses(401, 403, 404, 409, 410, 422);

/** Team accounts: members, invitations by e-mail, the join link, and the staff's employee limit. */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  r.get('/user/invitedList', { schema: { tags, summary: "The company's members, open invitations and employee limit", querystring: teamQuerySchema, response: { 200: teamResponseSchema, ...errors } } }, async (request) =>
    ok(await service.getTeam(ctx.db, requireAuth(request), request.query.company_id)),
  );
  r.post('/user/inviteUserCompany', { schema: { tags, summary: 'Invite an e-mail to the team (a link to /join-teammember/{invite})', body: inviteUserSchema, response: { 200: teamInviteResponseSchema, ...errors } } }, async (request) =>
    ok(await service.inviteMember(ctx, requireAuth(request), request.body), teamMessages.invited(request.body.email)),
  );
  r.post('/user/invite/resend', { schema: { tags, summary: 'Send an open invitation again with a new link', body: inviteIdSchema, response: { 200: teamInviteResponseSchema, ...errors } } }, async (request) =>
    ok(await service.resendInvite(ctx, requireAuth(request), request.body.invite_id), teamMessages.resent),
  );
  r.post('/user/invite/cancel', { schema: { tags, summary: 'Cancel an open invitation', body: inviteIdSchema, response: { 200: teamInviteResponseSchema, ...errors } } }, async (request) =>
    ok(await service.cancelInvite(ctx.db, requireAuth(request), request.body.invite_id), teamMessages.cancelled),
  );
  r.post('/user/team/remove', { schema: { tags, summary: 'Remove a member from the team', body: teamMemberRequestSchema, response: { 200: teamResponseSchema, ...errors } } }, async (request) =>
    ok(await service.removeMember(ctx.db, requireAuth(request), request.body), teamMessages.removed),
  );
  r.post('/user/team/set-admin', { schema: { tags, summary: 'Make a member a company admin, or not', body: setAdminSchema, response: { 200: teamResponseSchema, ...errors } } }, async (request) =>
    ok(await service.setMemberAdmin(ctx.db, requireAuth(request), request.body), request.body.is_admin ? teamMessages.adminSet : teamMessages.adminUnset),
  );

  const pub = { public: true };
  r.get('/join-teammember/:invite', { config: pub, schema: { tags, summary: 'Read a team invitation (404 unknown, 410 expired or used)', params: joinParamsSchema, response: { 200: joinInfoResponseSchema, ...errorResponses(404, 410) } } }, async (request) =>
    ok(await service.readJoin(ctx.db, request.params.invite)),
  );
  r.post(
    '/join-teammember/:invite',
    { config: pub, schema: { tags, summary: 'Accept a team invitation: join with the signed-in account, or make one (404 unknown, 410 expired or used)', params: joinParamsSchema, body: joinSchema, response: { 200: joinResponseSchema, ...errorResponses(403, 404, 410, 422) } } },
    async (request) => {
      const result = await service.acceptJoin(ctx.db, request.auth, request.params.invite, request.body);
      return ok(result, request.auth ? teamMessages.joinedSignedIn : teamMessages.joined);
    },
  );

  r.post(
    '/admin/company/:id/employee-limit',
    { config: { allow: ['admin' as const] }, schema: { tags, summary: "Set a company's employee limit (staff)", params: z.object({ id: idSchema }), body: employeeLimitSchema, response: { 200: employeeLimitResponseSchema, ...errors } } },
    async (request) => ok(await service.saveEmployeeLimit(ctx.db, requireAuth(request), request.params.id, request.body), teamMessages.limitSaved),
  );
}
