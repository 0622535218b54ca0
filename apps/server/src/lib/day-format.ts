/**
 * A day as the platform shows it everywhere ('DD MMM YYYY', e.g. '05 Mar 2026'), in UTC: a Date, or an ISO day
 * ('2026-03-05') read as that calendar day.
 */
export function formatDay(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
