import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  errorEnvelopeSchema,
  messages,
  okResponseSchema,
  resetConfirmSchema,
  resetRequestErrorSchema,
  resetRequestSchema,
  validateForgotLinkQuerySchema,
  validateForgotLinkResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { changePassword, confirmPasswordReset, requestPasswordReset, validateResetLink } from './password.service.js';

const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 410: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const tags = ['password'];

export async function passwordRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/reset-password',
    { config: { public: true }, schema: { tags, summary: 'E-mail a password reset link', body: resetRequestSchema, response: { 200: okResponseSchema, 403: resetRequestErrorSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx.db, ctx.config, ctx.mailer, request.body.email, { ip: request.ip });
      return { status: 'success' as const, message: messages.resetLinkSent, data: null };
    },
  );

  // Staff send a user the same reset link from the back-office.
  r.post(
    '/user/send-reset-email',
    { config: { allow: ['admin'] }, schema: { tags, summary: 'Staff: e-mail a user a reset link', body: resetRequestSchema, response: { 200: okResponseSchema, 403: resetRequestErrorSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx.db, ctx.config, ctx.mailer, request.body.email, { ip: request.ip });
      return { status: 'success' as const, message: messages.resetLinkSent, data: null };
    },
  );

  r.post(
    '/user/validate-forgot-link',
    { config: { public: true }, schema: { tags, summary: 'Check a reset link: date_diff 1 = expired or used', querystring: validateForgotLinkQuerySchema, response: { 200: validateForgotLinkResponseSchema, ...errors } } },
    async (request) => ({ status: 'success' as const, data: await validateResetLink(ctx.db, request.query.code) }),
  );

  r.post(
    '/user/reset-password/confirm',
    { config: { public: true }, schema: { tags, summary: 'Set a new password from a reset link', body: resetConfirmSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await confirmPasswordReset(ctx.db, request.body.code, request.body.password);
      return { status: 'success' as const, message: messages.passwordChanged, data: null };
    },
  );

  r.post(
    '/user/change-password',
    { schema: { tags, summary: 'Signed in: change the password (other sessions end)', body: changePasswordSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      await changePassword(ctx.db, auth.userId, auth.tokenId, request.body.current_password, request.body.password);
      return { status: 'success' as const, message: messages.passwordChanged, data: null };
    },
  );
}
