import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueFiltersResponseSchema,
  favouriteResponseSchema,
  listQuerySchema,
  projectDetailResponseSchema,
  projectIdParamsSchema,
  projectImageParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as service from './catalogue.service.js';

const errors = errorResponses(401, 404, 422);

/** The project catalogue (/view-all-projects, /projectdetail/{id}, /bundledetail/{id}): public; favourites per user. */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };
  const tags = ['catalogue'];

  r.get(
    '/projects',
    { config: pub, schema: { tags, summary: 'Live projects: search, filters, sort, paging', querystring: projectListQuerySchema, response: { 200: projectListResponseSchema, ...errors } } },
    async (request) => okBody(await service.listProjects(ctx.db, request.query, request.auth)),
  );
  r.get(
    '/projects/filters',
    { config: pub, schema: { tags, summary: 'Options of the catalogue filters', response: { 200: catalogueFiltersResponseSchema } } },
    async (request) => ok(await service.getFilterOptions(ctx.db, request.auth)),
  );
  r.get(
    '/projects/:id',
    { config: pub, schema: { tags, summary: 'A project with its impact levels', params: projectIdParamsSchema, response: { 200: projectDetailResponseSchema, ...errors } } },
    async (request) => ok(await service.getProjectDetail(ctx.db, request.params.id, request.auth, { bundleOnly: false })),
  );
  r.get(
    '/bundles/:id',
    { config: pub, schema: { tags, summary: 'A bundle: several projects given together', params: projectIdParamsSchema, response: { 200: projectDetailResponseSchema, ...errors } } },
    async (request) => ok(await service.getProjectDetail(ctx.db, request.params.id, request.auth, { bundleOnly: true })),
  );
  r.get(
    '/projects/:id/image/:variant',
    { config: pub, schema: { tags, summary: 'Placeholder project image (SVG)', params: projectImageParamsSchema, response: { 200: z.string().describe('image/svg+xml'), ...errorResponses(404, 422) } } },
    async (request, reply) => {
      const svg = await service.getProjectImage(ctx.db, request.params.id, request.params.variant);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  r.post(
    '/projects/:id/favourite',
    { schema: { tags, summary: 'Mark a project as favourite', params: projectIdParamsSchema, response: { 200: favouriteResponseSchema, ...errors } } },
    async (request) => ok(await service.setFavourite(ctx.db, requireAuth(request), request.params.id, true)),
  );
  r.delete(
    '/projects/:id/favourite',
    { schema: { tags, summary: 'Unmark a favourite project', params: projectIdParamsSchema, response: { 200: favouriteResponseSchema, ...errors } } },
    async (request) => ok(await service.setFavourite(ctx.db, requireAuth(request), request.params.id, false)),
  );
  r.get(
    '/user/favourite-projects',
    { schema: { tags, summary: "The caller's favourite projects", querystring: listQuerySchema, response: { 200: projectListResponseSchema, ...errors } } },
    async (request) => okBody(await service.listFavouriteProjects(ctx.db, requireAuth(request), request.query.limit, request.query.page)),
  );
}
