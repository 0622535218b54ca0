import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerApplicationIdParamsSchema,
  partnerApplicationListQuerySchema,
  partnerApplicationListResponseSchema,
  partnerApplicationRejectSchema,
  partnerApplicationResponseSchema,
  partnerApplicationSubmittedSchema,
  partnerApplicationTexts,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { readMultipartForm } from '../../files/index.js';
import * as service from './partner-applications.service.js';

/** The partner sign-up path: a worthy cause applies (public); staff list, read the document, approve or decline. */
export async function partnerApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner applications'];
  const staff = { allow: ['admin' as const] };

  r.post(
    '/v2/guest/partner-application',
    {
      config: { public: true },
      schema: { tags, summary: 'A worthy cause applies: organisation details (multipart fields) and one document (file field document: PDF, PNG or JPEG)', response: { 200: partnerApplicationSubmittedSchema, ...errorResponses(409, 413, 422) } },
    },
    async (request) => {
      const { fields, file } = await readMultipartForm(request, ctx.config.uploads.maxBytes);
      return ok(await service.submitApplication(ctx, fields, file), partnerApplicationTexts.submitted);
    },
  );
  r.get(
    '/admin/partner-applications',
    { config: staff, schema: { tags, summary: 'Partner applications, newest first (staff)', querystring: partnerApplicationListQuerySchema, response: { 200: partnerApplicationListResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => ok(await service.listApplications(ctx.db, requireAuth(request), request.query.status)),
  );
  r.get(
    '/admin/partner-applications/:id/document',
    { config: staff, schema: { tags, summary: "An application's document (staff)", params: partnerApplicationIdParamsSchema, response: { 200: z.unknown().describe('the file'), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      const document = await service.readApplicationDocument(ctx, requireAuth(request), request.params.id);
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename="${document.name.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(document.stream);
    },
  );
  r.post(
    '/admin/partner-applications/:id/approve',
    { config: staff, schema: { tags, summary: 'Approve: the partner user is created and welcomed by e-mail (staff; audited)', params: partnerApplicationIdParamsSchema, response: { 200: partnerApplicationResponseSchema, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => ok(await service.approveApplication(ctx, requireAuth(request), request.params.id, request.ip), partnerApplicationTexts.approved),
  );
  r.post(
    '/admin/partner-applications/:id/reject',
    {
      config: staff,
      schema: { tags, summary: 'Decline with a reason (staff; audited)', params: partnerApplicationIdParamsSchema, body: partnerApplicationRejectSchema, response: { 200: partnerApplicationResponseSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => ok(await service.rejectApplication(ctx.db, requireAuth(request), request.params.id, request.body.reason, request.ip), partnerApplicationTexts.rejected),
  );
}
