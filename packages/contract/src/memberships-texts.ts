/** The zod-free part of memberships.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
/** Membership periods: 1 is monthly; 2, 3 and 4 are annual plans paid for one, two and three years. */
export const MEMBERSHIP_PERIODS = [
  { id: 1, name: 'Monthly', months: 1, is_annual: false },
  { id: 2, name: 'Annual (1 year)', months: 12, is_annual: true },
  { id: 3, name: 'Annual (2 years)', months: 24, is_annual: true },
  { id: 4, name: 'Annual (3 years)', months: 36, is_annual: true },
] as const;

/** Texts users read about memberships. */
export const membershipMessages = {
  cancelAutoRenewTitle: 'Cancel Membership Auto-Renewal',
  unknownPackage: 'Please choose one of the membership packages.',
  unknownPeriod: 'Please choose a monthly or annual membership period.',
  priceNotAccepted: 'The price is set by Goodhive; do not send it.',
  noCompany: 'Memberships belong to a business account; you have none.',
  notCompanyAdmin: 'Only an admin of the business can manage its membership.',
  paymentNotFound: 'This membership payment was not found.',
  paymentStarted: 'Continue to the payment page to pay for your membership.',
  paid: 'Thank you! Your membership is active.',
  declined: 'Your card was declined. Your membership has not changed; please try another card.',
  cancelledPayment: 'The payment was cancelled. Your membership has not changed.',
  autoRenewCancelled: 'Auto-renewal is cancelled. Your membership stays active until its end date.',
  autoRenewAlreadyOff: 'Auto-renewal is already off for this membership.',
  nothingToRenew: 'There is no paid membership to renew yet; choose a package to upgrade.',
  noSavedCard: 'No saved card is on file, so the membership could not renew automatically.',
  receiptSubject: 'Your Goodhive membership receipt',
} as const;
