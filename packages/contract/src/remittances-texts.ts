/** The zod-free part of remittances.ts (re-exported there): texts and constants of the remittance screens. */

/** A partner owed less than this (US dollars) is not paid out: what it is owed carries over to the next period. */
export const REMITTANCE_THRESHOLD_USD = 500;
export const REMITTANCE_PAGE_SIZE = 25;
export const PAYOUT_CURRENCIES = ['USD', 'SGD', 'EUR', 'GBP', 'AUD', 'INR', 'IDR', 'PHP', 'KES', 'KHR', 'PEN'] as const;

export const remittanceMessages = {
  created: 'Remittance created. The advice is in the partner’s resources and on its way by e-mail.',
  partnerNotFound: 'Partner not found.',
  notFound: 'Remittance not found.',
  nothingDue: 'Nothing is owed to this partner for this period: its paid contributions are already remitted.',
  belowThreshold: (owedUsd: string) =>
    `This partner is owed US $${owedUsd}, below the US $${REMITTANCE_THRESHOLD_USD.toLocaleString('en-US')} threshold: it carries over to the next period.`,
  changed: 'What this partner is owed changed since you looked (another remittance or a status change). Check the figures again.',
  feesTooHigh: 'The fees must be less than the amount remitted.',
  futureDate: 'The remittance date cannot be in the future.',
  periodOrder: 'The period must end on or after its first day.',
  periodInFuture: 'The period cannot end in the future.',
} as const;

/** The advice's title in the partner's resources. */
export const remittanceAdviceTitle = (periodStart: string, periodEnd: string) => `Remittance advice ${periodStart} to ${periodEnd}`;
