// The routes of the events module, for app.ts to register.
export { eventRoutes } from './events.routes.js';
