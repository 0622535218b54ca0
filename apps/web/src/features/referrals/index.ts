/** The referrals feature's public face (suggested worthy causes): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadAdminReferralsPage = () => import('./routes/admin-referrals-page');
export const loadReferAProjectPage = () => import('./routes/refer-a-project-page');
