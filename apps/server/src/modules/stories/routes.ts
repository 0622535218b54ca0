// The routes of the stories module, for app.ts to register.
export { storyRoutes } from './stories.routes.js';
