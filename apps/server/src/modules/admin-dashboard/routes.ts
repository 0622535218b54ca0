// The routes of the admin-dashboard module, for app.ts to register.
export { adminDashboardRoutes } from './admin-dashboard.routes.js';
