// The routes of the partners module, for app.ts to register.
export { partnerProfileRoutes } from './profile/partner-profile.routes.js';
export { partnerAdminRoutes } from './staff/partner-admin.routes.js';
export { partnerDocumentRoutes } from './documents/partner-documents.routes.js';
export { partnerContributionRoutes } from './contributions/partner-contributions.routes.js';
export { referralRoutes } from './suggestions/referrals.routes.js';
export { partnerPageRoutes } from './pages/partner-pages.routes.js';
export { partnerApplicationRoutes } from './applications/partner-applications.routes.js';
