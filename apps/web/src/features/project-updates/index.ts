/** The project-updates feature's public face (project updates for givers, partners and staff): other features and the app shell import only this file. */
export { UpdateFeedCard } from './components/update-feed-card';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadAdminUpdatesPage = () => import('./routes/admin-updates-page');
export const loadAdminUpdateEditPage = () => import('./routes/admin-update-edit-page');
export const loadUpdatesFeedPage = () => import('./routes/updates-feed-page');
export const loadUpdateDetailsPage = () => import('./routes/update-details-page');
export const loadPartnerUpdatesPage = () => import('./routes/partner-updates-page');
export const loadPartnerUpdatePage = () => import('./routes/partner-update-page');
export const loadUpdatesRedirect = () => import('./routes/updates-redirect');
