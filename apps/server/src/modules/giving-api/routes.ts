// The routes of the Giving API module, for app.ts to register: the key screens and the API under /public/v1.
import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { registerJobHandler } from '../jobs/index.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { publicApiRoutes } from './public-api.routes.js';
import { giveStoryEvents } from './story-events.job.js';
import { onApiGivingSettled } from './giving-payment.service.js';
import { emitWebhookEvent } from '../webhooks/index.js';

registerJobHandler(JOB_NAMES.apiStoryEvents, giveStoryEvents);

// Every API giving, live or test, paid or failed, goes to the company's webhook endpoints of its mode, in the
// transaction that settles it.
onApiGivingSettled((tx, e) =>
  emitWebhookEvent(tx, {
    type: e.type,
    mode: e.mode,
    companyId: e.companyId,
    data: {
      giving_id: e.groupId,
      api_giving_id: e.giving.id,
      status: e.giving.status,
      amount_usd: e.giving.amount_usd,
      currency: 'USD',
      paid_at: e.giving.paid_at,
      payment_method: e.giving.funded_by,
      story_id: e.giving.story_id,
      source: e.giving.source,
      period: e.giving.period,
      quantity: e.giving.quantity,
      customer_reference: e.giving.customer_reference,
      failure_reason: e.giving.failure_reason,
      lines: e.giving.lines,
    },
  }).then(() => undefined),
);

export async function givingApiRoutes(app: FastifyInstance, ctx: AppContext) {
  await apiKeyRoutes(app, ctx);
  await app.register(async (pub) => publicApiRoutes(pub, ctx), { prefix: '/public/v1' });
}
