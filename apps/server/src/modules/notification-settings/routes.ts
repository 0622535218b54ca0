// The routes of the notification-settings module, for app.ts to register.
export { notificationSettingsRoutes } from './notification-settings.routes.js';
