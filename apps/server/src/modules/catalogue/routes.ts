// The routes of the catalogue module, for app.ts to register.
export { catalogueRoutes } from './catalogue.routes.js';
