import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountUpdateResponseSchema, accountUpdateSchema, adminAccountMessages, newAccountResponseSchema, newBusinessAccountSchema, newPersonalAccountSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createBusinessAccount, createPersonalAccount, updateAccount } from './user-accounts.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Accounts staff create and edit (admin-and-partner.md §7.4; /admin/users/create-new and /admin/users/edit/{id}). */
export async function userAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin users'];
  const staff = { allow: ['admin'] as 'admin'[] };

  for (const type of ['personal', 'premium'] as const) {
    r.post(
      `/user/${type}`,
      {
        config: staff,
        schema: {
          tags,
          summary: `Create a ${type === 'premium' ? 'Premium Personal User' : 'Personal User'} account (staff; welcome e-mail with a set-password link; audited)`,
          body: newPersonalAccountSchema,
          response: { 200: newAccountResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await createPersonalAccount(ctx, requireAuth(request), type, request.body, { ip: request.ip });
        return ok(result.data, result.message);
      },
    );
  }
  r.post(
    '/user/business',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a business account: the company and its owner, a trial or a paying role with its membership payment (staff; welcome e-mail; audited)',
        body: newBusinessAccountSchema,
        response: { 200: newAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await createBusinessAccount(ctx, requireAuth(request), request.body, new Date(), { ip: request.ip });
      return ok(result.data, result.message);
    },
  );
  r.post(
    '/user/update-business',
    {
      config: staff,
      schema: { tags, summary: "Save a member's account: their fields and their company's (staff; audited with before and after)", body: accountUpdateSchema, response: { 200: accountUpdateResponseSchema, ...errors } },
    },
    async (request) => {
      const result = await updateAccount(ctx.db, requireAuth(request), request.body, { ip: request.ip });
      return ok(result, result.changed.length ? adminAccountMessages.updated : adminAccountMessages.nothingChanged);
    },
  );
}
