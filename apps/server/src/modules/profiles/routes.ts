// The routes of the profiles module, for app.ts to register.
export { profileRoutes } from './profiles.routes.js';
