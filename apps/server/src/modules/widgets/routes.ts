// The routes of the widgets module, for app.ts to register.
export { widgetRoutes } from './widgets.routes.js';
export { widgetPageRoutes } from './widget-pages.js';
