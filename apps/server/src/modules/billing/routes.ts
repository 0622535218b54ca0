import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context.js';
import { billingPageRoutes } from './billing-pages.routes.js';
import { billingCallRoutes } from './billing.routes.js';

/** The routes of the billing module, for app.ts to register: the billing calls and the card pages. */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  await billingCallRoutes(app, ctx);
  await billingPageRoutes(app, ctx);
}
