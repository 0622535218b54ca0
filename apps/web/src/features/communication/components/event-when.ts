import type { Event } from '@goodhive/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'DD MMM YYYY' of a wall-clock 'YYYY-MM-DDTHH:mm'. */
export const localDay = (local: string) => `${local.slice(8, 10)} ${MONTHS[Number(local.slice(5, 7)) - 1]} ${local.slice(0, 4)}`;

/** When an event is, in its own time zone: '10 Mar 2027, 09:00 – 11:30 (Asia/Singapore)'. */
export function eventWhen(e: Pick<Event, 'starts_local' | 'ends_local' | 'time_zone'>): string {
  const sameDay = e.starts_local.slice(0, 10) === e.ends_local.slice(0, 10);
  const end = sameDay ? e.ends_local.slice(11, 16) : `${localDay(e.ends_local)}, ${e.ends_local.slice(11, 16)}`;
  return `${localDay(e.starts_local)}, ${e.starts_local.slice(11, 16)} – ${end} (${e.time_zone.replace(/_/g, ' ')})`;
}
