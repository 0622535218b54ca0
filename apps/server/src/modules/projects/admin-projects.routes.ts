import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveNoteSchema,
  bundleInputSchema,
  bundlePartListResponseSchema,
  changelogQuerySchema,
  displayConditionListResponseSchema,
  displayConditionResponseSchema,
  displayConditionsInputSchema,
  displayConditionsQuerySchema,
  partnerOptionListResponseSchema,
  partnerProjectListResponseSchema,
  partnerProjectResponseSchema,
  projectChangeListResponseSchema,
  projectIdParams,
  projectListQuerySchemaForPartners,
  projectMessages,
  reviewNoteSchema,
  type PartnerProject,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { createBundle, getBundle, updateBundle } from './bundles.service.js';
import { listChangelog } from './changelog.service.js';
import { listDisplayConditions, saveDisplayConditions } from './display-conditions.service.js';
import { projectDeps } from './partner-projects.routes.js';
import { listAdminProjects, listBundleParts, listPartnerOptions } from './project-lists.service.js';
import { approveChange, approveProject, rejectChange, rejectProject } from './project-review.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Staff's project back-office (the staff 'Worthy-cause users and projects' menu): review, change log, display conditions, bundles. */
export async function adminProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin projects'];
  const config = { allow: ['admin'] as 'admin'[] };
  const one = { 200: partnerProjectResponseSchema, ...errors };
  const params = projectIdParams;
  const done = ({ message, project }: { message: string; project: PartnerProject }) => ok(project, message);

  r.get('/admin/projects', { config, schema: { tags, summary: 'Every project; submitted projects and pending changes first', querystring: projectListQuerySchemaForPartners, response: { 200: partnerProjectListResponseSchema, ...errors } } }, async (request) => okBody(await listAdminProjects(ctx.db, request.query)));
  r.post('/admin/projects/:id/approve', { config, schema: { tags, summary: 'Approve a submitted project: it goes live', params, body: approveNoteSchema, response: one } }, async (request) =>
    done(await approveProject(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body?.note ?? null)),
  );
  r.post('/admin/projects/:id/reject', { config, schema: { tags, summary: 'Send a submitted project back to draft with a note', params, body: reviewNoteSchema, response: one } }, async (request) =>
    done(await rejectProject(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body.note)),
  );
  r.post('/admin/project-changes/:id/approve', { config, schema: { tags, summary: "Apply a partner's pending change to its live project", params, body: approveNoteSchema, response: one } }, async (request) =>
    done(await approveChange(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body?.note ?? null)),
  );
  r.post('/admin/project-changes/:id/reject', { config, schema: { tags, summary: "Discard a partner's pending change with a note", params, body: reviewNoteSchema, response: one } }, async (request) =>
    done(await rejectChange(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body.note)),
  );
  r.get('/admin/project-changelog', { config, schema: { tags, summary: 'The change log of every project, newest first', querystring: changelogQuerySchema, response: { 200: projectChangeListResponseSchema, ...errors } } }, async (request) => okBody(await listChangelog(ctx.db, request.query)));

  r.get('/admin/display-conditions', { config, schema: { tags, summary: 'Projects with the account types and countries that see them', querystring: displayConditionsQuerySchema, response: { 200: displayConditionListResponseSchema, ...errors } } }, async (request) => okBody(await listDisplayConditions(ctx.db, request.query)));
  r.put('/admin/projects/:id/display-conditions', { config, schema: { tags, summary: 'Set which account types and countries see a project', params, body: displayConditionsInputSchema, response: { 200: displayConditionResponseSchema, ...errors } } }, async (request) => ok(await saveDisplayConditions(ctx.db, requireAuth(request), request.params.id, request.body), projectMessages.displayConditionsSaved));

  r.post('/admin/bundles', { config, schema: { tags, summary: "Create a bundle of a partner's impact levels", body: bundleInputSchema, response: one } }, async (request) =>
    done(await createBundle(projectDeps(ctx, request), requireAuth(request), request.body)),
  );
  r.get('/admin/bundles/:id', { config, schema: { tags, summary: 'A bundle with its parts', params, response: one } }, async (request) => ok(await getBundle(ctx.db, requireAuth(request), request.params.id)));
  r.put('/admin/bundles/:id', { config, schema: { tags, summary: "Change a bundle's details, parts and status", params, body: bundleInputSchema, response: one } }, async (request) =>
    done(await updateBundle(projectDeps(ctx, request), requireAuth(request), request.params.id, request.body)),
  );

  r.get('/admin/partner-options', { config, schema: { tags, summary: 'Every worthy cause, for pickers', response: { 200: partnerOptionListResponseSchema, ...errors } } }, async () => ok(await listPartnerOptions(ctx.db)));
  r.get('/admin/partners/:id/bundle-parts', { config, schema: { tags, summary: "What a bundle of this partner can hold: its live projects' active levels", params, response: { 200: bundlePartListResponseSchema, ...errors } } }, async (request) => ok(await listBundleParts(ctx.db, request.params.id)));
}
