import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  webhookCompanyQuerySchema,
  webhookDeletedResponseSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointCreateSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretResponseSchema,
  webhookMessages,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as deliveries from './deliveries.service.js';
import * as endpoints from './endpoints.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const business = { allow: ['business' as const] };

/** Webhooks: a company's endpoints, their deliveries with every attempt, and resending (/developers/webhooks). */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  r.get('/webhooks/endpoints', { config: business, schema: { tags, summary: "The company's webhook endpoints", querystring: webhookCompanyQuerySchema, response: { 200: webhookEndpointListResponseSchema, ...errors } } }, async (request) =>
    ok(await endpoints.listEndpoints(ctx.db, requireAuth(request), request.query.company_id)),
  );
  r.post('/webhooks/endpoints', { config: business, schema: { tags, summary: 'Add an endpoint; the answer carries its signing secret, once', body: webhookEndpointCreateSchema, response: { 200: webhookEndpointWithSecretResponseSchema, ...errors } } }, async (request) =>
    ok(await endpoints.createEndpoint(ctx, requireAuth(request), request.body), webhookMessages.created),
  );
  r.patch(
    '/webhooks/endpoints/:id',
    { config: business, schema: { tags, summary: 'Change an endpoint: URL, description, events, enabled', params: webhookEndpointParamsSchema, body: webhookEndpointUpdateSchema, response: { 200: webhookEndpointResponseSchema, ...errors } } },
    async (request) => {
      const saved = await endpoints.updateEndpoint(ctx, requireAuth(request), request.params.id, request.body);
      const message = request.body.enabled === true ? webhookMessages.enabled : request.body.enabled === false ? webhookMessages.disabled : webhookMessages.saved;
      return ok(saved, message);
    },
  );
  r.post('/webhooks/endpoints/:id/rotate-secret', { config: business, schema: { tags, summary: 'Make a new signing secret (shown once)', params: webhookEndpointParamsSchema, response: { 200: webhookEndpointWithSecretResponseSchema, ...errors } } }, async (request) =>
    ok(await endpoints.rotateSecret(ctx.db, requireAuth(request), request.params.id), webhookMessages.rotated),
  );
  r.delete('/webhooks/endpoints/:id', { config: business, schema: { tags, summary: 'Delete an endpoint and its deliveries', params: webhookEndpointParamsSchema, response: { 200: webhookDeletedResponseSchema, ...errors } } }, async (request) =>
    ok(await endpoints.deleteEndpoint(ctx.db, requireAuth(request), request.params.id), webhookMessages.deleted),
  );
  r.get(
    '/webhooks/endpoints/:id/deliveries',
    { config: business, schema: { tags, summary: "An endpoint's deliveries, newest first, with every attempt", params: webhookEndpointParamsSchema, querystring: webhookDeliveryListQuerySchema, response: { 200: webhookDeliveryListResponseSchema, ...errors } } },
    async (request) => okBody(await deliveries.listDeliveries(ctx.db, requireAuth(request), request.params.id, request.query)),
  );
  r.post('/webhooks/deliveries/:id/resend', { config: business, schema: { tags, summary: 'Send a delivery again now (a new attempt)', params: webhookDeliveryParamsSchema, response: { 200: webhookDeliveryResponseSchema, ...errors } } }, async (request) =>
    ok(await deliveries.resendDelivery(ctx.db, requireAuth(request), request.params.id), webhookMessages.resent),
  );
}
