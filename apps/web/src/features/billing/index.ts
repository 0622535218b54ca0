/** The billing feature's public face (billing details, giving payments, token purchases): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadBillingDetailsPage = () => import('./routes/billing-details-page');
export const loadBillingImpactsPage = () => import('./routes/billing-impacts-page');
export const loadBillingTokensPage = () => import('./routes/billing-tokens-page');
