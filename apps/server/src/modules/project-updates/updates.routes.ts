import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  projectUpdateIdParams,
  projectUpdateListQuerySchema,
  projectUpdateListResponseSchema,
  projectUpdateModerationSchema,
  projectUpdateResponseSchema,
  updateDetailResponseSchema,
  updateFeedQuerySchema,
  updateFeedResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { getAnyUpdate, listAllUpdates, moderateUpdate } from './moderation.service.js';
import { partnerUpdateRoutes } from './partner-updates.routes.js';
import { getPublishedUpdate, listFundedUpdates } from './update-feed.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Project updates: the partner's own (partner-updates.routes), givers' feed of what they funded, and staff moderation. */
export async function projectUpdateRoutes(app: FastifyInstance, ctx: AppContext) {
  await partnerUpdateRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['project-updates'];
  const staff = { allow: ['admin'] as 'admin'[] };

  r.get(
    '/v2/project-updates',
    {
      config: { allow: ['business'] },
      schema: { tags, summary: "Published updates of the projects the caller's account funded, newest first", querystring: updateFeedQuerySchema, response: { 200: updateFeedResponseSchema, ...errors } },
    },
    async (request) => okBody(await listFundedUpdates(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/v2/project-updates/:id',
    { schema: { tags, summary: 'One published update with its project', params: projectUpdateIdParams, response: { 200: updateDetailResponseSchema, ...errors } } },
    async (request) => ok(await getPublishedUpdate(ctx.db, request.params.id)),
  );

  r.get(
    '/admin/project-updates',
    { config: staff, schema: { tags, summary: 'Every update: partner, project, status, search, paging (staff)', querystring: projectUpdateListQuerySchema, response: { 200: projectUpdateListResponseSchema, ...errors } } },
    async (request) => okBody(await listAllUpdates(ctx.db, request.query)),
  );
  r.get(
    '/admin/project-updates/:id',
    { config: staff, schema: { tags, summary: 'One update (staff)', params: projectUpdateIdParams, response: { 200: projectUpdateResponseSchema, ...errors } } },
    async (request) => ok(await getAnyUpdate(ctx.db, request.params.id)),
  );
  r.put(
    '/admin/project-updates/:id',
    { config: staff, schema: { tags, summary: 'Edit, hide (with a note) or publish an update (staff; audited)', params: projectUpdateIdParams, body: projectUpdateModerationSchema, response: { 200: projectUpdateResponseSchema, ...errors } } },
    async (request) => okBody(await moderateUpdate(ctx.db, requireAuth(request), request.params.id, request.body, { ip: request.ip })),
  );
}
