// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
export { findCategoriesOf, findContributions, findPaidGroupsOfAccount, scopeWhere } from './contributions/contributions.repository.js';
export { creditBalanceCents } from './credits/credits.repository.js';
export { grantCreditOnLedger } from './credits/credit-ledger.service.js';
