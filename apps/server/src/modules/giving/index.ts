// The public face of the giving module: what other modules, the seed and the plugins may import.
export { parseNestedQuery } from './contributions/nested-query.js';
export { creditBalanceCents, findCategoriesOf, grantCreditOnLedger, findContributions, findPaidGroupsOfAccount, scopeWhere } from './giving-shared.service.js';
export { addStoryToCart } from './cart/cart.service.js';
export { giveAsGuest } from './guest/guest.service.js';
export type { GuestGiver } from './guest/guest.service.js';
export { CreditShortError, TokenShortError, afterAutomatedGiving, creditCovers, groupReceipt, recordAutomatedGiving, tokensCover } from './checkout/automated-giving.service.js';
export type { AutomatedLine, AutomatedPayment } from './checkout/automated-giving.service.js';
