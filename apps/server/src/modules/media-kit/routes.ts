// The routes of the media-kit module, for app.ts to register.
export { mediaKitRoutes } from './media-kit.routes.js';
