import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentIdParamsSchema,
  documentStatusSchema,
  okResponseSchema,
  partnerDocumentListQuerySchema,
  partnerDocumentListResponseSchema,
  partnerDocumentMessages as msg,
  partnerDocumentResponseSchema,
  remittanceListQuerySchema,
  userIdParamsSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok, okBody } from '../../../http/envelope.js';
import * as service from './partner-documents.service.js';

const errors = errorResponses(401, 403, 404, 413, 422);

/**
 * Remittance advice, annual documents and resources of the partner panel. Staff upload and delete;
 * partners read their own and the resources. The files are private: only these calls serve them.
 */
export async function partnerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner documents'];
  const staff = { allow: ['admin'] as 'admin'[] };
  const readers = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };
  const deps: service.DocumentDeps = { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes };
  const list = { 200: partnerDocumentListResponseSchema, ...errors };
  const one = { 200: partnerDocumentResponseSchema, ...errors };
  const multipart = ['multipart/form-data'];

  r.post(
    '/user/:id/remittance-pdf',
    { config: staff, schema: { tags, summary: 'Staff: upload a remittance advice for a partner user (multipart: title, period_start, period_end, amount_usd, then file PDF)', params: userIdParamsSchema, consumes: multipart, response: one } },
    async (request) => ok(await service.uploadPartnerDocument(deps, request, requireAuth(request), request.params.id, 'remittance'), msg.remittanceUploaded),
  );
  r.post(
    '/user/:id/annual-document',
    { config: staff, schema: { tags, summary: 'Staff: upload an annual document for a partner user (multipart: title, year, then file PDF)', params: userIdParamsSchema, consumes: multipart, response: one } },
    async (request) => ok(await service.uploadPartnerDocument(deps, request, requireAuth(request), request.params.id, 'annual'), msg.annualUploaded),
  );

  r.get(
    '/user/get-remittance-pdf',
    { config: readers, schema: { tags, summary: "The partner's remittance advice, newest period first (staff: user_id)", querystring: remittanceListQuerySchema, response: list } },
    async (request) => {
      const { user_id, ...page } = request.query;
      return okBody(await service.listPartnerDocuments(ctx.db, requireAuth(request), 'remittance', user_id, page));
    },
  );
  r.get(
    '/user/:id/get-annual-document',
    { config: readers, schema: { tags, summary: "A partner user's annual documents, newest year first (partners: their own user id)", params: userIdParamsSchema, querystring: partnerDocumentListQuerySchema, response: list } },
    async (request) => okBody(await service.listPartnerDocuments(ctx.db, requireAuth(request), 'annual', request.params.id, request.query)),
  );
  r.get(
    '/partner/resources',
    { config: readers, schema: { tags, summary: 'Resources staff shared with every partner', querystring: partnerDocumentListQuerySchema, response: list } },
    async (request) => okBody(await service.listResources(ctx.db, request.query)),
  );

  r.get(
    '/user/download-remittance-pdf/:id',
    { config: readers, schema: { tags, summary: 'The file of a document the caller may see; a partner’s first download marks it viewed', params: documentIdParamsSchema, response: { 200: z.unknown().describe('the file'), ...errors } } },
    async (request, reply) => {
      const { document, stream } = await service.openDocument(deps, requireAuth(request), request.params.id);
      return reply
        .type(document.content_type)
        .header('content-length', String(document.byte_size))
        .header('content-disposition', `attachment; filename="${document.file_name.replace(/"/g, '')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
  r.post(
    '/user/update-remittance-pdf-status',
    { config: readers, schema: { tags, summary: 'Mark a remittance advice or annual document read or unread', body: documentStatusSchema, response: one } },
    async (request) => ok(await service.setReadStatus(ctx.db, requireAuth(request), request.body), request.body.viewed ? msg.markedRead : msg.markedUnread),
  );

  const deleted = { 200: okResponseSchema, ...errors };
  r.delete(
    '/user/delete-remittance-pdf/:id',
    { config: staff, schema: { tags, summary: 'Staff: delete a remittance advice', params: documentIdParamsSchema, response: deleted } },
    async (request) => {
      await service.deleteDocument(deps, request.params.id, ['remittance']);
      return ok(null, msg.deleted);
    },
  );
  r.delete(
    '/user/delete-document/:id',
    { config: staff, schema: { tags, summary: "Staff: delete one of a partner's documents (annual document or remittance advice)", params: documentIdParamsSchema, response: deleted } },
    async (request) => {
      await service.deleteDocument(deps, request.params.id, ['annual', 'remittance']);
      return ok(null, msg.deleted);
    },
  );

  r.post(
    '/admin/resources',
    { config: staff, schema: { tags, summary: 'Staff: share a resource with every partner (multipart: title, description, then file PDF or image)', consumes: multipart, response: one } },
    async (request) => ok(await service.uploadResource(deps, request, requireAuth(request)), msg.resourceUploaded),
  );
  r.delete(
    '/admin/resources/:id',
    { config: staff, schema: { tags, summary: 'Staff: delete a resource', params: documentIdParamsSchema, response: deleted } },
    async (request) => {
      await service.deleteDocument(deps, request.params.id, ['resource']);
      return ok(null, msg.resourceDeleted);
    },
  );
}
