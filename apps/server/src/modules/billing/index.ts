// The public face of the billing module: what other modules may use (the membership renewal; the partner
// profile's tax-detail calls, which serve members' giving accounts too; the billing account rule, which the
// membership payments on the billing page follow).
export { addTaxDetail, removeTaxDetail, resolveBillingAccount } from './billing.service.js';
export { chargeSavedCard, claimRenewalCharge, primaryCardOfAccount, primaryCardOfCompany, recordRenewalCharge, renewalIdempotencyKey } from './renewal-charges.service.js';
export type { CardRow, RenewalChargeRow } from './renewal-charges.service.js';
