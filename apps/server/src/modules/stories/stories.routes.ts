import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStorySchema,
  embedStoryResponseSchema,
  industryTemplatesQuerySchema,
  saveDestinationLinkSchema,
  saveMultiProjectStorySchema,
  saveStoryTemplateSchema,
  storyCompanyStatusResponseSchema,
  storyCsvBodySchema,
  storyDeleteQuerySchema,
  storyDeletedResponseSchema,
  storyHistoryResponseSchema,
  storyIdBodySchema,
  storyLinesResponseSchema,
  storyListQuerySchema,
  storyListResponseSchema,
  storyLookupQuerySchema,
  storyManageKeyParamsSchema,
  storyManageResponseSchema,
  storyManageSchema,
  storyMessages,
  storyNewResponseSchema,
  storyOwnerSchema,
  storyParamsSchema,
  storyResponseSchema,
  storyTemplateResponseSchema,
  storyTemplatesResponseSchema,
  updateMultiProjectStorySchema,
  updateStoryAutomationStatusSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as stories from './stories.service.js';
import * as templates from './story-templates.service.js';
import { companyStoryStatus } from './story-status.service.js';
import { manageByKey, manageOwnStory, readByManageKey } from './story-manage.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const csvType = 'text/csv; charset=utf-8';

/**
 * Stories (recurring impacts) of the business panel: members read and change their giving account's stories
 * (their own, or their company's); staff may read any. Writes are members' only.
 */
