// The routes of the certificates module, for app.ts to register.
export { certificateRoutes } from './certificates.routes.js';
