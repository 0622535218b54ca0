import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contributionMessages,
  creditCreateSchema,
  creditEndSchema,
  creditIdParamsSchema,
  creditListQuerySchema,
  creditListResponseSchema,
  creditNotificationQuerySchema,
  creditNotificationResponseSchema,
  creditResponseSchema,
  userCreditsQuerySchema,
  userCreditsResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import * as service from './credits.service.js';

const errors = errorResponses(401, 403, 404, 422);
const endErrors = errorResponses(401, 403, 404, 409, 422);

/** Giving credits (the staff gift credit): staff grant them, givers spend them at checkout. */
export async function creditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['credits'];
  const staff = { allow: ['admin' as const] };

  r.post(
    '/admin/giving/credits',
    { config: staff, schema: { tags, summary: 'Grant a giving credit (admins)', body: creditCreateSchema, response: { 200: creditResponseSchema, ...errors } } },
    async (request) => ok(await service.grantCredit(ctx.db, requireAuth(request), request.body), contributionMessages.creditGranted),
  );
  for (const how of ['expire', 'revoke'] as const) {
    r.post(
      `/admin/giving/credits/:id/${how}`,
      {
        config: staff,
        schema: {
          tags,
          summary: how === 'expire' ? 'Expire what is left of a giving credit, with a reason (admins)' : 'Revoke what is left of a giving credit, with a reason (admins)',
          params: creditIdParamsSchema,
          body: creditEndSchema,
          response: { 200: creditResponseSchema, ...endErrors },
        },
      },
      async (request) =>
        ok(
          await service.endCredit(ctx.db, requireAuth(request), request.params.id, how, request.body),
          how === 'expire' ? contributionMessages.creditExpired : contributionMessages.creditRevoked,
        ),
    );
  }
  r.get(
    '/admin/giving/credits',
    { config: staff, schema: { tags, summary: 'List giving credits (admins)', querystring: creditListQuerySchema, response: { 200: creditListResponseSchema, ...errors } } },
    async (request) => okBody(await service.listCredits(ctx.db, request.query)),
  );
  r.get(
    '/user/credits',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Giving credit balance of the account the caller acts as, or of account=user|company / company_id', querystring: userCreditsQuerySchema, response: { 200: userCreditsResponseSchema, ...errors } } },
    async (request) => ok(await service.getUserCredits(ctx.db, requireAuth(request), request.query)),
  );
  r.post(
    '/user/credit-notification',
    { schema: { tags, summary: 'The gift-credit dialog was shown', querystring: creditNotificationQuerySchema, response: { 200: creditNotificationResponseSchema, ...errors } } },
    async (request) => ok(await service.markCreditsNotified(ctx.db, requireAuth(request), request.query), contributionMessages.creditNotified),
  );
}
