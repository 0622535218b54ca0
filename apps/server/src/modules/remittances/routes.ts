// The routes of the remittances module, for app.ts to register.
export { remittanceRoutes } from './remittances.routes.js';
