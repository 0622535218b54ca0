// The routes of the users module, for app.ts to register.
export { userRoutes } from './users.routes.js';
