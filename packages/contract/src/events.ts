import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { EVENT_AUDIENCES, EVENT_DESCRIPTION_MAX, EVENT_LINK_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, eventTexts as t, isTimeZone, zonedToInstant } from './events-texts.js';
export * from './events-texts.js';

/**
 * Events (admin-and-partner.md §2.1 Events; business-and-public.md /events): staff create and edit them at
 * /api/admin/events (multipart, with an optional image), members read their calendar at /api/events and download
 * each event as an .ics file.
 */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  /** starts_at and ends_at as wall-clock times in time_zone ('YYYY-MM-DDTHH:mm'). */
  starts_local: z.string(),
  ends_local: z.string(),
  location: z.string().nullable(),
  online_link: z.string().nullable(),
  registration_link: z.string().nullable(),
  audience: z.enum(EVENT_AUDIENCES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventResponseSchema = successEnvelope(eventSchema);
export const eventListResponseSchema = successEnvelope(z.array(eventSchema));
export const eventParamsSchema = z.object({ id: idSchema });
export const eventDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

/** The members' calendar: upcoming (not yet ended, soonest first), past (newest first), or a month 'YYYY-MM'. */
export const eventListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past']).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

const link = z
  .string()
  .trim()
  .max(EVENT_LINK_MAX, t.linkInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), t.linkInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const local = (required: string) => z.string({ message: required }).trim().min(1, required);

/** The event form's fields (multipart text fields, or JSON); the image comes as the file part 'image'. */
export const eventInputSchema = z
  .object({
    title: z.string({ message: t.titleRequired }).trim().min(1, t.titleRequired).max(EVENT_TITLE_MAX, t.titleTooLong),
    description: z.string().trim().max(EVENT_DESCRIPTION_MAX, t.descriptionTooLong).default(''),
    starts_at: local(t.startRequired),
    ends_at: local(t.endRequired),
    time_zone: z.string({ message: t.timeZoneInvalid }).trim().refine(isTimeZone, t.timeZoneInvalid),
    location: z
      .string()
      .trim()
      .max(EVENT_LOCATION_MAX, t.locationTooLong)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    online_link: link,
    registration_link: link,
    audience: z.enum(EVENT_AUDIENCES, { message: t.audienceInvalid }).default('all'),
  })
  .superRefine((v, ctx) => {
    const start = zonedToInstant(v.starts_at, v.time_zone);
    const end = zonedToInstant(v.ends_at, v.time_zone);
    if (isTimeZone(v.time_zone)) {
      if (!start) ctx.addIssue({ code: 'custom', path: ['starts_at'], message: t.dateInvalid });
      if (!end) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: t.dateInvalid });
    }
    if (start && end && end.getTime() <= start.getTime()) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: t.endBeforeStart });
    if (!v.location && !v.online_link) ctx.addIssue({ code: 'custom', path: ['location'], message: t.placeRequired });
  });
export type EventInput = z.infer<typeof eventInputSchema>;
