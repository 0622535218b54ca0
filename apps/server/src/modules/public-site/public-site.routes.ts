import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicCausesResponseSchema,
  publicHomeResponseSchema,
  publicPageListResponseSchema,
  publicPageParamsSchema,
  publicPageResponseSchema,
  publicPageUpdateSchema,
  publicSiteTexts,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { getCauses, getPublicHome, getPublicPage, listPublicPages, updatePublicPage } from './public-site.service.js';
import { robotsTxt, sitemapXml } from './site-head.service.js';

/** The public site's calls under /api: the pages' texts and the causes for everyone, changing them for staff. */
export async function publicSiteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public site'];
  const pub = { public: true };

  r.get(
    '/public/pages/:slug',
    { config: pub, schema: { tags, summary: "A public page's texts (/welcome, /how-it-works, /causes, /community, /members, /about, /help, /blog, /terms, /privacy)", params: publicPageParamsSchema, response: { 200: publicPageResponseSchema, ...errorResponses(404, 422) } } },
    async (request) => ok(await getPublicPage(ctx.db, request.params.slug)),
  );
  r.get(
    '/public/causes',
    { config: pub, schema: { tags, summary: 'The impact categories with their project categories and a few live projects each', response: { 200: publicCausesResponseSchema } } },
    async () => ok(await getCauses(ctx.db)),
  );
  r.get(
    '/public/home',
    { config: pub, schema: { tags, summary: "The visitors' home: live totals of paid impacts, a few projects and the businesses that gave the most", response: { 200: publicHomeResponseSchema } } },
    async () => ok(await getPublicHome(ctx.db)),
  );
  r.get(
    '/admin/public-pages',
    { config: { allow: ['admin' as const] }, schema: { tags, summary: "Every public page's texts (staff)", response: { 200: publicPageListResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await listPublicPages(ctx.db, requireAuth(request))),
  );
  r.put(
    '/admin/public-pages/:slug',
    {
      config: { allow: ['admin' as const] },
      schema: { tags, summary: "Change a public page's texts (staff; audited)", params: publicPageParamsSchema, body: publicPageUpdateSchema, response: { 200: publicPageResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => ok(await updatePublicPage(ctx.db, requireAuth(request), request.params.slug, request.body, request.ip), publicSiteTexts.pageSaved),
  );
}

/** /sitemap.xml and /robots.txt at the site's root, for crawlers. */
export async function crawlerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await sitemapXml(ctx.db, ctx.config.appUrl)),
  );
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx.config.appUrl)));
}
