import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  credentialsSchema,
  emailSchema,
  emailVerifiedResponseSchema,
  okResponseSchema,
  otpSentResponseSchema,
  resendOtpSchema,
  userLoginResponseSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { validationError } from '../../../lib/errors.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { checkEmailIsVerified, checkOtp, recordUserLogin, resendOtp, sendOtp } from './sign-in.service.js';

const errors = errorResponses(401, 403, 409, 410, 422, 429);
const tags = ['sign-in'];
const pub = { public: true };

export async function signinRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/check-email-is-verified',
    { config: pub, schema: { tags, summary: 'Whether sign-in needs the e-mailed code', body: credentialsSchema, response: { 200: emailVerifiedResponseSchema, ...errors } } },
    async (request) => {
      const isVerified = await checkEmailIsVerified(ctx.db, ctx.config, request.body.username, request.body.password, { ip: request.ip });
      return ok({ is_verified: isVerified }, isVerified === 'yes' ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.');
    },
  );

  r.post(
    '/user/send-otp',
    { config: pub, schema: { tags, summary: 'E-mail a 4-digit sign-in code', body: credentialsSchema, response: { 200: otpSentResponseSchema, ...errors } } },
    async (request) => {
      const data = await sendOtp(ctx.db, ctx.config, ctx.mailer, request.body.username, request.body.password, { ip: request.ip });
      return ok(data, accountMessages.otpSent);
    },
  );

  r.post(
    '/user/resend-otp',
    { config: pub, schema: { tags, summary: 'E-mail a new code after one was sent', body: resendOtpSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await resendOtp(ctx.db, ctx.config, ctx.mailer, request.body.user_id, { ip: request.ip });
      return ok(null, accountMessages.otpSent);
    },
  );

  r.post(
    '/user/verify-otp',
    { config: pub, schema: { tags, summary: 'Check a code; answers a one-time otp_ticket for the password grant', body: verifyOtpSchema, response: { 200: verifyOtpResponseSchema, ...errors } } },
    async (request) => {
      const data = await checkOtp(ctx.db, ctx.config, request.body.user_id, request.body.otp, { ip: request.ip });
      return ok(data, 'Code verified.');
    },
  );

  r.post(
    '/user/user-login',
    {
      schema: {
        tags,
        summary: 'Record the login and answer the panel to open (username in the query or the body)',
        querystring: z.object({ username: z.string().optional() }),
        body: z.object({ username: z.string().optional() }).nullish(),
        response: { 200: userLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const parsed = emailSchema.safeParse(request.query.username ?? request.body?.username);
      if (!parsed.success) throw validationError({ username: parsed.error.issues.map((i) => i.message) });
      return recordUserLogin(ctx.db, requireAuth(request), parsed.data);
    },
  );
}
