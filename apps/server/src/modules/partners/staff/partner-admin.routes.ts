import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPartnerCreatedResponseSchema,
  adminPartnerCreateSchema,
  adminPartnerListQuerySchema,
  adminPartnerListResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, okBody } from '../../../http/envelope.js';
import { createPartnerUser, listPartners } from './partner-admin.service.js';

const errors = errorResponses(401, 403, 409, 422);

/** Staff manage worthy-cause partner users (the staff /admin/wcuuser, /admin/wcuuser/create, /admin/wcuuser/profiles screens). */
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
    async (request) => okBody(await listPartners(ctx.db, request.query)),
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
    async (request) => okBody(await createPartnerUser(ctx, requireAuth(request), request.body, request.ip)),
  );
}
