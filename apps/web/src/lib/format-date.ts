const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date or timestamp as a local Date ('YYYY-MM-DD' is that calendar day, not midnight UTC); null if invalid. */
function localDate(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO date as the product shows dates, DISPLAY_DATE_FORMAT 'DD MMM YYYY' (e.g. 05 Mar 2026). Written out here
 * rather than with a date library, which would weigh on the first paint of every screen that shows a date.
 */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = localDate(iso);
  return date ? `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}` : '';
}

/** An ISO timestamp as 'DD MMM YYYY, HH:mm' in local time. */
export function formatDisplayDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = localDate(iso);
  return date ? `${formatDisplayDate(iso)}, ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}
