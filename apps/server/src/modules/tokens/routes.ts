import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { registerJobHandler } from '../jobs/index.js';
import { expireTokens } from './token-expiry.service.js';
import { tokenAdminRoutes } from './token-admin.routes.js';
import { tokenCallRoutes, tokenPaymentRoutes } from './tokens.routes.js';

// Token expiry on the one job runner: notices 7 days before, then the value goes back to the company.
registerJobHandler(JOB_NAMES.tokenExpiry, expireTokens);

/** The routes of the tokens module, for app.ts to register: the /v2/token/ calls, the sandbox payment page, the staff's calls. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  await tokenCallRoutes(app, ctx);
  await tokenPaymentRoutes(app, ctx);
  await tokenAdminRoutes(app, ctx);
}
