import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  milestoneEmailDeletedResponseSchema,
  milestoneEmailInputSchema,
  milestoneEmailListResponseSchema,
  milestoneEmailParamsSchema,
  milestoneEmailResponseSchema,
  milestonePreviewResponseSchema,
  milestoneTestSendResponseSchema,
  milestoneTexts,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import * as service from './milestones.service.js';

/** Milestone e-mails (admin-and-partner.md §2.1 Communication): staff only. */
export async function milestoneRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['milestone-emails'];
  const config = { allow: ['admin' as const] };
  const mailDeps = { db: ctx.db, config: ctx.config, mailer: ctx.mailer };

  r.get('/admin/emails', { config, schema: { tags, summary: 'Every milestone e-mail (staff)', response: { 200: milestoneEmailListResponseSchema, ...errorResponses(401, 403) } } }, async () =>
    ok(await service.listMilestoneEmails(ctx.db)),
  );
  r.get(
    '/admin/emails/:id',
    { config, schema: { tags, summary: 'One milestone e-mail (staff)', params: milestoneEmailParamsSchema, response: { 200: milestoneEmailResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await service.getMilestoneEmail(ctx.db, request.params.id)),
  );
  r.post(
    '/admin/emails',
    { config, schema: { tags, summary: 'Create a milestone e-mail', body: milestoneEmailInputSchema, response: { 200: milestoneEmailResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => ok(await service.createMilestoneEmail(ctx.db, requireAuth(request), request.body), milestoneTexts.created),
  );
  r.post(
    '/admin/emails/preview',
    { config, schema: { tags, summary: 'The e-mail with sample figures, as a member would get it', body: milestoneEmailInputSchema, response: { 200: milestonePreviewResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => ok(await service.previewMilestoneEmail(ctx.db, ctx.config, requireAuth(request), request.body)),
  );
  r.post(
    '/admin/emails/test-send',
    { config, schema: { tags, summary: "Send the e-mail with sample figures to the staff member's own address", body: milestoneEmailInputSchema, response: { 200: milestoneTestSendResponseSchema, ...errorResponses(401, 403, 422) } } },
    async (request) => {
      const sent = await service.testSendMilestoneEmail(mailDeps, requireAuth(request), request.body);
      return ok(sent, milestoneTexts.testSent(sent.email));
    },
  );
  r.post(
    '/admin/emails/:id',
    { config, schema: { tags, summary: 'Save a milestone e-mail', params: milestoneEmailParamsSchema, body: milestoneEmailInputSchema, response: { 200: milestoneEmailResponseSchema, ...errorResponses(401, 403, 404, 422) } } },
    async (request) => ok(await service.updateMilestoneEmail(ctx.db, requireAuth(request), request.params.id, request.body), milestoneTexts.saved),
  );
  r.delete(
    '/admin/emails/:id',
    { config, schema: { tags, summary: 'Delete a milestone e-mail', params: milestoneEmailParamsSchema, response: { 200: milestoneEmailDeletedResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await service.deleteMilestoneEmail(ctx.db, requireAuth(request), request.params.id), milestoneTexts.deleted),
  );
}
