// The routes of the hives module, for app.ts to register.
export { hiveRoutes } from './hives.routes.js';
