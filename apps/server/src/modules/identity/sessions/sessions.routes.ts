import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, okResponseSchema, signOutOthersResponseSchema, tokenRequestSchema, tokenResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { grantToken, signOut, signOutOtherSessions } from './sessions.service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/oauth/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Issue a token pair (password grant) or rotate it (refresh_token grant)',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const token = await grantToken(ctx.db, ctx.config, request.body, { ip: request.ip });
      return ok(token);
    },
  );

  r.delete(
    '/oauth/token',
    { config: { downgraded: 'allow' as const }, schema: { tags: ['auth'], summary: 'Revoke the calling token', response: { 200: okResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      await signOut(ctx.db, requireAuth(request).tokenId);
      return ok(null, 'Signed out.');
    },
  );

  r.post(
    '/user/sign-out-others',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags: ['auth'],
        summary: "Ends every other session of the caller (other browsers and devices); this one stays",
        response: { 200: signOutOthersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await signOutOtherSessions(ctx.db, requireAuth(request)), messages.otherSessionsEnded),
  );
}
