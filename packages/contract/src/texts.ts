/**
 * The contract without zod: the texts users read, constants and pure helpers. The web app imports these from
 * '@goodhive/contract/texts' so a screen that only shows them does not load the schemas (and zod) before its
 * first paint. Every name here is also exported by the package's main entry, for the server and the tests.
 */
export * from './messages.js';
export * from './constants.js';
export * from './format.js';
export * from './account-messages.js';
export * from './catalogue-constants.js';
export * from './accounts-texts.js';
export * from './cart-texts.js';
export * from './certificates-texts.js';
export * from './contributions-texts.js';
export * from './impact-texts.js';
export * from './lookups-texts.js';
export * from './memberships-texts.js';
export * from './partner-admin-texts.js';
export * from './partner-contributions-texts.js';
export * from './partner-documents-texts.js';
export * from './partner-profile-texts.js';
export * from './partner-projects-texts.js';
export * from './profiles-texts.js';
export * from './profile-edit-texts.js';
export * from './project-updates-texts.js';
export * from './referrals-texts.js';
export * from './uploads-texts.js';
export * from './billing-texts.js';
export * from './media-kit-texts.js';
export * from './notification-settings-texts.js';
export * from './impact-reminders-texts.js';
export * from './admin-users-texts.js';
export * from './admin-dashboard-texts.js';
export * from './partner-applications-texts.js';
export * from './notifications-texts.js';
export * from './referral-codes-texts.js';
export * from './public-site-texts.js';
export * from './banners-texts.js';
export * from './admin-giving-texts.js';
export * from './remittances-texts.js';
export * from './guest-giving-texts.js';
export * from './campaigns-texts.js';
export * from './tokens-texts.js';
export * from './stories-texts.js';
export * from './membership-payments-admin-texts.js';
export * from './admin-recurring-texts.js';
export * from './team-texts.js';
export * from './site-search-texts.js';
export * from './events-texts.js';
export * from './milestones-texts.js';
export * from './accounts-admin-texts.js';
export * from './membership-sign-up-texts.js';
export * from './engagement-texts.js';
export * from './giving-api-texts.js';
export * from './webhooks-texts.js';
