// The routes of the banners module, for app.ts to register.
export { bannerRoutes } from './banners.routes.js';
