// The routes of the public-site module, for app.ts to register.
export { publicSiteRoutes, crawlerRoutes } from './public-site.routes.js';
