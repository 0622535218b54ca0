import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingAccountQuerySchema, billingListQuerySchema, billingMembershipParamsSchema, billingMembershipsResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, okBody } from '../../http/envelope.js';
import { billingMembershipReceipt, listBillingMemberships } from './membership-billing.service.js';
import { membershipReceiptFileName } from './membership-receipt.js';

/** The company's membership payments on the member's billing page, with their receipts. */
export async function membershipBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  // Staff read any account's billing (by user_id), like the other billing reads.
  const config = { allow: ['business' as const, 'admin' as const] };
  r.get(
    '/user/billing/memberships',
    { config, schema: { tags, summary: "The company's membership payments (paid ones and those staff recorded), with their receipts (paged)", querystring: billingListQuerySchema, response: { 200: billingMembershipsResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => okBody(await listBillingMemberships(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/user/billing/memberships/:id/receipt',
    {
      config,
      schema: { tags, summary: 'The receipt PDF of a complete membership payment of the company', params: billingMembershipParamsSchema, querystring: billingAccountQuerySchema, response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request, reply) => {
      const pdf = await billingMembershipReceipt(ctx.db, requireAuth(request), request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${membershipReceiptFileName(request.params.id)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
