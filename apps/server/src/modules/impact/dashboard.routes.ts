import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  givingStatusQuerySchema,
  givingStatusResponseSchema,
  globalImpactsResponseSchema,
  impactUserParamsSchema,
  impactsGroupedQuerySchema,
  impactsGroupedResponseSchema,
  statImpactsQuerySchema,
  statImpactsResponseSchema,
  wcChartQuerySchema,
  wcChartResponseSchema,
  wcCountersQuerySchema,
  wcCountersResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { getWcChartData, getWcCounters } from './categories.service.js';
import { getGivingStatus, getImpactsGroupedByDate, getStatImpacts, readGlobalImpacts } from './dashboard.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** The dashboard figures of an account, its giving status, and the platform-wide totals. */
export async function impactDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['impact'];

  r.get(
    '/user/:id/stat-impacts',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'Dashboard figures of the account the user acts for: totals, categories, favourite category, trial',
        params: impactUserParamsSchema,
        querystring: statImpactsQuerySchema,
        response: { 200: statImpactsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getStatImpacts(ctx.db, requireAuth(request), request.params.id, request.query)),
  );
  r.get(
    '/user/:id/impacts-grouped-by-date',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'Giving and beneficiaries per day, month or year (empty periods included)',
        params: impactUserParamsSchema,
        querystring: impactsGroupedQuerySchema,
        response: { 200: impactsGroupedResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getImpactsGroupedByDate(ctx.db, requireAuth(request), request.params.id, request.query)),
  );
  r.get(
    '/user/contribution/getWCCounters',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Paid figures per impact category', querystring: wcCountersQuerySchema, response: { 200: wcCountersResponseSchema, ...errors } } },
    async (request) => ok(await getWcCounters(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/user/contribution/getWCChartData',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Series per impact category over time', querystring: wcChartQuerySchema, response: { 200: wcChartResponseSchema, ...errors } } },
    async (request) => ok(await getWcChartData(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/user/giving-status',
    {
      config: { downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'Whether the account has paid giving (unlocks the Share and Community menus of companies)',
        querystring: givingStatusQuerySchema,
        response: { 200: givingStatusResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getGivingStatus(ctx.db, requireAuth(request), request.query)),
  );
  r.post(
    '/user/user-global-impacts',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'Platform-wide totals: beneficiaries, givers, projects, countries', response: { 200: globalImpactsResponseSchema, ...errorResponses(401) } } },
    async () => ok(await readGlobalImpacts(ctx.db)),
  );
}
