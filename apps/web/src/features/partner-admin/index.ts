/** The partner-admin feature's public face (the staff screens over partners and their users): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadPartnerCreatePage = () => import('./routes/partner-create-page');
export const loadPartnerProfilesPage = () => import('./routes/partner-profiles-page');
export const loadPartnerUsersPage = () => import('./routes/partner-users-page');
export const loadPartnerProfileEditPage = () => import('./routes/partner-profile-edit-page');
export const loadPartnerApplyPage = () => import('./routes/partner-apply-page');
export const loadPartnerApplicationsPage = () => import('./routes/partner-applications-page');
