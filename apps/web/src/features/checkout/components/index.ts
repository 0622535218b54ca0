/**
 * What other screens place from the checkout: the giving credit box for the giving cart, and the
 * one-time gift credit dialog for the business home.
 */
export { GivingCreditBalance } from './giving-credit-balance';
export { GiftCreditDialog } from './gift-credit-dialog';
export { useGivingCredits, givingCreditKeys, type GivingCredits } from '../api/giving-credits';
export { creditCoverage, type CreditCoverage, type GivingAccount } from '../payment-flow';
