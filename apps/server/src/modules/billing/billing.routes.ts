import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingAccountQuerySchema,
  billingAddressRequestSchema,
  billingAddressResponseSchema,
  billingDetailsResponseSchema,
  billingImpactsResponseSchema,
  billingListQuerySchema,
  billingMessages,
  cardIdRequestSchema,
  cardResponseSchema,
  cardSetupRequestSchema,
  cardSetupResponseSchema,
  cardsResponseSchema,
  paymentMethodParamsSchema,
  tokenPurchasesResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import {
  addPaymentMethod,
  deleteCard,
  getBillingAddress,
  getBillingDetails,
  listBillingImpacts,
  listCards,
  listTokenPurchases,
  saveBillingAddress,
  setPrimaryCard,
  startCardSetup,
} from './billing.service.js';

const readErrors = errorResponses(401, 403, 404, 422);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

/** Billing of the giving account: cards (through the payment provider), tax details, address, giving payments, token purchases. */
export async function billingCallRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  // Staff read any account's billing (by user_id); only members change their own.
  const read = { allow: ['business' as const, 'admin' as const] };
  const write = { allow: ['business' as const] };

  for (const url of ['/user/cards', '/user/cards-list', '/user/giving/cards']) {
    r.get(url, { config: read, schema: { tags, summary: "The giving account's saved cards, primary first", querystring: billingAccountQuerySchema, response: { 200: cardsResponseSchema, ...readErrors } } }, async (request) =>
      ok(await listCards(ctx.db, requireAuth(request), request.query)),
    );
  }

  for (const url of ['/user/update-card', '/user/update-payment-card']) {
    r.post(
      url,
      { config: write, schema: { tags, summary: "Opens the payment provider's hosted page to add a card ({ redirect_url })", body: cardSetupRequestSchema, response: { 200: cardSetupResponseSchema, ...writeErrors } } },
      async (request) => ok(await startCardSetup(ctx.db, ctx.config, requireAuth(request), request.body ?? {}), billingMessages.cardSetupStarted),
    );
  }

  for (const url of ['/user/giving/add-giving-card-new/:payment_method_id', '/user/giving/add-giving-card/:payment_method_id']) {
    r.post(
      url,
      {
        config: write,
        schema: {
          tags,
          summary: 'Saves a payment method created with the provider on the client (checked with the provider first)',
          params: paymentMethodParamsSchema,
          querystring: billingAccountQuerySchema,
          response: { 200: cardResponseSchema, ...writeErrors },
        },
      },
      async (request) => ok(await addPaymentMethod(ctx.db, ctx.config, requireAuth(request), request.params.payment_method_id, request.query), billingMessages.cardAdded),
    );
  }

  for (const url of ['/user/giving/card/set-primary-new', '/user/giving/card/set-primary']) {
    r.post(url, { config: write, schema: { tags, summary: 'Makes a saved card the primary one', body: cardIdRequestSchema, response: { 200: cardsResponseSchema, ...writeErrors } } }, async (request) =>
      ok(await setPrimaryCard(ctx.db, ctx.config, requireAuth(request), request.body), billingMessages.cardPrimarySet),
    );
  }

  for (const url of ['/user/giving/delete-card-new', '/user/giving/delete-card']) {
    r.post(
      url,
      { config: write, schema: { tags, summary: 'Removes a saved card (detached at the provider); the newest remaining becomes primary', body: cardIdRequestSchema, response: { 200: cardsResponseSchema, ...writeErrors } } },
      async (request) => ok(await deleteCard(ctx.db, ctx.config, requireAuth(request), request.body), billingMessages.cardDeleted),
    );
  }

  r.get(
    '/user/billing-address',
    { config: read, schema: { tags, summary: "The giving account's billing address", querystring: billingAccountQuerySchema, response: { 200: billingAddressResponseSchema, ...readErrors } } },
    async (request) => ok(await getBillingAddress(ctx.db, requireAuth(request), request.query)),
  );
  r.post(
    '/user/billing-address',
    { config: write, schema: { tags, summary: 'Saves the billing address', body: billingAddressRequestSchema, response: { 200: billingAddressResponseSchema, ...writeErrors } } },
    async (request) => ok(await saveBillingAddress(ctx.db, requireAuth(request), request.body), billingMessages.addressSaved),
  );

  r.get(
    '/user/billing-details',
    { config: read, schema: { tags, summary: 'Cards, tax details and billing address of the giving account', querystring: billingAccountQuerySchema, response: { 200: billingDetailsResponseSchema, ...readErrors } } },
    async (request) => ok(await getBillingDetails(ctx.db, ctx.config, requireAuth(request), request.query)),
  );
  r.get(
    '/user/billing/impacts',
    { config: read, schema: { tags, summary: 'Every paid giving payment of the giving account, with its receipt (paged)', querystring: billingListQuerySchema, response: { 200: billingImpactsResponseSchema, ...readErrors } } },
    async (request) => okBody(await listBillingImpacts(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/user/billing/tokens',
    { config: read, schema: { tags, summary: "The company's impact-token purchases (paged)", querystring: billingListQuerySchema, response: { 200: tokenPurchasesResponseSchema, ...readErrors } } },
    async (request) => okBody(await listTokenPurchases(ctx.db, requireAuth(request), request.query)),
  );
}
