import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  widgetDataQuerySchema,
  widgetDataResponseSchema,
  widgetKeyParamsSchema,
  widgetKeyQuerySchema,
  widgetKeyResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { makeWidgetKeyCodec } from './widget-keys.js';
import { createWidgetService } from './widgets.service.js';

/** Browsers and CDNs may keep a widget's figures for a minute and serve them stale while refreshing. */
const WIDGET_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** The data of embeddable impact widgets (public, cached, any origin) and the member's widget key. */
export async function widgetRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];
  const service = createWidgetService(ctx.db, makeWidgetKeyCodec(ctx.config.oauthClientSecret));

  r.get(
    '/widgets/:key',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A widget's live figures from paid contributions (public; ETag and Cache-Control; any origin)",
        params: widgetKeyParamsSchema,
        querystring: widgetDataQuerySchema,
        response: { 200: widgetDataResponseSchema, 304: z.null().describe('Not modified: the figures behind the ETag are current'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('vary', 'Accept-Encoding');
      const { data, etag } = await service.getWidgetData(request.params.key, request.query.member);
      reply.header('etag', etag).header('cache-control', WIDGET_CACHE_CONTROL);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send(undefined as never); // a 304 carries no body
      return ok(data);
    },
  );

  r.get(
    '/user/get-encrypted-id',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'The widget key of the account the caller gives from, for embed codes',
        querystring: widgetKeyQuerySchema,
        response: { 200: widgetKeyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.getWidgetKey(requireAuth(request), request.query)),
  );
}
