import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changelogQuerySchema,
  deletedProjectResponseSchema,
  partnerProjectListResponseSchema,
  partnerProjectResponseSchema,
  projectChangeListResponseSchema,
  projectIdParams,
  projectInputSchema,
  projectListQuerySchemaForPartners,
  projectMessages,
  projectStatusChangeSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { listProjectChangelog } from './changelog.service.js';
import { getPartnerProject, type ProjectDeps } from './project-access.js';
import { createProject, deleteProject, saveProject } from './project-editing.service.js';
import { listPartnerProjects } from './project-lists.service.js';
import { changeStatus, submitProject } from './project-status.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** The deps of the project services for one request. */
export const projectDeps = (ctx: AppContext, request: FastifyRequest): ProjectDeps => ({ db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.appUrl, log: request.log });

/** A partner's projects (the partner panel's /projects-list, /projects/create, /projects/edit/{id}); staff may act on any. */
export async function partnerProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner projects'];
  const config = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };
  const one = { 200: partnerProjectResponseSchema, ...errors };
  const params = projectIdParams;

  r.get('/partner/projects', { config, schema: { tags, summary: "The partner's projects, newest first (staff: partner_id, or every project)", querystring: projectListQuerySchemaForPartners, response: { 200: partnerProjectListResponseSchema, ...errors } } }, async (request) => okBody(await listPartnerProjects(ctx.db, requireAuth(request), request.query)));

  r.post('/partner/projects', { config, schema: { tags, summary: 'Create a project (partner: a draft; staff: for partner_id, in any status)', body: projectInputSchema, response: one } }, async (request) => {
    const { message, project } = await createProject(projectDeps(ctx, request), requireAuth(request), request.body);
    return ok(project, message);
  });

  r.get('/partner/projects/:id', { config, schema: { tags, summary: 'One project to edit, with its pending change and what the caller may do', params, response: one } }, async (request) => ok(await getPartnerProject(ctx.db, requireAuth(request), request.params.id)));

  r.put('/partner/projects/:id', { config, schema: { tags, summary: "Save a project; a partner's change to a live or paused project becomes a change request", params, body: projectInputSchema, response: one } }, async (request) => {
    const { message, project } = await saveProject(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body);
    return ok(project, message);
  });

  r.delete('/partner/projects/:id', { config, schema: { tags, summary: 'Delete a draft or submitted project that has no contributions (close it otherwise)', params, response: { 200: deletedProjectResponseSchema, ...errors } } }, async (request) => ok(await deleteProject(projectDeps(ctx, request), requireAuth(request), request.params.id, request.ip), projectMessages.deleted));

  r.post('/partner/projects/:id/submit', { config, schema: { tags, summary: 'Submit a complete draft for review', params, response: one } }, async (request) => {
    const { message, project } = await submitProject(projectDeps(ctx, request), requireAuth(request), request.params.id);
    return ok(project, message);
  });

  r.post('/partner/projects/:id/status', { config, schema: { tags, summary: 'Withdraw, pause, resume or close a project (staff also approve and send back)', params, body: projectStatusChangeSchema, response: one } }, async (request) => {
    const { message, project } = await changeStatus(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body);
    return ok(project, message);
  });

  r.get('/partner/projects/:id/changelog', { config, schema: { tags, summary: "The project's change log, newest first", params, querystring: changelogQuerySchema, response: { 200: projectChangeListResponseSchema, ...errors } } }, async (request) => okBody(await listProjectChangelog(ctx.db, requireAuth(request), request.params.id, request.query)));
}
