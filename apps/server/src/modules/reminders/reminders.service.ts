import { REMINDER_LIMIT, firstReminderDate, impactReminderTexts, type ImpactReminder, type ImpactReminderValues } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { presentReminder } from './reminders.presenter.js';
import * as repo from './reminders.repository.js';

/** A date (YYYY-MM-DD) in UTC, as reminders keep them. */
export const utcDate = (d: Date) => d.toISOString().slice(0, 10);

const TWO_YEARS_DAYS = 731;

/** The first reminder date for these values: the first matching day on or after starts_on, or today when it is absent or past. */
function firstDateFor(values: ImpactReminderValues, today: string): string {
  const latest = utcDate(new Date(Date.parse(`${today}T00:00:00Z`) + TWO_YEARS_DAYS * 86_400_000));
  if (values.starts_on && values.starts_on > latest) throw validationError({ starts_on: [impactReminderTexts.startsOnTooFar] });
  const from = values.starts_on && values.starts_on > today ? values.starts_on : today;
  return firstReminderDate(values.frequency, values.day, from);
}

const fieldsOf = (values: ImpactReminderValues, nextDate: string): repo.ReminderFields => ({
  name: values.name,
  note: values.note ?? null,
  frequency: values.frequency,
  day: values.day,
  next_date: nextDate,
  is_active: values.is_active,
});

/** GET /api/user/impact-reminders: the member's own giving reminders. */
export async function listReminders(db: DbOrTx, auth: AuthContext): Promise<ImpactReminder[]> {
  return (await repo.findRemindersOf(db, auth.userId)).map(presentReminder);
}

/** POST /api/user/impact-reminders: a new reminder (up to REMINDER_LIMIT per member), its first date worked out here. */
export async function createReminder(db: Db, auth: AuthContext, values: ImpactReminderValues, now = new Date()): Promise<ImpactReminder> {
  const nextDate = firstDateFor(values, utcDate(now));
  return db.transaction(async (tx) => {
    if ((await repo.countRemindersOf(tx, auth.userId)) >= REMINDER_LIMIT) throw conflict(impactReminderTexts.limitReached);
    return presentReminder(await repo.insertReminder(tx, auth.userId, fieldsOf(values, nextDate)));
  });
}

/**
 * PUT /api/user/impact-reminders/{id}: saves the whole reminder. Its date is worked out again when the schedule
 * changed (frequency, day, a first date given), when it is turned back on, or when its date has passed;
 * otherwise it keeps its date.
 */
export async function updateReminder(db: Db, auth: AuthContext, id: number, values: ImpactReminderValues, now = new Date()): Promise<ImpactReminder> {
  const today = utcDate(now);
  return db.transaction(async (tx) => {
    const current = await repo.findOwnReminder(tx, auth.userId, id);
    if (!current) throw notFound(impactReminderTexts.notFound);
    const rescheduled =
      current.frequency !== values.frequency ||
      current.day !== values.day ||
      Boolean(values.starts_on) ||
      (values.is_active && !current.is_active) ||
      current.next_date < today;
    const nextDate = rescheduled ? firstDateFor(values, today) : current.next_date;
    return presentReminder(await repo.updateReminder(tx, id, fieldsOf(values, nextDate)));
  });
}

/** DELETE /api/user/impact-reminders/{id}. */
export async function deleteReminder(db: DbOrTx, auth: AuthContext, id: number): Promise<{ id: number }> {
  if (!(await repo.deleteOwnReminder(db, auth.userId, id))) throw notFound(impactReminderTexts.notFound);
  return { id };
}
