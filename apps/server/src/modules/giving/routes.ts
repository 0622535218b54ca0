// The routes of the giving module, for app.ts to register.
export { cartRoutes } from './cart/cart.routes.js';
export { checkoutRoutes } from './checkout/checkout.routes.js';
export { paymentRoutes } from './checkout/payments.routes.js';
export { contributionRoutes } from './contributions/contributions.routes.js';
export { creditRoutes } from './credits/credits.routes.js';
export { givingAdminRoutes } from './staff/giving-admin.routes.js';
export { guestGivingRoutes } from './guest/guest.routes.js';
