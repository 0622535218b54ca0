import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contributionMessages,
  creditCreateSchema,
  creditListQuerySchema,
  creditListResponseSchema,
  creditNotificationQuerySchema,
  creditNotificationResponseSchema,
  creditResponseSchema,
  errorEnvelopeSchema,
  userCreditsQuerySchema,
  userCreditsResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import * as service from './credits.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** Giving credits (admin-and-partner §3 Credit): staff grant them, givers spend them at checkout. */
export async function creditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['credits'];
  const staff = { allow: ['admin' as const] };

  r.post(
    '/admin/giving/credits',
    { config: staff, schema: { tags, summary: 'Grant a giving credit (admins)', body: creditCreateSchema, response: { 200: creditResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, message: contributionMessages.creditGranted, data: await service.grantCredit(ctx.db, requireAuth(request), request.body) }),
  );
  r.get(
    '/admin/giving/credits',
    { config: staff, schema: { tags, summary: 'List giving credits (admins)', querystring: creditListQuerySchema, response: { 200: creditListResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, ...(await service.listCredits(ctx.db, request.query)) }),
  );
  r.get(
    '/user/credits',
    { schema: { tags, summary: 'Giving credit balance of the account the caller acts as, or of account=user|company / company_id', querystring: userCreditsQuerySchema, response: { 200: userCreditsResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, data: await service.getUserCredits(ctx.db, requireAuth(request), request.query) }),
  );
  r.post(
    '/user/credit-notification',
    { schema: { tags, summary: 'The gift-credit dialog was shown', querystring: creditNotificationQuerySchema, response: { 200: creditNotificationResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, message: contributionMessages.creditNotified, data: await service.markCreditsNotified(ctx.db, requireAuth(request), request.query) }),
  );
}
