/** The zod-free part of impact-reminders.ts (re-exported there): giving reminders' constants, date rules and texts. */

/** How often a giving reminder comes back. */
export const REMINDER_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export const REMINDER_FREQUENCY_LABELS: Record<ReminderFrequency, string> = { weekly: 'Every week', monthly: 'Every month', quarterly: 'Every quarter (3 months)' };

/** `day` of a weekly reminder: 1 Monday ... 7 Sunday (ISO weekdays). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** `day` of a monthly or quarterly reminder: a day of the month up to the 28th, so every month has it. */
export const REMINDER_MONTH_DAY_MAX = 28;
/** How many giving reminders one member may keep. */
export const REMINDER_LIMIT = 20;
export const REMINDER_NAME_MAX = 80;
export const REMINDER_NOTE_MAX = 500;
/** Where a reminder e-mail's button leads: the project catalogue. */
export const REMINDER_MAIL_PATH = '/view-all-projects';

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** 'Every Monday', 'On the 15th of every month', 'On the 1st, every 3 months'. */
export function describeReminderSchedule(frequency: ReminderFrequency, day: number): string {
  if (frequency === 'weekly') return `Every ${WEEKDAYS[day - 1] ?? 'week'}`;
  if (frequency === 'monthly') return `On the ${ordinal(day)} of every month`;
  return `On the ${ordinal(day)}, every 3 months`;
}

const DAY_MS = 86_400_000;
const parseDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const formatDate = (d: Date) => d.toISOString().slice(0, 10);

/** The first date (YYYY-MM-DD, UTC) on or after `from` that falls on the reminder's day. */
export function firstReminderDate(frequency: ReminderFrequency, day: number, from: string): string {
  const start = parseDate(from);
  if (frequency === 'weekly') {
    const isoWeekday = ((start.getUTCDay() + 6) % 7) + 1;
    return formatDate(new Date(start.getTime() + ((day - isoWeekday + 7) % 7) * DAY_MS));
  }
  const thisMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), day));
  return formatDate(thisMonth.getTime() >= start.getTime() ? thisMonth : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, day)));
}

/** The reminder's date after `current`: a week, a month or three months later, on the same day. */
export function followingReminderDate(frequency: ReminderFrequency, day: number, current: string): string {
  const d = parseDate(current);
  if (frequency === 'weekly') return formatDate(new Date(d.getTime() + 7 * DAY_MS));
  const months = frequency === 'monthly' ? 1 : 3;
  return formatDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day)));
}

/** The first of the reminder's dates after `today`, counting on from `current` (missed dates are skipped, not caught up). */
export function nextReminderDateAfter(frequency: ReminderFrequency, day: number, current: string, today: string): string {
  let next = followingReminderDate(frequency, day, current);
  while (next <= today) next = followingReminderDate(frequency, day, next);
  return next;
}

/** Texts users read about giving reminders (route impact-reminders). */
export const impactReminderTexts = {
  title: 'Giving Reminders',
  menuLabel: 'Giving Reminders',
  description: 'Set yourself reminders to give: we e-mail you on the day with a link to the projects, so your impact keeps growing.',
  empty: 'No giving reminders yet',
  emptyHint: 'Add a reminder, and we will e-mail you on the day you choose.',
  add: 'Add a reminder',
  created: 'Your giving reminder is set.',
  saved: 'Your giving reminder is saved.',
  deleted: 'The giving reminder was deleted.',
  paused: 'Paused',
  active: 'Active',
  notFound: 'This giving reminder was not found.',
  limitReached: `You can keep up to ${REMINDER_LIMIT} giving reminders. Delete one to add another.`,
  nameRequired: 'Please give the reminder a name.',
  nameTooLong: `The name may have at most ${REMINDER_NAME_MAX} characters.`,
  noteTooLong: `The note may have at most ${REMINDER_NOTE_MAX} characters.`,
  frequencyInvalid: 'Please choose weekly, monthly or quarterly.',
  weekdayInvalid: 'Please choose a day of the week.',
  monthDayInvalid: `Please choose a day of the month from 1 to ${REMINDER_MONTH_DAY_MAX}.`,
  startsOnInvalid: 'Please enter the first date as YYYY-MM-DD.',
  startsOnTooFar: 'The first reminder must be within two years.',
  mailsOff: 'Giving reminder e-mails are turned off in your notification settings, so no reminder will reach you.',
} as const;

/** The giving reminder e-mail. */
export const impactReminderMailTexts = {
  subject: (name: string) => `Your giving reminder: ${name}`,
  preheader: 'A reminder you set yourself: a few minutes to fund a concrete impact.',
  heading: (firstName: string) => `Hi ${firstName}, it is time to give`,
  paragraphs: (name: string, note: string | null, schedule: string) => [
    `This is your giving reminder "${name}" (${schedule.charAt(0).toLowerCase()}${schedule.slice(1)}).`,
    ...(note ? [note] : []),
    'Pick a project, choose an impact, and see it add up in your impact history.',
    'You can change or pause this reminder under Giving Reminders, or turn these e-mails off in your notification settings.',
  ],
  action: 'Explore projects',
} as const;
