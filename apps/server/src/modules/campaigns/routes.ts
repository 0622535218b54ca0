// The routes of the campaigns module, for app.ts to register.
export { campaignRoutes } from './campaigns.routes.js';
