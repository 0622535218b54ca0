import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutCancelResponseSchema,
  checkoutCancelSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  contributionGroupResponseSchema,
  givingMessages,
  groupParamsSchema,
  groupQuerySchema,
  payRequestSchema,
  payResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import * as service from './checkout.service.js';
import { notifyGroupPaid } from './paid-notifications.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Checkout: cart → pending contribution group → payment at the provider. */
export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  r.post(
    '/cart/contribution',
    { schema: { tags, summary: 'Check out the cart into a pending contribution group (credit first when use_credit)', body: checkoutRequestSchema, response: { 200: checkoutResponseSchema, ...errors } } },
    async (request) => {
      const data = await service.createCheckout(ctx.db, ctx.config, request.log, requireAuth(request), request.body);
      // Paid in full with credit: the receipt and the gift e-card go now (a card payment sends them when confirmed).
      if (data.status === 'paid') await notifyGroupPaid(ctx, data.contribution_group_id, request.log);
      return ok(data);
    },
  );
  r.post(
    '/cart/contribution/remove',
    { schema: { tags, summary: "Cancel the cart's pending checkout; the cart keeps its items", body: checkoutCancelSchema, response: { 200: checkoutCancelResponseSchema, ...errors } } },
    async (request) => ok(await service.cancelCheckout(ctx.db, ctx.config, request.log, requireAuth(request), request.body), givingMessages.checkoutCancelled),
  );
  // The payment page (/payment-redirect/{type}/{token}/{group}) may have no session: its token opens the group.
  r.get(
    '/cart/group/:id',
    { config: { public: true }, schema: { tags, summary: 'A contribution group (owner, company member, admin, or payment_token)', params: groupParamsSchema, querystring: groupQuerySchema, response: { 200: contributionGroupResponseSchema, ...errors } } },
    async (request) => ok(await service.getGroupView(ctx.db, request.auth, request.params.id, request.query.payment_token)),
  );
  r.post(
    '/contribution/pay',
    { config: { public: true }, schema: { tags, summary: "Open the provider's hosted payment page for a pending group", body: payRequestSchema, response: { 200: payResponseSchema, ...errors } } },
    async (request) => ok(await service.startPayment(ctx.db, ctx.config, request.log, request.auth, request.body)),
  );
}
