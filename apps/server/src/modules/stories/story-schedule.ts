/** When stories give: months in UTC, a story's day of the month kept (at most the 28th, so every month has it). */

/** The month a giving belongs to (YYYY-MM, UTC). */
export const periodOf = (d: Date) => d.toISOString().slice(0, 7);

/** One calendar month after `d`, on the same day (at most the 28th) and time of day. */
export function addMonth(d: Date, months = 1): Date {
  const day = Math.min(d.getUTCDate(), 28);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
}

/** A story activated now is given at the job's next run. */
export const firstGivingAt = (now: Date) => now;

/**
 * The next giving after `now` for a story due at `from`: a month on from `from`, and further while that is
 * still not after `now` (months missed while nothing ran are not given twice over).
 */
export function nextGivingAfter(from: Date, now: Date): Date {
  let next = addMonth(from);
  while (next.getTime() <= now.getTime()) next = addMonth(next);
  return next;
}

/** Groups items by a key (Map.groupBy needs Node 21). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
