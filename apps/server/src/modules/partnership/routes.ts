// The routes of the partnership module, for app.ts to register.
export { partnershipRoutes } from './partnership.routes.js';
