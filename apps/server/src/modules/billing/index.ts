// The public face of the billing module: what other modules (the membership renewal) may use.
export { chargeSavedCard, claimRenewalCharge, primaryCardOfCompany, recordRenewalCharge, renewalIdempotencyKey } from './renewal-charges.service.js';
export type { CardRow, RenewalChargeRow } from './renewal-charges.service.js';
