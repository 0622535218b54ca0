/**
 * The checkout feature's public face (payment, giving credits and the payment result screens): other features
 * and the app shell import only this file. The giving cart places the giving credit box, the business home the
 * one-time gift credit dialog.
 */
export { GivingCreditBalance } from './components/giving-credit-balance';
export { GiftCreditDialog } from './components/gift-credit-dialog-place';
export { useGivingCredits, givingCreditKeys, type GivingCredits } from './api/giving-credits';
export { creditCoverage, type CreditCoverage } from './credit-coverage';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadPaymentUnfinishedPages = () => import('./routes/payment-unfinished-pages');
export const loadPaymentRedirectPage = () => import('./routes/payment-redirect-page');
export const loadPaymentSuccessPage = () => import('./routes/payment-success-page');
