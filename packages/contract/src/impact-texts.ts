/** The zod-free part of impact.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */

export const impactMessages = {
  beginAfterEnd: 'The begin date must be on or before the end date.',
  tooManyPeriods: 'This range has too many periods to chart. Choose a shorter range or a longer period type.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
  notYourAccount: 'You can only see the impact of your own giving account.',
  oneGiver: 'Name exactly one of company_id or user_id.',
  profilePrivate: 'This profile is private or does not exist.',
  partnersOnly: 'Only worthy-cause partners can see this.',
  partnerNotFound: 'Worthy cause not found.',
  statementTooLong: 'The statement would be too long. Choose a shorter period.',
} as const;

/** The most periods one chart call answers (e.g. about 2.7 years of days). */
export const IMPACT_MAX_PERIODS = 1000;

/** Default page size of the impact history (limit=-1 asks for every row). */
export const IMPACT_HISTORY_PAGE_SIZE = 20;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'DD MMM YYYY' (e.g. 05 Sep 2026) of an instant or a YYYY-MM-DD day, in UTC. */
export function formatDisplayDay(value: Date | string): string {
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const rangePart = (begin?: string | null, end?: string | null) => (begin || end ? `_${begin ?? 'start'}_to_${end ?? 'today'}` : '');

/** File name of the impact history CSV. */
export const impactHistoryCsvFileName = (begin?: string | null, end?: string | null) => `impact_history${rangePart(begin, end)}.csv`;

/** File name of the PDF statement. */
export const statementFileName = (begin?: string | null, end?: string | null) => `impact_statement${rangePart(begin, end)}.pdf`;

export const contributionsCsvFileName = (begin?: string | null, end?: string | null) => `contributions${rangePart(begin, end)}.csv`;
