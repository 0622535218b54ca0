import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  impactReminderDeletedResponseSchema,
  impactReminderInputSchema,
  impactReminderParamsSchema,
  impactReminderResponseSchema,
  impactReminderTexts,
  impactRemindersResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createReminder, deleteReminder, listReminders, updateReminder } from './reminders.service.js';

/**
 * The member's own giving reminders (route impact-reminders). Business panel members only; downgraded members
 * are refused like every call not open to them (plugins/auth.ts).
 */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reminders'];
  const config = { allow: ['business' as const] };

  r.get(
    '/user/impact-reminders',
    { config, schema: { tags, summary: 'List my giving reminders', response: { 200: impactRemindersResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => ok(await listReminders(ctx.db, requireAuth(request))),
  );

  r.post(
    '/user/impact-reminders',
    {
      config,
      schema: {
        tags,
        summary: 'Add a giving reminder (the server works out its next date)',
        body: impactReminderInputSchema,
        response: { 200: impactReminderResponseSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => ok(await createReminder(ctx.db, requireAuth(request), request.body), impactReminderTexts.created),
  );

  r.put(
    '/user/impact-reminders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save one of my giving reminders',
        params: impactReminderParamsSchema,
        body: impactReminderInputSchema,
        response: { 200: impactReminderResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await updateReminder(ctx.db, requireAuth(request), request.params.id, request.body), impactReminderTexts.saved),
  );

  r.delete(
    '/user/impact-reminders/:id',
    {
      config,
      schema: { tags, summary: 'Delete one of my giving reminders', params: impactReminderParamsSchema, response: { 200: impactReminderDeletedResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => ok(await deleteReminder(ctx.db, requireAuth(request), request.params.id), impactReminderTexts.deleted),
  );
}
