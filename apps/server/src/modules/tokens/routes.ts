import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context.js';
import { tokenCallRoutes, tokenPaymentRoutes } from './tokens.routes.js';

/** The routes of the tokens module, for app.ts to register: the /v2/token/ calls and the sandbox payment page. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  await tokenCallRoutes(app, ctx);
  await tokenPaymentRoutes(app, ctx);
}
