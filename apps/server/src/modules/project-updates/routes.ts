// The routes of the project-updates module, for app.ts to register.
export { projectUpdateRoutes } from './updates.routes.js';
