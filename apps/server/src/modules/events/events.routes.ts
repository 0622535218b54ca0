import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventDeletedResponseSchema, eventInputSchema, eventListQuerySchema, eventListResponseSchema, eventParamsSchema, eventResponseSchema, eventTexts, type EventInput } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { validationError } from '../../lib/errors.js';
import { readMultipartForm, type UploadedBytes } from '../files/index.js';
import { createEvent, deleteEvent, eventCalendarFile, getEvent, listAllEvents, listMemberEvents, updateEvent } from './events.service.js';

function zodFieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) (out[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return out;
}

/** Reads the event form (multipart with an optional file 'image', or JSON) and checks every field before anything is stored. */
async function readEventForm(request: FastifyRequest, maxBytes: number): Promise<{ input: EventInput; image: UploadedBytes | null }> {
  const { fields, file } = await readMultipartForm(request, maxBytes);
  const parsed = eventInputSchema.safeParse(fields);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  if (file && file.fieldName !== 'image') throw validationError({ image: [eventTexts.imageInvalid] });
  return { input: parsed.data, image: file };
}

/** Events: staff manage them (admin-and-partner.md §2.1); members read their calendar and download .ics files. */
export async function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];
  const staff = { allow: ['admin' as const] };
  const deps = { db: ctx.db, storage: ctx.storage };
  const maxBytes = ctx.config.uploads.maxBytes;

  r.get('/admin/events', { config: staff, schema: { tags, summary: 'Every event, the latest first (staff)', response: { 200: eventListResponseSchema, ...errorResponses(401, 403) } } }, async () =>
    ok(await listAllEvents(ctx.db)),
  );
  r.get(
    '/admin/events/:id',
    { config: staff, schema: { tags, summary: 'One event (staff)', params: eventParamsSchema, response: { 200: eventResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await getEvent(ctx.db, request.params.id)),
  );
  r.post(
    '/admin/events',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create an event (multipart: title, description, starts_at and ends_at as wall-clock times in time_zone, location or online_link, registration_link, audience, an optional image)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: eventResponseSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { input, image } = await readEventForm(request, maxBytes);
      return ok(await createEvent(deps, requireAuth(request), input, image), eventTexts.created);
    },
  );
  r.post(
    '/admin/events/:id',
    {
      config: staff,
      schema: { tags, summary: 'Save an event (as for create; no image keeps the current one)', params: eventParamsSchema, consumes: ['multipart/form-data', 'application/json'], response: { 200: eventResponseSchema, ...errorResponses(401, 403, 404, 413, 422) } },
    },
    async (request) => {
      const { input, image } = await readEventForm(request, maxBytes);
      return ok(await updateEvent(deps, requireAuth(request), request.params.id, input, image), eventTexts.saved);
    },
  );
  r.delete(
    '/admin/events/:id',
    { config: staff, schema: { tags, summary: 'Delete an event', params: eventParamsSchema, response: { 200: eventDeletedResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await deleteEvent(ctx.db, requireAuth(request), request.params.id), eventTexts.deleted),
  );

  r.get(
    '/events',
    { schema: { tags, summary: "The caller's event calendar: upcoming (default), past, or a month (YYYY-MM)", querystring: eventListQuerySchema, response: { 200: eventListResponseSchema, ...errorResponses(401, 422) } } },
    async (request) => ok(await listMemberEvents(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/events/:id/ics',
    { schema: { tags, summary: 'One event as an iCalendar (.ics) file', params: eventParamsSchema, response: { 200: z.string().describe('text/calendar'), ...errorResponses(401, 404) } } },
    async (request, reply) => {
      const file = await eventCalendarFile(ctx.db, ctx.config, requireAuth(request), request.params.id);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.body);
    },
  );
}
