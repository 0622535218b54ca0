// The routes of the admin-users module, for app.ts to register.
export { adminUserRoutes } from './admin-users.routes.js';
