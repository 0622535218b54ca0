import type { ImpactReminder, ReminderFrequency } from '@goodhive/contract';
import type { ReminderRow } from './reminders.repository.js';

/** A reminder row as the contract shows it. */
export function presentReminder(row: ReminderRow): ImpactReminder {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    frequency: row.frequency as ReminderFrequency,
    day: row.day,
    next_date: row.next_date,
    is_active: row.is_active,
    last_sent_on: row.last_sent_on,
    created_at: row.created_at.toISOString(),
  };
}
