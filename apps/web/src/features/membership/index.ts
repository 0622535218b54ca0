/** The membership feature's public face (packages, upgrade, renewal, auto-renewal): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadUpgradePage = () => import('./routes/upgrade-page');
export const loadUpgradeOptionsPage = () => import('./routes/upgrade-options-page');
export const loadUpgradeTrialPage = () => import('./routes/upgrade-trial-page');
export const loadRenewMembershipPage = () => import('./routes/renew-membership-page');
export const loadDowngradePage = () => import('./routes/downgrade-page');
export const loadCancelAutoRenewPage = () => import('./routes/cancel-auto-renew-page');
export const loadSignUpPages = () => import('./routes/sign-up-page');
export const loadSignUpCompletePage = () => import('./routes/sign-up-complete-page');
