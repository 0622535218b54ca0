// The routes of the referral-codes module, for app.ts to register.
export { referralCodeRoutes } from './referral-codes.routes.js';
