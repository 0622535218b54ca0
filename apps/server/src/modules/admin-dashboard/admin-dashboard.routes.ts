import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema, errorEnvelopeSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { loadAdminDashboard } from './admin-dashboard.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The staff home's figures (admin-and-partner §2.2 'Home'). */
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
    async () => ({ status: 'success' as const, data: await loadAdminDashboard(ctx.db) }),
  );
}
