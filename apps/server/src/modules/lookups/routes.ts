// The routes of the lookups module, for app.ts to register.
export { lookupRoutes } from './lookups.routes.js';
