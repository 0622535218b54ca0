/** The zod-free part of membership-payments-admin.ts (re-exported there): texts of the staff membership payment screens. */

export const MEMBERSHIP_PAYMENTS_PAGE_SIZE = 25;

export const membershipPaymentAdminMessages = {
  notFound: 'Membership payment not found.',
  corrected: 'Membership payment corrected.',
  reasonRequired: 'Say why the payment is corrected; it goes in the audit log.',
  nothingChanged: 'Change at least one field.',
} as const;

/** Payment status 1 is Complete; any other value Incomplete; a company whose renewal is not required shows none. */
export function adminPaymentStatusLabel(paymentStatus: number, recurringStatus: string | null): string | null {
  if (recurringStatus === 'not_required') return null;
  return paymentStatus === 1 ? 'Complete' : 'Incomplete';
}
