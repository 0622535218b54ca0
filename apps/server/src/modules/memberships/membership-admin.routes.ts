import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMembershipPaymentCorrectionSchema,
  adminMembershipPaymentCreateSchema,
  adminMembershipPaymentIdParamsSchema,
  adminMembershipPaymentListQuerySchema,
  adminMembershipPaymentListResponseSchema,
  adminMembershipPaymentResponseSchema,
  membershipPaymentAdminMessages,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { correctMembershipPayment, createMembershipPayment, getMembershipPayment, listMembershipPayments, membershipReceiptPdf } from './membership-admin.service.js';
import { membershipReceiptFileName } from './membership-receipt.js';

const errors = errorResponses(401, 403, 404, 422);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

/** Staff membership payments: /admin/membership-payments, /filter/{company_id}, /display/{id}, /edit/{id}, /create, /add/{company_id}. */
export async function membershipAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['memberships'];
  const config = { allow: ['admin'] as 'admin'[] };
  r.get(
    '/admin/membership-payments',
    { config, schema: { tags, summary: 'Every membership payment with package, period, amount, status and dates (company_id, status, paging)', querystring: adminMembershipPaymentListQuerySchema, response: { 200: adminMembershipPaymentListResponseSchema, ...errors } } },
    async (request) => okBody(await listMembershipPayments(ctx.db, request.query)),
  );
  r.get(
    '/admin/membership-payments/:id',
    { config, schema: { tags, summary: 'One membership payment', params: adminMembershipPaymentIdParamsSchema, response: { 200: adminMembershipPaymentResponseSchema, ...errors } } },
    async (request) => ok(await getMembershipPayment(ctx.db, request.params.id)),
  );
  r.post(
    '/admin/membership-payments/:id',
    { config, schema: { tags, summary: 'Correct a membership payment (amount, status, reference, day paid) with a reason; audited', params: adminMembershipPaymentIdParamsSchema, body: adminMembershipPaymentCorrectionSchema, response: { 200: adminMembershipPaymentResponseSchema, ...errors } } },
    async (request) => ok(await correctMembershipPayment(ctx.db, requireAuth(request), request.params.id, request.body, request.ip), membershipPaymentAdminMessages.corrected),
  );
  r.post(
    '/admin/membership-payments',
    { config, schema: { tags, summary: 'Record a manual membership payment for a company (package, period, amount, status, dates); a complete one extends the membership and mails the receipt; audited', body: adminMembershipPaymentCreateSchema, response: { 200: adminMembershipPaymentResponseSchema, ...writeErrors } } },
    async (request) => ok(await createMembershipPayment(ctx, requireAuth(request), request.body, { ip: request.ip, log: request.log }), membershipPaymentAdminMessages.recorded),
  );
  r.get(
    '/admin/membership-payments/:id/receipt',
    { config, schema: { tags, summary: 'The receipt PDF of a complete membership payment', params: adminMembershipPaymentIdParamsSchema, response: { 200: z.unknown().describe('application/pdf'), ...writeErrors } } },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${membershipReceiptFileName(request.params.id)}"`)
        .header('cache-control', 'private, no-store')
        .send(await membershipReceiptPdf(ctx.db, request.params.id)),
  );
}
