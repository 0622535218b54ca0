import { zonedParts, zoneOffsetMinutes } from '@goodhive/contract';
import type { EventRow } from './events.repository.js';

/** Text escaped for an iCalendar TEXT value (RFC 5545 §3.3.11). */
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded at 75 octets, continuation lines starting with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never cut a UTF-8 character in two.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');
const local = (at: Date, zone: string) => {
  const p = zonedParts(at, zone);
  return `${p.year}${two(p.month)}${two(p.day)}T${two(p.hour)}${two(p.minute)}${two(p.second)}`;
};
const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const offset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}${two(Math.abs(minutes) % 60)}`;

/**
 * One event as an iCalendar file (RFC 5545): a VEVENT whose start and end are wall-clock times in the event's time
 * zone (TZID), with the VTIMEZONE that defines it by its UTC offsets at the start and end.
 */
export function eventIcs(row: EventRow, opts: { appUrl: string; now?: Date }): string {
  const zone = row.time_zone;
  const startOffset = zoneOffsetMinutes(row.starts_at, zone);
  const endOffset = zoneOffsetMinutes(row.ends_at, zone);
  const timezone = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    `DTSTART:${local(row.starts_at, zone)}`,
    `TZOFFSETFROM:${offset(startOffset)}`,
    `TZOFFSETTO:${offset(startOffset)}`,
    'END:STANDARD',
    ...(endOffset !== startOffset ? ['BEGIN:DAYLIGHT', `DTSTART:${local(row.ends_at, zone)}`, `TZOFFSETFROM:${offset(startOffset)}`, `TZOFFSETTO:${offset(endOffset)}`, 'END:DAYLIGHT'] : []),
    'END:VTIMEZONE',
  ];
  const url = `${opts.appUrl}/events`;
  const where = row.location ?? row.online_link;
  const description = [row.description, row.online_link ? `Online: ${row.online_link}` : '', row.registration_link ? `Register: ${row.registration_link}` : ''].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Goodhive//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timezone,
    'BEGIN:VEVENT',
    `UID:event-${row.id}@${new URL(opts.appUrl).hostname}`,
    `DTSTAMP:${utcStamp(opts.now ?? new Date())}`,
    `LAST-MODIFIED:${utcStamp(row.updated_at)}`,
    `DTSTART;TZID=${zone}:${local(row.starts_at, zone)}`,
    `DTEND;TZID=${zone}:${local(row.ends_at, zone)}`,
    `SUMMARY:${escapeText(row.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    `URL:${row.registration_link ?? row.online_link ?? url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A safe file name for the event's .ics. */
export const icsFileName = (row: EventRow) => `${row.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event'}.ics`;