export async function storyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stories'];
  const read = { allow: ['business' as const, 'admin' as const] };
  const write = { allow: ['business' as const] };
  const db = ctx.db;

  r.get('/v2/story/storyNew', { config: write, schema: { tags, summary: 'What the new-story form starts from', querystring: storyOwnerSchema, response: { 200: storyNewResponseSchema, ...errors } } }, async (request) =>
    ok(await templates.storyNew(db, requireAuth(request), request.query)),
  );
  r.get('/v2/story', { config: read, schema: { tags, summary: 'The stories of a giving account, filtered and paged (meta.total)', querystring: storyListQuerySchema, response: { 200: storyListResponseSchema, ...errors } } }, async (request) =>
    okBody(await stories.listStories(db, requireAuth(request), request.query)),
  );
  r.post('/v2/story', { config: write, schema: { tags, summary: 'Create a one-project story (a draft)', body: createStorySchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.createStory(db, requireAuth(request), request.body), storyMessages.created),
  );
  r.post('/v2/story/saveMultiProjectStory', { config: write, schema: { tags, summary: 'Create a story giving several projects', body: saveMultiProjectStorySchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.saveMultiProjectStory(db, requireAuth(request), request.body), storyMessages.created),
  );
  r.post('/v2/story/updateMultiProjectStory', { config: write, schema: { tags, summary: 'Save a whole story', body: updateMultiProjectStorySchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.updateMultiProjectStory(db, requireAuth(request), request.body), storyMessages.saved),
  );
  r.post(
    '/v2/story/updateStoryAutomationStatus',
    { config: write, schema: { tags, summary: "Turn a monthly story's automated giving on, pause it or cancel it", body: updateStoryAutomationStatusSchema, response: { 200: storyResponseSchema, ...errors } } },
    async (request) => ok(await stories.updateAutomationStatus(db, requireAuth(request), request.body.id, request.body.automation_status), storyMessages.automationUpdated),
  );
  r.post('/v2/story/saveDestinationLink', { config: write, schema: { tags, summary: "Save the story's destination link", body: saveDestinationLinkSchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.saveDestinationLink(db, requireAuth(request), request.body.id, request.body.destination_link), storyMessages.destinationSaved),
  );
  r.post('/v2/story/embed-story', { config: write, schema: { tags, summary: 'The counter embed, public page and share text of a story', body: storyIdBodySchema, response: { 200: embedStoryResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.embedStory(db, ctx.config, requireAuth(request), request.body.id), storyMessages.embedReady),
  );

  r.get('/v2/story/business/templates', { config: write, schema: { tags, summary: 'The templates the account saved', querystring: storyOwnerSchema, response: { 200: storyTemplatesResponseSchema, ...errors } } }, async (request) =>
    ok(await templates.listBusinessTemplates(db, requireAuth(request), request.query)),
  );
  r.post('/v2/story/business/templates', { config: write, schema: { tags, summary: 'Save a story template for the account', body: saveStoryTemplateSchema, response: { 200: storyTemplateResponseSchema, ...errors } } }, async (request) =>
    ok(await templates.saveBusinessTemplate(db, requireAuth(request), request.body), storyMessages.templateSaved),
  );
  r.delete(
    '/v2/story/business/templates/:id',
    { config: write, schema: { tags, summary: 'Delete a template the account saved', params: storyParamsSchema, querystring: storyOwnerSchema, response: { 200: successId, ...errors } } },
    async (request) => ok(await templates.deleteBusinessTemplate(db, requireAuth(request), request.params.id, request.query), storyMessages.templateDeleted),
  );
  r.get('/user/industry/templates', { config: read, schema: { tags, summary: 'Story templates by industry', querystring: industryTemplatesQuerySchema, response: { 200: storyTemplatesResponseSchema, ...errors } } }, async (request) =>
    ok(await templates.listIndustryTemplates(db, request.query.industry_id)),
  );

  r.post('/v2/story/:id/activate', { config: write, schema: { tags, summary: 'Activate a draft story', params: storyParamsSchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.activateStory(db, requireAuth(request), request.params.id), storyMessages.activated),
  );
  r.post(
    '/v2/story/:id/activate-new',
    { config: write, schema: { tags, summary: 'Activate a story and put it in the cart for its first giving', params: storyParamsSchema, response: { 200: storyResponseSchema, ...errors } } },
    async (request) => ok(await stories.activateNewStory(db, requireAuth(request), request.params.id), storyMessages.addedToCart),
  );
  r.post('/v2/story/:id/move-draft', { config: write, schema: { tags, summary: 'Move an active story back to draft', params: storyParamsSchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.moveStoryToDraft(db, requireAuth(request), request.params.id), storyMessages.movedToDraft),
  );
  r.post(
    '/v2/story/:id/get-multiproject-stories',
    { config: read, schema: { tags, summary: 'The projects a story gives', params: storyParamsSchema, response: { 200: storyLinesResponseSchema, ...errors } } },
    async (request) => ok(await stories.storyLines(db, requireAuth(request), request.params.id)),
  );
  r.post(
    '/v2/story/:id/recurring',
    { config: write, schema: { tags, summary: 'Pause, resume, skip next month, change the quantity or cancel a monthly story', params: storyParamsSchema, body: storyManageSchema, response: { 200: storyResponseSchema, ...errors } } },
    async (request) => {
      const { message, story } = await manageOwnStory(db, requireAuth(request), request.params.id, request.body);
      return ok(story, message);
    },
  );
  r.get(
    '/story/manage/:key',
    { config: { public: true }, schema: { tags, summary: 'A monthly story seen through the signed link of a recurring e-mail', params: storyManageKeyParamsSchema, response: { 200: storyManageResponseSchema, ...errorResponses(404, 422) } } },
    async (request) => ok(await readByManageKey(db, ctx.config, request.params.key)),
  );
  r.post(
    '/story/manage/:key',
    {
      config: { public: true },
      schema: { tags, summary: 'Manage a monthly story from the signed link of a recurring e-mail, without signing in', params: storyManageKeyParamsSchema, body: storyManageSchema, response: { 200: storyManageResponseSchema, ...errorResponses(404, 422) } },
    },
    async (request) => {
      const { message, view } = await manageByKey(db, ctx.config, request.params.key, request.body);
      return ok(view, message);
    },
  );
  r.get('/v2/story/:id/history', { config: read, schema: { tags, summary: "A story's months of automated giving and its contributions", params: storyParamsSchema, response: { 200: storyHistoryResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.storyHistory(db, requireAuth(request), request.params.id)),
  );
  r.delete(
    '/v2/story/:id',
    { config: write, schema: { tags, summary: 'Delete a story (page_title: the screen it was deleted from)', params: storyParamsSchema, querystring: storyDeleteQuerySchema, response: { 200: storyDeletedResponseSchema, ...errors } } },
    async (request) => ok(await stories.deleteStory(db, requireAuth(request), request.params.id, request.query.page_title), storyMessages.deleted),
  );

  r.get('/story', { config: read, schema: { tags, summary: 'Stories by ids, status or search', querystring: storyLookupQuerySchema, response: { 200: storyListResponseSchema, ...errors } } }, async (request) =>
    okBody(await stories.lookupStories(db, requireAuth(request), request.query)),
  );
  r.get(
    '/story/getCompanyStatus/:id',
    { config: read, schema: { tags, summary: "Whether a company's monthly stories can be paid", params: storyParamsSchema, response: { 200: storyCompanyStatusResponseSchema, ...errors } } },
    async (request) => ok(await companyStoryStatus(db, requireAuth(request), request.params.id)),
  );
  r.get('/story/:id', { config: read, schema: { tags, summary: 'One story', params: storyParamsSchema, response: { 200: storyResponseSchema, ...errors } } }, async (request) =>
    ok(await stories.readStory(db, requireAuth(request), request.params.id)),
  );
  r.post(
    '/story/csv-data',
    { config: read, schema: { tags, summary: "A story's paid contributions as CSV", body: storyCsvBodySchema, response: { 200: z.string().describe(csvType), ...errors } } },
    async (request, reply) => {
      const { filename, csv } = await stories.storyCsv(db, requireAuth(request), request.body.id);
      return reply.type(csvType).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(csv);
    },
  );
}

const successId = z.object({ status: z.literal('success'), message: z.string().optional(), data: z.object({ id: z.number().int() }) });
