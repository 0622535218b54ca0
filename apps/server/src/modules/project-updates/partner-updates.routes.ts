import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  projectUpdateCreateSchema,
  projectUpdateDeletedResponseSchema,
  projectUpdateEditSchema,
  projectUpdateIdParams,
  projectUpdateListQuerySchema,
  projectUpdateListResponseSchema,
  projectUpdateMessages,
  projectUpdateResponseSchema,
  updatableProjectListResponseSchema,
  updatableProjectsQuerySchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as service from './partner-updates.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** The partner's project updates (/project-updates-list/, /project-update/{id}): own updates only; staff any. */
export async function partnerUpdateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['project-updates'];
  const config = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };

  r.get(
    '/partner/project-updates',
    { config, schema: { tags, summary: "The partner's updates (staff: partner_id, or all): project, status, search, paging", querystring: projectUpdateListQuerySchema, response: { 200: projectUpdateListResponseSchema, ...errors } } },
    async (request) => okBody(await service.listPartnerUpdates(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/partner/project-updates/projects',
    { config, schema: { tags, summary: 'The projects an update can be posted for (live, paused, closed)', querystring: updatableProjectsQuerySchema, response: { 200: updatableProjectListResponseSchema, ...errors } } },
    async (request) => ok(await service.listUpdatableProjects(ctx.db, requireAuth(request), request.query.partner_id)),
  );
  r.post(
    '/partner/project-updates',
    { config, schema: { tags, summary: 'Post an update about a project (published at once)', body: projectUpdateCreateSchema, response: { 200: projectUpdateResponseSchema, ...errors } } },
    async (request) => ok(await service.createUpdate(ctx.db, requireAuth(request), request.body, { ip: request.ip }), projectUpdateMessages.posted),
  );
  r.get(
    '/partner/project-updates/:id',
    { config, schema: { tags, summary: 'One of the partner’s updates', params: projectUpdateIdParams, response: { 200: projectUpdateResponseSchema, ...errors } } },
    async (request) => ok(await service.getPartnerUpdate(ctx.db, requireAuth(request), request.params.id)),
  );
  r.put(
    '/partner/project-updates/:id',
    { config, schema: { tags, summary: 'Edit an update (a hidden one stays hidden)', params: projectUpdateIdParams, body: projectUpdateEditSchema, response: { 200: projectUpdateResponseSchema, ...errors } } },
    async (request) => okBody(await service.editUpdate(ctx.db, requireAuth(request), request.params.id, request.body, { ip: request.ip })),
  );
  r.delete(
    '/partner/project-updates/:id',
    { config, schema: { tags, summary: 'Delete an update', params: projectUpdateIdParams, response: { 200: projectUpdateDeletedResponseSchema, ...errors } } },
    async (request) => ok(await service.deleteUpdate(ctx.db, requireAuth(request), request.params.id, { ip: request.ip }), projectUpdateMessages.deleted),
  );
}
