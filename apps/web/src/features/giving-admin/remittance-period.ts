/** Days as YYYY-MM-DD (UTC). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Last calendar month (UTC), the usual remittance period. */
export function lastMonth(now = new Date()): { periodStart: string; periodEnd: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { periodStart: isoDay(start), periodEnd: isoDay(end) };
}

export const todayUtc = () => isoDay(new Date());
