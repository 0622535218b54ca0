/** The zod-free part of events.ts (re-exported there): the event limits, the time-zone helpers and the texts. */

export const EVENT_TITLE_MAX = 150;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_LINK_MAX = 2048;

/** Whom an event is for: every member, business (company) accounts, or individual (personal) givers. */
export const EVENT_AUDIENCES = ['all', 'business', 'individual'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];
export const EVENT_AUDIENCE_LABELS: Record<EventAudience, string> = { all: 'All members', business: 'Business accounts', individual: 'Individual givers' };

/** Time zones offered in the event form first; any IANA zone the runtime knows is accepted. */
export const EVENT_TIME_ZONES = [
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'UTC',
] as const;

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(at: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** Minutes the zone is ahead of UTC at an instant (480 for Asia/Singapore). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const p = zonedParts(at, zone);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time 'YYYY-MM-DDTHH:mm' in a time zone, or null when it is not one. */
export function zonedToInstant(local: string, zone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m || !isTimeZone(zone)) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) return null;
  // Two passes settle the offset around a daylight-saving change.
  let at = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  at = wall - zoneOffsetMinutes(new Date(at), zone) * 60_000;
  return new Date(at);
}

/** An instant as the wall-clock 'YYYY-MM-DDTHH:mm' of a time zone (what the form's fields hold). */
export function instantToZoned(at: Date | string, zone: string): string {
  const p = zonedParts(new Date(at), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

export const eventTexts = {
  adminTitle: 'Events',
  adminDescription: 'Events members see on their calendar, with a calendar file to download.',
  createTitle: 'Create Event',
  editTitle: 'Edit Event',
  create: 'Create event',
  save: 'Save event',
  created: 'Event created.',
  saved: 'Event saved.',
  deleted: 'Event deleted.',
  empty: 'No events yet',
  emptyDescription: 'Create an event to show it on the members’ calendar.',
  notFound: 'This event does not exist.',
  calendarTitle: 'Event Calendar',
  calendarDescription: 'Goodhive events for members: meet-ups, webinars and field visits.',
  upcoming: 'Upcoming',
  past: 'Past',
  month: 'Month',
  list: 'List',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noUpcoming: 'No upcoming events',
  noPast: 'No past events',
  noUpcomingDescription: 'New events will show here as soon as they are announced.',
  noEventsInMonth: 'No events this month.',
  download: 'Add to calendar (.ics)',
  downloadLabel: (title: string) => `Download the calendar file of ${title}`,
  register: 'Register',
  joinOnline: 'Join online',
  online: 'Online',
  loadError: 'The events could not be loaded.',
  titleRequired: 'Please enter the event title.',
  titleTooLong: `The title may be at most ${EVENT_TITLE_MAX} characters.`,
  descriptionTooLong: `The description may be at most ${EVENT_DESCRIPTION_MAX} characters.`,
  startRequired: 'Please choose when the event starts.',
  endRequired: 'Please choose when the event ends.',
  dateInvalid: 'Please enter a valid date and time (YYYY-MM-DDTHH:mm).',
  endBeforeStart: 'The event must end after it starts.',
  timeZoneInvalid: 'Please choose a valid time zone.',
  placeRequired: 'Please enter a place or an online link.',
  locationTooLong: `The place may be at most ${EVENT_LOCATION_MAX} characters.`,
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  audienceInvalid: 'Please choose whom the event is for.',
  imageInvalid: 'The image must be a JPEG, PNG, GIF or WebP picture.',
  fields: {
    title: 'Title',
    description: 'Description',
    image: 'Image',
    starts_at: 'Starts',
    ends_at: 'Ends',
    time_zone: 'Time zone',
    location: 'Place',
    online_link: 'Online link',
    registration_link: 'Registration link',
    audience: 'Audience',
  },
} as const;
