import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessListingQuerySchema,
  businessListingResponseSchema,
  profileIdParamsSchema,
  profileMessages,
  profileVisibilityResponseSchema,
  profileVisibilitySchema,
  publicProfileResponseSchema,
  validProfileResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { companyProfileRoutes } from './company-profile.routes.js';
import * as service from './profiles.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Public impact profiles, the business listing, and the owners' visibility switches. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  const pub = { public: true };

  r.get(
    '/v2/guest/company/:id/profile',
    { config: pub, schema: { tags, summary: 'A business impact profile (public ones for everyone)', params: profileIdParamsSchema, response: { 200: publicProfileResponseSchema, ...errors } } },
    async (request) => ok(await service.getCompanyProfile(ctx.db, request.auth, request.params.id)),
  );
  r.get(
    '/v2/guest/user/:id/profile',
    { config: pub, schema: { tags, summary: 'A personal impact profile (public ones for everyone)', params: profileIdParamsSchema, response: { 200: publicProfileResponseSchema, ...errors } } },
    async (request) => ok(await service.getUserProfile(ctx.db, request.auth, request.params.id)),
  );
  r.get(
    '/company/valid-bussiness-profile/:id',
    { config: pub, schema: { tags, summary: 'Whether the viewer may open a business profile', params: profileIdParamsSchema, response: { 200: validProfileResponseSchema, ...errorResponses(422) } } },
    async (request) => ok(await service.isValidBusinessProfile(ctx.db, request.auth, request.params.id)),
  );

  const listing = async (query: ReturnType<typeof businessListingQuerySchema.parse>) => {
    const { items, total } = await service.listBusinesses(ctx.db, query);
    return okBody({ data: items, meta: { total, page: query.page, limit: query.limit } });
  };
  r.post(
    '/v2/guest/company/business-listing',
    { config: pub, schema: { tags, summary: 'Public businesses with their impact (search, industry, country, paging)', body: businessListingQuerySchema, response: { 200: businessListingResponseSchema, ...errorResponses(422) } } },
    async (request) => listing(request.body),
  );
  r.post(
    '/v2/company',
    { schema: { tags, summary: 'The business listing for signed-in members', body: businessListingQuerySchema, response: { 200: businessListingResponseSchema, ...errors } } },
    async (request) => listing(request.body),
  );

  r.post(
    '/company/:id/visibility',
    { schema: { tags, summary: 'Show or hide the business profile and listing entry (company admins)', params: profileIdParamsSchema, body: profileVisibilitySchema, response: { 200: profileVisibilityResponseSchema, ...errors } } },
    async (request) => {
      const data = await service.setCompanyVisibility(ctx.db, requireAuth(request), request.params.id, request.body.is_public);
      return ok(data, data.is_public ? profileMessages.madePublic : profileMessages.madePrivate);
    },
  );
  r.post(
    '/user/visibility',
    { schema: { tags, summary: 'Show or hide the personal impact profile', body: profileVisibilitySchema, response: { 200: profileVisibilityResponseSchema, ...errors } } },
    async (request) => {
      const data = await service.setUserVisibility(ctx.db, requireAuth(request), request.body.is_public);
      return ok(data, data.is_public ? profileMessages.madePublic : profileMessages.madePrivate);
    },
  );

  await companyProfileRoutes(app, ctx);
}
