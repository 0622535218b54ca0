// The routes of the identity module, for app.ts to register.
export { authRoutes } from './sessions/sessions.routes.js';
export { signupRoutes } from './sign-up/sign-up.routes.js';
export { signinRoutes } from './sign-in/sign-in.routes.js';
export { passwordRoutes } from './password/password.routes.js';
export { switchingRoutes } from './switching/switching.routes.js';
export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { guestAccountRoutes } from './guests/guest-accounts.routes.js';
