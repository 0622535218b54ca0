// The routes of the health module, for app.ts to register.
export { healthRoutes } from './health.routes.js';
