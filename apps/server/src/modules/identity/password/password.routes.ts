import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
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
import { errorResponses, ok } from '../../../http/envelope.js';
import { changePassword, confirmPasswordReset, requestPasswordReset, validateResetLink } from './password.service.js';

const errors = errorResponses(401, 404, 410, 422, 429);
const tags = ['password'];

export async function passwordRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/reset-password',
    { config: { public: true }, schema: { tags, summary: 'E-mail a password reset link', body: resetRequestSchema, response: { 200: okResponseSchema, 403: resetRequestErrorSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx.db, ctx.config, ctx.mailer, request.body.email, { ip: request.ip });
      return ok(null, messages.resetLinkSent);
    },
  );

  // Staff send a user the same reset link from the back-office.
  r.post(
    '/user/send-reset-email',
    { config: { allow: ['admin'] }, schema: { tags, summary: 'Staff: e-mail a user a reset link', body: resetRequestSchema, response: { 200: okResponseSchema, 403: resetRequestErrorSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx.db, ctx.config, ctx.mailer, request.body.email, { ip: request.ip });
      return ok(null, messages.resetLinkSent);
    },
  );

  r.post(
    '/user/validate-forgot-link',
    { config: { public: true }, schema: { tags, summary: 'Check a reset link: date_diff 1 = expired or used', querystring: validateForgotLinkQuerySchema, response: { 200: validateForgotLinkResponseSchema, ...errors } } },
    async (request) => ok(await validateResetLink(ctx.db, request.query.code)),
  );

  r.post(
    '/user/reset-password/confirm',
    { config: { public: true }, schema: { tags, summary: 'Set a new password from a reset link', body: resetConfirmSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await confirmPasswordReset(ctx.db, request.body.code, request.body.password);
      return ok(null, messages.passwordChanged);
    },
  );

  r.post(
    '/user/change-password',
    { schema: { tags, summary: 'Signed in: change the password (other sessions end)', body: changePasswordSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      await changePassword(ctx.db, auth.userId, auth.tokenId, request.body.current_password, request.body.password);
      return ok(null, messages.passwordChanged);
    },
  );
}
