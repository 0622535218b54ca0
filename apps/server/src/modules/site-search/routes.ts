// The routes of the site-search module, for app.ts to register.
export { siteSearchRoutes } from './site-search.routes.js';
