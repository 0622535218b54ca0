import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPartnerCreatedResponseSchema,
  adminPartnerCreateSchema,
  adminPartnerListQuerySchema,
  adminPartnerListResponseSchema,
  errorEnvelopeSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { createPartnerUser, listPartners } from './partner-admin.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** Staff manage worthy-cause partner users (admin-and-partner §2.1 /admin/wcuuser, /admin/wcuuser/create, /admin/wcuuser/profiles). */
export async function partnerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner admin'];
  const staff = { allow: ['admin'] as 'admin'[] };

  r.get(
    '/admin/partners',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Worthy causes with their panel users: search (name, e-mail, cause, id), status, sort, paging',
        querystring: adminPartnerListQuerySchema,
        response: { 200: adminPartnerListResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listPartners(ctx.db, request.query)) }),
  );

  r.post(
    '/admin/partners',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a partner user and its organisation; e-mails a one-time link to set the password',
        body: adminPartnerCreateSchema,
        response: { 200: adminPartnerCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await createPartnerUser(ctx, requireAuth(request), request.body, request.ip)) }),
  );
}
