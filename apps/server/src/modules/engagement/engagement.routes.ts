import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contributionEngagementResponseSchema,
  contributionEngagementSchema,
  engagementChoicesQuerySchema,
  engagementChoicesResponseSchema,
  engagementInputSchema,
  engagementKeyParamsSchema,
  engagementListQuerySchema,
  engagementListResponseSchema,
  engagementMessages,
  engagementResponseSchema,
  sharedEngagementResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { contributeEngagement, readSharedEngagement } from './engagement-choice.service.js';
import * as service from './engagement.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * The engagement tool under /api/v2/engagement: the company's engagements (company admins of a company with
 * engagement_access '1'), the shared page's read and the visitor's choice (public).
 */
export async function engagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['engagement'];
  const base = '/v2/engagement';
  const { db, config } = ctx;

  r.get(`${base}`, { schema: { tags, summary: "The company's engagements, newest change first (paged, meta.total)", querystring: engagementListQuerySchema, response: { 200: engagementListResponseSchema, ...errors } } }, async (request) =>
    okBody(await service.listEngagements(db, config, requireAuth(request), request.query)),
  );
  r.post(`${base}`, { schema: { tags, summary: 'A new engagement: title, message, the impacts offered, the limit of choices, start and end, active', body: engagementInputSchema, response: { 200: engagementResponseSchema, ...errors } } }, async (request) =>
    ok(await service.createEngagement(db, config, requireAuth(request), request.body), engagementMessages.created),
  );

  // Public: the shared page and the visitor's choice (static paths, matched before /{key}).
  r.get(
    `${base}/shared/:key`,
    { config: { public: true }, schema: { tags, summary: 'The shared page of an engagement, for everyone: nothing private; 404 for an unknown key', params: engagementKeyParamsSchema, response: { 200: sharedEngagementResponseSchema, ...errorResponses(404, 422) } } },
    async (request) => ok(await readSharedEngagement(db, request.params.key)),
  );
  r.post(
    `${base}/contribution-engagement`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A visitor's choice on a shared engagement: the company gives the chosen impact (credit, else its primary card); never more choices than the limit",
        body: contributionEngagementSchema,
        response: { 200: contributionEngagementResponseSchema, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => {
      await hitRateLimit(db, 'engagementChoiceIp', request.ip, config.rateLimitScale);
      const { result, companyName } = await contributeEngagement({ db, config, log: request.log }, request.body);
      return ok(result, engagementMessages.chosen(companyName));
    },
  );

  r.get(`${base}/:key`, { schema: { tags, summary: "One of the company's engagements", params: engagementKeyParamsSchema, response: { 200: engagementResponseSchema, ...errors } } }, async (request) =>
    ok(await service.readEngagement(db, config, requireAuth(request), request.params.key)),
  );
  r.put(
    `${base}/:key`,
    { schema: { tags, summary: 'Change an engagement (an impact already chosen stays offered; the limit not below the choices made)', params: engagementKeyParamsSchema, body: engagementInputSchema, response: { 200: engagementResponseSchema, ...errors } } },
    async (request) => ok(await service.updateEngagement(db, config, requireAuth(request), request.params.key, request.body), engagementMessages.saved),
  );
  r.get(
    `${base}/:key/choices`,
    { schema: { tags, summary: 'The choices made on an engagement (engagementdata), newest first, with the paid totals per impact; the company only', params: engagementKeyParamsSchema, querystring: engagementChoicesQuerySchema, response: { 200: engagementChoicesResponseSchema, ...errors } } },
    async (request) => okBody(await service.listChoices(db, config, requireAuth(request), request.params.key, request.query)),
  );
}
