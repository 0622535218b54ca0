// The routes of the impact module, for app.ts to register.
export { impactRoutes } from './impact.routes.js';
