import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestReferralInputSchema,
  referralCreatedResponseSchema,
  referralIdParams,
  referralInputSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralMessages,
  referralResponseSchema,
  referralUpdateSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import { listReferrals, suggestCause, updateReferral } from './referrals.service.js';

const errors = errorResponses(401, 403, 404, 422, 429);

/** Suggested worthy causes (/refer-a-project): members and visitors suggest, staff follow up. */
export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  const deps = { db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.appUrl, rateLimitScale: ctx.config.rateLimitScale };
  const created = (result: { id: number; message: string }) => ok({ id: result.id }, result.message);

  r.post(
    '/v2/user/refer-worthy-cause',
    { schema: { tags, summary: "Suggest a worthy cause (signed in: the referrer is the caller's account)", body: referralInputSchema, response: { 200: referralCreatedResponseSchema, ...errors } } },
    async (request) => created(await suggestCause(deps, { auth: requireAuth(request) }, request.body, request.ip)),
  );
  r.post(
    '/v2/guest/user/refer-worthy-cause',
    {
      config: { public: true },
      schema: { tags, summary: 'Suggest a worthy cause as a visitor (name and e-mail required; limited per IP)', body: guestReferralInputSchema, response: { 200: referralCreatedResponseSchema, ...errors } },
    },
    async (request) => {
      const { referrer_name, referrer_email, ...cause } = request.body;
      return created(await suggestCause(deps, { guest: { referrer_name, referrer_email } }, cause, request.ip));
    },
  );

  const staff = { allow: ['admin'] as 'admin'[] };
  r.get(
    '/admin/worthy-cause-referrals',
    { config: staff, schema: { tags, summary: 'Suggested worthy causes: status, search, paging (staff)', querystring: referralListQuerySchema, response: { 200: referralListResponseSchema, ...errors } } },
    async (request) => okBody(await listReferrals(ctx.db, request.query)),
  );
  r.put(
    '/admin/worthy-cause-referrals/:id',
    { config: staff, schema: { tags, summary: 'Set the status and note of a suggestion (staff; audited)', params: referralIdParams, body: referralUpdateSchema, response: { 200: referralResponseSchema, ...errors } } },
    async (request) => ok(await updateReferral(ctx.db, requireAuth(request), request.params.id, request.body, request.ip), referralMessages.saved),
  );
}
