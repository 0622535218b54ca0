import { JOB_NAMES, REMINDER_MAIL_PATH, ROLE, describeReminderSchedule, nextReminderDateAfter, type ReminderFrequency } from '@goodhive/contract';
import type { JobContext } from '../jobs/index.js';
import { impactReminderMail } from './reminder-mail.js';
import * as repo from './reminders.repository.js';
import { utcDate } from './reminders.service.js';

const BATCH = 200;

/**
 * impact-reminders (hourly): for each active giving reminder whose date has come, queues one
 * `impact-reminder` e-mail (once per reminder and date, by its dedupe key) and moves the reminder to its next
 * date after today; missed dates are not caught up. Downgraded, blocked or inactive members' reminders move on
 * without a mail: reminders are closed to them.
 */
export async function queueDueReminders(ctx: JobContext): Promise<string> {
  const today = utcDate(ctx.now);
  let queued = 0;
  let passed = 0;
  for (;;) {
    const due = await repo.findDueReminders(ctx.db, today, BATCH);
    if (due.length === 0) break;
    let moved = 0;
    for (const r of due) {
      const next = nextReminderDateAfter(r.frequency as ReminderFrequency, r.day, r.next_date, today);
      const mailed = r.user_live && r.role_id !== ROLE.DOWNGRADED;
      if (mailed) {
        const added = await ctx.enqueue({
          name: JOB_NAMES.impactReminder,
          payload: { reminder_id: r.id, due_date: r.next_date },
          dedupeKey: `${JOB_NAMES.impactReminder}:${r.id}:${r.next_date}`,
          maxAttempts: 3,
        });
        if (added) queued++;
      } else {
        passed++;
      }
      if (await repo.advanceReminder(ctx.db, r.id, r.next_date, next, mailed ? r.next_date : null)) moved++;
    }
    // Rows edited between the read and the move stay for the next batch only if they are still due.
    if (moved === 0) break;
  }
  return `${queued} giving reminder(s) queued${passed ? `, ${passed} passed over (member downgraded or inactive)` : ''}`;
}

/**
 * impact-reminder: e-mails one reminder for one date to its member, with a link to the projects. Nothing when
 * the reminder was deleted or paused, or its member was downgraded, since it was queued. The mailer skips it when
 * the member turned giving reminders off in their notification settings.
 */
export async function sendImpactReminder(ctx: JobContext): Promise<string> {
  const id = Number(ctx.job.payload.reminder_id);
  if (!Number.isInteger(id) || id <= 0) throw new Error('The job names no reminder.');
  const found = await repo.findReminderForMail(ctx.db, id);
  if (!found) return `reminder ${id} deleted: no mail`;
  if (!found.reminder.is_active) return `reminder ${id} paused: no mail`;
  if (!found.user_live || found.role_id === ROLE.DOWNGRADED) return `reminder ${id}: member downgraded or inactive, no mail`;
  const r = found.reminder;
  const mail = impactReminderMail({
    firstName: found.first_name,
    name: r.name,
    note: r.note,
    schedule: describeReminderSchedule(r.frequency as ReminderFrequency, r.day),
    url: new URL(REMINDER_MAIL_PATH, ctx.config.appUrl).toString(),
  });
  const sent = await ctx.mailer.send(ctx.db, found.email, mail);
  if (sent.status === 'failed') throw new Error(`The giving reminder ${id} could not be sent.`);
  if (sent.status === 'skipped') return `reminder ${id}: giving reminder e-mails turned off, not sent`;
  return `reminder ${id} sent for ${String(ctx.job.payload.due_date)}`;
}
