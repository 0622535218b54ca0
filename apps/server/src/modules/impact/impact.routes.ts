import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context.js';
import { impactDashboardRoutes } from './dashboard.routes.js';
import { impactExportRoutes } from './exports.routes.js';
import { impactHistoryRoutes } from './history.routes.js';

/** Impact reads: dashboard figures, impact history and its downloads (paid contributions only). */
export async function impactRoutes(app: FastifyInstance, ctx: AppContext) {
  await impactDashboardRoutes(app, ctx);
  await impactHistoryRoutes(app, ctx);
  await impactExportRoutes(app, ctx);
}
