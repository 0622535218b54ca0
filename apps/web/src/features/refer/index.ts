/** The refer feature's public face (referrals, hives, connect): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadInvitePage = () => import('./routes/invite-page');
export const loadHiveBuilderPage = () => import('./routes/hive-builder-page');
export const loadHiveMemberPage = () => import('./routes/hive-member-page');
export const loadMyHivePage = () => import('./routes/my-hive-page');
export const loadPublicHivePage = () => import('./routes/public-hive-page');
export const loadJoinHivePage = () => import('./routes/join-hive-page');
export const loadConnectPage = () => import('./routes/connect-page');
export const loadAdminReferralCodesPage = () => import('./routes/admin-referral-codes-page');
export const loadAdminReferralCodeFormPage = () => import('./routes/admin-referral-code-form-page');
export const loadAdminProgrammesPage = () => import('./routes/admin-programmes-page');
export const loadAdminProgrammeFormPage = () => import('./routes/admin-programme-form-page');
export const loadAdminHivesPage = () => import('./routes/admin-hives-page');
export const loadAdminHiveFormPage = () => import('./routes/admin-hive-form-page');
