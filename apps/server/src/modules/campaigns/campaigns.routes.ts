import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignDataResponseSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignMessages,
  campaignParamsSchema,
  campaignPaymentResponseSchema,
  campaignPaymentResultQuerySchema,
  campaignPaymentResultResponseSchema,
  campaignPaymentSchema,
  campaignResponseSchema,
  campaignWriteSchema,
  publicCampaignResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as service from './campaigns.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Campaigns: members of a company set up its public giving campaigns (/campaign-settings, /campaign/update);
 * anyone reads a campaign by its key and gives to it as a guest (POST /api/campaign/payment).
 */
export async function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];
  const read = { allow: ['business' as const, 'admin' as const] };
  const write = { allow: ['business' as const] };
  const pub = { public: true };
  const db = ctx.db;

  r.get('/campaign', { config: read, schema: { tags, summary: "The company's campaigns with their progress (meta.total)", querystring: campaignListQuerySchema, response: { 200: campaignListResponseSchema, ...errors } } }, async (request) =>
    okBody(await service.listCampaigns(db, requireAuth(request), request.query)),
  );
  r.post('/campaign', { config: write, schema: { tags, summary: 'Set up a campaign around one of the company’s stories', body: campaignWriteSchema, response: { 200: campaignResponseSchema, ...errors } } }, async (request) =>
    ok(await service.createCampaign(db, requireAuth(request), request.body), campaignMessages.created),
  );

  // The public calls come before /campaign/{key}: their first segment is fixed.
  r.get('/campaign/shared/:key', { config: pub, schema: { tags, summary: 'A campaign as anyone sees it, with its live progress; 404 for an unknown key', params: campaignParamsSchema, response: { 200: publicCampaignResponseSchema, ...errorResponses(404, 422) } } }, async (request) =>
    ok(await service.getPublicCampaign(db, request.params.key)),
  );
  r.get('/campaign/campaigndata/:key', { config: pub, schema: { tags, summary: "A campaign's progress, giving by day and latest gifts (no names); 404 for an unknown key", params: campaignParamsSchema, response: { 200: campaignDataResponseSchema, ...errorResponses(404, 422) } } }, async (request) =>
    ok(await service.getCampaignData(db, request.params.key)),
  );
  r.post('/campaign/payment', { config: pub, schema: { tags, summary: "Give units of an open campaign's impact as a guest; answers the payment page", body: campaignPaymentSchema, response: { 200: campaignPaymentResponseSchema, ...errorResponses(404, 409, 422) } } }, async (request) =>
    ok(await service.campaignPayment(db, request.body)),
  );
  r.get('/campaign/payment-success', { config: pub, schema: { tags, summary: 'How a campaign payment ended, with its campaign', querystring: campaignPaymentResultQuerySchema, response: { 200: campaignPaymentResultResponseSchema, ...errorResponses(404, 422) } } }, async (request) =>
    ok(await service.campaignPaymentResult(db, request.query.group)),
  );

  r.get('/campaign/:key', { config: read, schema: { tags, summary: 'One campaign of the company, for its settings', params: campaignParamsSchema, response: { 200: campaignResponseSchema, ...errors } } }, async (request) =>
    ok(await service.getCampaign(db, requireAuth(request), request.params.key)),
  );
  r.put('/campaign/:key', { config: write, schema: { tags, summary: 'Save a campaign of the company', params: campaignParamsSchema, body: campaignWriteSchema, response: { 200: campaignResponseSchema, ...errors } } }, async (request) =>
    ok(await service.updateCampaign(db, requireAuth(request), request.params.key, request.body), campaignMessages.saved),
  );
}
