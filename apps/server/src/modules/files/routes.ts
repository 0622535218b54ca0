// The routes of the files module, for app.ts to register.
export { fileRoutes } from './files.routes.js';
