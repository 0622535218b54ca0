import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { loadAdminDashboard } from './admin-dashboard.service.js';

const errors = errorResponses(401, 403);

/** The figures of the staff 'Home' screen. */
export async function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/dashboard',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Staff home: giving, trials, review queue, overdue updates, remittances due and failed payments, in one answer',
        response: { 200: adminDashboardResponseSchema, ...errors },
      },
    },
    async () => ok(await loadAdminDashboard(ctx.db)),
  );
}
