// The routes of the notifications module, for app.ts to register.
export { notificationRoutes } from './notifications.routes.js';
