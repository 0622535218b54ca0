import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { REMINDER_FREQUENCIES, REMINDER_MONTH_DAY_MAX, REMINDER_NAME_MAX, REMINDER_NOTE_MAX, impactReminderTexts as t } from './impact-reminders-texts.js';
export * from './impact-reminders-texts.js';

/**
 * Giving reminders (route impact-reminders, hidden for downgraded members): GET and POST
 * /api/user/impact-reminders, PUT and DELETE /api/user/impact-reminders/{id}. The server works out next_date
 * from the frequency, the day and the first date asked for; a scheduled job e-mails each reminder on its date.
 */

export const impactReminderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  frequency: z.enum(REMINDER_FREQUENCIES),
  /** Weekly: 1 Monday ... 7 Sunday. Monthly and quarterly: the day of the month, 1 to 28. */
  day: z.number().int(),
  /** The date of the next reminder e-mail (YYYY-MM-DD, UTC). */
  next_date: z.string(),
  is_active: z.boolean(),
  /** When the last reminder e-mail was queued for this reminder (YYYY-MM-DD), if ever. */
  last_sent_on: z.string().nullable(),
  created_at: z.string(),
});
export type ImpactReminder = z.infer<typeof impactReminderSchema>;

export const impactRemindersResponseSchema = successEnvelope(z.array(impactReminderSchema));
export const impactReminderResponseSchema = successEnvelope(impactReminderSchema);
export const impactReminderDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));
export const impactReminderParamsSchema = z.object({ id: idSchema });

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => YMD.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** POST /api/user/impact-reminders and PUT /api/user/impact-reminders/{id}: the whole reminder. */
export const impactReminderInputSchema = z
  .object({
    name: z.string({ message: t.nameRequired }).trim().min(1, t.nameRequired).max(REMINDER_NAME_MAX, t.nameTooLong),
    note: z
      .string()
      .trim()
      .max(REMINDER_NOTE_MAX, t.noteTooLong)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    frequency: z.enum(REMINDER_FREQUENCIES, { message: t.frequencyInvalid }),
    day: z.coerce.number({ message: t.monthDayInvalid }).int(t.monthDayInvalid),
    /** The first reminder comes on the first matching day on or after this date (today when absent or past). */
    starts_on: z
      .string()
      .refine(isRealDate, t.startsOnInvalid)
      .nullable()
      .optional(),
    is_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && (v.day < 1 || v.day > 7)) ctx.addIssue({ code: 'custom', path: ['day'], message: t.weekdayInvalid });
    if (v.frequency !== 'weekly' && (v.day < 1 || v.day > REMINDER_MONTH_DAY_MAX)) ctx.addIssue({ code: 'custom', path: ['day'], message: t.monthDayInvalid });
  });
export type ImpactReminderInput = z.input<typeof impactReminderInputSchema>;
export type ImpactReminderValues = z.output<typeof impactReminderInputSchema>;
