import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membershipSignUpMessages, membershipSignUpParamsSchema, membershipSignUpResponseSchema, membershipSignUpSchema, membershipSignUpStatusResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { forbidden } from '../../lib/errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { getMembershipSignUp, startMembershipSignUp } from './membership-sign-up.service.js';

const tags = ['memberships'];

/** The membership sign-up of /sign-up and /sign-up-geniusu: start it (then pay), and read its state by its key. */
export async function membershipSignUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/sign-up/membership',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign up for a paid business or personal membership: answers the payment page; the account is made by the payment',
        body: membershipSignUpSchema,
        response: { 200: membershipSignUpResponseSchema, ...errorResponses(403, 409, 422, 429) },
      },
    },
    async (request) => {
      if (request.auth) throw forbidden(membershipSignUpMessages.signedIn);
      await hitRateLimit(ctx.db, 'trialIp', request.ip, ctx.config.rateLimitScale);
      return ok(await startMembershipSignUp(ctx.db, ctx.config, request.body));
    },
  );
  r.get(
    '/sign-up/membership/:key',
    {
      config: { public: true },
      schema: { tags, summary: 'A membership sign-up by its key: pending, completed, failed or cancelled', params: membershipSignUpParamsSchema, response: { 200: membershipSignUpStatusResponseSchema, ...errorResponses(404) } },
    },
    async (request) => ok(await getMembershipSignUp(ctx.db, request.params.key)),
  );
}
