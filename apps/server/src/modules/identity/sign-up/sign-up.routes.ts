import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountMessages,
  checkEmailFreeResponseSchema,
  checkEmailFreeSchema,
  connectRegisterResponseSchema,
  connectRegisterSchema,
  connectTexts,
  messages,
  okResponseSchema,
  trialSignUpResponseSchema,
  trialSignUpSchema,
  verifyEmailFlagSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { forbidden } from '../../../lib/errors.js';
import { hitRateLimit } from '../../../lib/rate-limit.js';
import { requireAuth, type AuthContext } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { createTrialAccount, isEmailFree, registerThroughConnect, resendVerification } from './sign-up.service.js';
import { verifyEmailFlag } from '../sign-in/sign-in.service.js';

const errors = errorResponses(401, 403, 404, 409, 410, 422, 429);
const tags = ['accounts'];

export async function signupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v2/trial-account/create',
    { config: { public: true }, schema: { tags, summary: 'Start a 17-day trial with a first impact funded', body: trialSignUpSchema, response: { 200: trialSignUpResponseSchema, ...errors } } },
    async (request) => {
      if (request.auth) throw forbidden(messages.loggedInAsMember);
      await hitRateLimit(ctx.db, 'trialIp', request.ip, ctx.config.rateLimitScale);
      const data = await createTrialAccount(ctx.db, ctx.config, ctx.mailer, request.body);
      return ok(data, data.referral && !data.referral.applied ? `${messages.trialSuccess} ${data.referral.message}` : messages.trialSuccess);
    },
  );

  r.post(
    '/connect/register',
    {
      config: { public: true },
      schema: { tags, summary: 'Register a business through a connect link (joins the referrer\'s hive)', body: connectRegisterSchema, response: { 200: connectRegisterResponseSchema, ...errors } },
    },
    async (request) => {
      if (request.auth) throw forbidden(messages.loggedInAsMember);
      await hitRateLimit(ctx.db, 'trialIp', request.ip, ctx.config.rateLimitScale);
      const body = request.body;
      const data = await registerThroughConnect(ctx.db, ctx.config, ctx.mailer, { ...body, countryid: body.countryid! });
      const message = data.referral && !data.referral.applied ? `${connectTexts.success} ${data.referral.message}` : connectTexts.success;
      return ok({ user_id: data.user_id, company_id: data.company_id, referral: data.referral, hive: data.hive }, message);
    },
  );

  const emailFree = async (request: { auth: AuthContext | null; ip: string; body: { email: string; userId?: number | null } }) => {
    await hitRateLimit(ctx.db, 'emailFreeIp', request.ip, ctx.config.rateLimitScale);
    const { userId } = request.body;
    // Excluding a user (a profile keeping its own e-mail) is only for that user or staff.
    if (userId && request.auth?.userId !== userId && request.auth?.userType !== 'admin') throw forbidden();
    return ok({ free: await isEmailFree(ctx.db, request.body.email, userId) });
  };
  r.post(
    '/user/check-email-free',
    { config: { public: true }, schema: { tags, summary: 'Whether an e-mail is still free', body: checkEmailFreeSchema, response: { 200: checkEmailFreeResponseSchema, ...errors } } },
    (request) => emailFree(request),
  );
  r.post(
    '/user/check-invite-email-free',
    { schema: { tags, summary: 'Whether an e-mail is free for a team invite', body: checkEmailFreeSchema, response: { 200: checkEmailFreeResponseSchema, ...errors } } },
    (request) => emailFree(request),
  );

  r.post(
    '/user/update-verify-email-flag',
    { config: { public: true }, schema: { tags, summary: 'Verify the e-mail from the mailed link (turns on 2FA)', body: verifyEmailFlagSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await verifyEmailFlag(ctx.db, request.body.email_code);
      return ok(null, messages.emailVerified);
    },
  );

  r.post(
    '/user/verify-email',
    { schema: { tags, summary: 'Send a new verification e-mail to the signed-in user', response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await resendVerification(ctx.db, ctx.config, ctx.mailer, requireAuth(request).userId);
      return ok(null, accountMessages.verificationSent);
    },
  );
}
