// The routes of the engagement module, for app.ts to register.
export { engagementRoutes } from './engagement.routes.js';
