// The routes of the projects module, for app.ts to register.
export { partnerProjectRoutes } from './partner-projects.routes.js';
export { adminProjectRoutes } from './admin-projects.routes.js';
