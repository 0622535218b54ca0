/** The zod-free part of admin-giving.ts (re-exported there): texts and constants of the staff giving screens. */

export const ADMIN_GIVING_PAGE_SIZE = 25;
/** The most rows one CSV export carries. */
export const ADMIN_GIVING_EXPORT_MAX = 50_000;
/** How a giving was paid: the payment provider, or the offline methods staff record. */
export const GIVING_PAYMENT_METHODS = ['sandbox', 'stripe', 'credit', 'platform', 'manual', 'bank_transfer', 'cheque'] as const;
export type GivingPaymentMethod = (typeof GIVING_PAYMENT_METHODS)[number];
export const OFFLINE_PAYMENT_METHODS = ['bank_transfer', 'cheque'] as const;
export const GIVING_CURRENCIES = ['USD', 'SGD'] as const;
/** The largest amount one offline giving may record, in US dollars. */
export const OFFLINE_GIVING_MAX_USD = 1_000_000;

export const givingPaymentMethodLabels: Record<GivingPaymentMethod, string> = {
  sandbox: 'Card (sandbox)',
  stripe: 'Card',
  credit: 'Giving credit',
  platform: 'Trial gift',
  manual: 'Marked paid by staff',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
};

export const adminGivingMessages = {
  notFound: 'Giving not found.',
  offlineRecorded: 'Offline giving recorded. The receipt is on its way to the giver.',
  ownerRequired: 'Choose the company or the user who gave.',
  companyWithoutMembers: 'This company has no member to record the giving for.',
  levelNotFound: 'An impact level was not found.',
  levelUnavailable: (title: string) => `"${title}" cannot be given: its project is not live or the impact level is switched off.`,
  tooLarge: `One offline giving can be at most US $${OFFLINE_GIVING_MAX_USD.toLocaleString('en-US')}.`,
  futureDate: 'The date received cannot be in the future.',
  dateRange: 'The end date must be on or after the start date.',
  amountRange: 'The highest amount must be at least the lowest.',
  remitted: 'Contributions already remitted to their partner cannot change status.',
  creditFunded: 'Giving paid with a giving credit cannot change status by hand.',
} as const;
