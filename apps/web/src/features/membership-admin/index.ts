/** The staff membership payments feature's public face: the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadMembershipPaymentsPage = () => import('./routes/membership-payments-page');
export const loadMembershipPaymentPage = () => import('./routes/membership-payment-page');
export const loadMembershipPaymentCreatePage = () => import('./routes/membership-payment-create-page');
