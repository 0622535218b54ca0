import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationResponseSchema,
  invitationSchema,
  myReferralResponseSchema,
  referralAdminListQuerySchema,
  referralAdminTexts,
  referralCodeDetailResponseSchema,
  referralCodeInputSchema,
  referralCodeListQuerySchema,
  referralCodeListResponseSchema,
  referralIdParamsSchema,
  referralProgrammeInputSchema,
  referralProgrammeListResponseSchema,
  referralProgrammeResponseSchema,
  referralTexts,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { getMyReferral, sendInvitations } from './referral-codes.service.js';
import * as admin from './referral-admin.service.js';

/** A member's referral code and invitations (/invite), and the staff screens of codes and referrals for good. */
export async function referralCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referral-codes'];
  const member = { allow: ['business' as const] };
  const staff = { allow: ['admin' as const] };

  r.get(
    '/v2/referral',
    { config: member, schema: { tags, summary: "The signed-in member's referral code, links, reward and referrals", response: { 200: myReferralResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await getMyReferral(ctx.db, ctx.config, requireAuth(request))),
  );
  r.post(
    '/v2/referral/invite',
    {
      config: member,
      schema: { tags, summary: 'E-mail invitations to join through the company referral link (daily limit)', body: invitationSchema, response: { 200: invitationResponseSchema, ...errorResponses(401, 403, 422, 429) } },
    },
    async (request) => {
      const result = await sendInvitations(ctx.db, ctx.config, ctx.mailer, requireAuth(request), request.body);
      return ok(result, referralTexts.invitationsSent(result.sent));
    },
  );

  r.get(
    '/admin/referral-codes',
    { config: staff, schema: { tags, summary: 'Referral codes (staff)', querystring: referralCodeListQuerySchema, response: { 200: referralCodeListResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => okBody(await admin.listCodes(ctx.db, request.query)),
  );
  r.post(
    '/admin/referral-codes',
    { config: staff, schema: { tags, summary: 'Create a referral code with its reward (staff)', body: referralCodeInputSchema, response: { 200: referralCodeDetailResponseSchema, ...errorResponses(401, 403, 409, 422) } } },
    async (request) => ok(await admin.createCode(ctx.db, requireAuth(request), request.body), referralAdminTexts.codeCreated),
  );
  r.get(
    '/admin/referral-codes/:id',
    { config: staff, schema: { tags, summary: 'A referral code and the companies that used it (staff)', params: referralIdParamsSchema, response: { 200: referralCodeDetailResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await admin.getCode(ctx.db, request.params.id)),
  );
  r.put(
    '/admin/referral-codes/:id',
    {
      config: staff,
      schema: { tags, summary: 'Save a referral code (staff)', params: referralIdParamsSchema, body: referralCodeInputSchema, response: { 200: referralCodeDetailResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => ok(await admin.updateCode(ctx.db, requireAuth(request), request.params.id, request.body), referralAdminTexts.codeSaved),
  );

  r.get(
    '/admin/referrals-for-good',
    { config: staff, schema: { tags, summary: 'Referral programmes (staff)', querystring: referralAdminListQuerySchema, response: { 200: referralProgrammeListResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => okBody(await admin.listProgrammes(ctx.db, request.query)),
  );
  r.post(
    '/admin/referrals-for-good',
    { config: staff, schema: { tags, summary: 'Create a referral programme (staff)', body: referralProgrammeInputSchema, response: { 200: referralProgrammeResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => ok(await admin.createProgramme(ctx.db, requireAuth(request), request.body), referralAdminTexts.programmeCreated),
  );
  r.get(
    '/admin/referrals-for-good/:id',
    { config: staff, schema: { tags, summary: 'A referral programme (staff)', params: referralIdParamsSchema, response: { 200: referralProgrammeResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await admin.getProgramme(ctx.db, request.params.id)),
  );
  r.put(
    '/admin/referrals-for-good/:id',
    {
      config: staff,
      schema: { tags, summary: 'Save a referral programme (staff)', params: referralIdParamsSchema, body: referralProgrammeInputSchema, response: { 200: referralProgrammeResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => ok(await admin.updateProgramme(ctx.db, requireAuth(request), request.params.id, request.body), referralAdminTexts.programmeSaved),
  );
}
