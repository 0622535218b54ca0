import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminHiveCreateSchema, adminHiveDetailResponseSchema, adminHiveListResponseSchema, connectInfoResponseSchema, connectParamsSchema, hiveBuilderResponseSchema, hiveInputSchema, hiveJoinResponseSchema, hiveMemberInputSchema, hiveMemberParamsSchema, hiveMembersResponseSchema, hivePageParamsSchema, hivePartnerInputSchema, hivePartnerResponseSchema, hiveResponseSchema, hiveTexts, invitationResponseSchema, invitationSchema, myHiveResponseSchema, okResponseSchema, publicHiveResponseSchema, referralAdminListQuerySchema, referralAdminTexts, referralIdParamsSchema, referralTexts, idSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as service from './hives.service.js';
import * as admin from './hive-admin.service.js';

const companyParams = z.object({ company_id: idSchema });

/** Hives: the hive partner's builder and members, the member's hive, the public page and joining, connect, and staff. */
export async function hiveRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hives'];
  const member = { allow: ['business' as const] };
  const staff = { allow: ['admin' as const] };

  r.get(
    '/hive-builder',
    { config: member, schema: { tags, summary: "The hive partner's hive, invitation link and invitations left today", response: { 200: hiveBuilderResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await service.getHiveBuilder(ctx.db, ctx.config, requireAuth(request))),
  );
  r.put(
    '/hive-builder',
    { config: member, schema: { tags, summary: 'Build or save the hive (hive partners)', body: hiveInputSchema, response: { 200: hiveResponseSchema, ...errorResponses(401, 403, 409, 422) } } },
    async (request) => {
      const { hive, created } = await service.saveHive(ctx.db, requireAuth(request), request.body);
      return ok(hive, created ? hiveTexts.created : hiveTexts.saved);
    },
  );
  r.post(
    '/hive-builder/invite',
    { config: member, schema: { tags, summary: 'E-mail invitations into the hive (daily limit)', body: invitationSchema, response: { 200: invitationResponseSchema, ...errorResponses(401, 403, 422, 429) } } },
    async (request) => {
      const result = await service.inviteToHive(ctx.db, ctx.config, ctx.mailer, requireAuth(request), request.body);
      return ok(result, referralTexts.invitationsSent(result.sent));
    },
  );
  r.get(
    '/hive-member',
    { config: member, schema: { tags, summary: "The hive's member companies (hive partners)", response: { 200: hiveMembersResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await service.listHiveMembers(ctx.db, requireAuth(request))),
  );
  r.delete(
    '/hive-member/:company_id',
    { config: member, schema: { tags, summary: 'Take a company out of the hive (hive partners)', params: companyParams, response: { 200: okResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await service.removeHiveMember(ctx.db, requireAuth(request), request.params.company_id);
      return ok(null, hiveTexts.removed);
    },
  );
  r.get(
    '/my-hive',
    { config: member, schema: { tags, summary: "The hive the member's company belongs to", response: { 200: myHiveResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await service.getMyHive(ctx.db, requireAuth(request))),
  );

  r.get(
    '/hive/:page_url',
    { config: { public: true }, schema: { tags, summary: "A hive's public page with its combined impact", params: hivePageParamsSchema, response: { 200: publicHiveResponseSchema, ...errorResponses(404) } } },
    async (request) => ok(await service.getPublicHive(ctx.db, request.params.page_url)),
  );
  r.post(
    '/hive/:page_url/join',
    { config: member, schema: { tags, summary: 'Join the hive with your company (public-join-business)', params: hivePageParamsSchema, response: { 200: hiveJoinResponseSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => {
      const joined = await service.joinHive(ctx.db, requireAuth(request), request.params.page_url);
      return ok({ hive_id: joined.hive_id, page_url: joined.page_url }, hiveTexts.joined(joined.title));
    },
  );
  r.get(
    '/connect/:code',
    { config: { public: true }, schema: { tags, summary: 'Who invites through a connect link, and the hive the business joins', params: connectParamsSchema, response: { 200: connectInfoResponseSchema, ...errorResponses(404) } } },
    async (request) => ok(await service.getConnectInfo(ctx.db, request.params.code)),
  );

  r.get(
    '/admin/hives',
    { config: staff, schema: { tags, summary: 'Hives (staff)', querystring: referralAdminListQuerySchema, response: { 200: adminHiveListResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => okBody(await admin.listHives(ctx.db, request.query)),
  );
  r.post(
    '/admin/hives',
    { config: staff, schema: { tags, summary: 'Create a hive for a company (staff)', body: adminHiveCreateSchema, response: { 200: adminHiveDetailResponseSchema, ...errorResponses(401, 403, 409, 422) } } },
    async (request) => ok(await admin.createHive(ctx.db, requireAuth(request), request.body), referralAdminTexts.hiveCreated),
  );
  r.get(
    '/admin/hives/:id',
    { config: staff, schema: { tags, summary: 'A hive with its members (staff)', params: referralIdParamsSchema, response: { 200: adminHiveDetailResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await admin.getHive(ctx.db, request.params.id)),
  );
  r.put(
    '/admin/hives/:id',
    { config: staff, schema: { tags, summary: 'Save a hive (staff)', params: referralIdParamsSchema, body: hiveInputSchema, response: { 200: adminHiveDetailResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request) => ok(await admin.updateHive(ctx.db, requireAuth(request), request.params.id, request.body), referralAdminTexts.hiveSaved),
  );
  r.post(
    '/admin/hives/:id/members',
    { config: staff, schema: { tags, summary: 'Add a company to a hive (staff)', params: referralIdParamsSchema, body: hiveMemberInputSchema, response: { 200: adminHiveDetailResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request) => ok(await admin.addMember(ctx.db, requireAuth(request), request.params.id, request.body.company_id), referralAdminTexts.memberAdded),
  );
  r.delete(
    '/admin/hives/:id/members/:company_id',
    { config: staff, schema: { tags, summary: 'Take a company out of a hive (staff)', params: hiveMemberParamsSchema, response: { 200: adminHiveDetailResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await admin.removeMember(ctx.db, requireAuth(request), request.params.id, request.params.company_id), hiveTexts.removed),
  );
  r.put(
    '/admin/companies/:id/hive-partner',
    { config: staff, schema: { tags, summary: 'Make a company a hive partner, or no longer one (staff)', params: referralIdParamsSchema, body: hivePartnerInputSchema, response: { 200: hivePartnerResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => {
      const { message, ...data } = await admin.setHivePartner(ctx.db, requireAuth(request), request.params.id, request.body.is_hive_partner);
      return ok(data, message);
    },
  );
}
