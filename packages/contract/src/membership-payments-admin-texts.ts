/** The zod-free part of membership-payments-admin.ts (re-exported there): texts of the staff membership payment screens. */

export const MEMBERSHIP_PAYMENTS_PAGE_SIZE = 25;

export const membershipPaymentAdminMessages = {
  notFound: 'Membership payment not found.',
  corrected: 'Membership payment corrected.',
  reasonRequired: 'Say why the payment is corrected; it goes in the audit log.',
  nothingChanged: 'Change at least one field.',
  recorded: 'Membership payment recorded.',
  reasonRequiredCreate: 'Say why the payment is recorded by hand; it goes in the audit log.',
  companyNotFound: 'Company not found.',
  packageNotFound: 'Choose a package.',
  noPayer: 'This company has no owner or admin to bill.',
  periodRequired: 'Choose a period: 1 monthly, 2 to 4 annual.',
  incompleteHasNoDates: 'Only a complete payment has a day paid and a membership end date.',
  paidOnInFuture: 'The day paid cannot be in the future.',
  endBeforePaid: 'The membership must end after the day it was paid.',
  endInPast: 'The membership would end in the past: choose an end date after today.',
  endBeforeCurrent: (current: string) => `The company's membership already runs until ${current}; this payment would end it earlier.`,
  completeByNewPayment: 'An incomplete payment cannot be completed here: record a new complete payment, which extends the membership and e-mails the receipt.',
  receiptOnlyPaid: 'Only a complete payment has a receipt.',
} as const;

/** How a manual membership payment was made (stored as its provider). */
export const MANUAL_MEMBERSHIP_METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'cash', label: 'Cash' },
  { value: 'other', label: 'Other' },
] as const;
export type ManualMembershipMethod = (typeof MANUAL_MEMBERSHIP_METHODS)[number]['value'];
/** How a membership payment was paid, as people read it: a card through the provider, or how staff recorded it. */
export function membershipPaymentMethodLabel(provider: string | null): string {
  if (provider === 'stripe') return 'Card (Stripe)';
  if (provider === 'sandbox') return 'Card (Sandbox)';
  if (provider === 'manual') return 'Recorded by staff';
  return MANUAL_MEMBERSHIP_METHODS.find((m) => m.value === provider)?.label ?? (provider ?? '-');
}

/** Payment status 1 is Complete; any other value Incomplete; a company whose renewal is not required shows none. */
export function adminPaymentStatusLabel(paymentStatus: number, recurringStatus: string | null): string | null {
  if (recurringStatus === 'not_required') return null;
  return paymentStatus === 1 ? 'Complete' : 'Incomplete';
}
