import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUpgradeSchema,
  adminUserMessages,
  userActionResponseSchema,
  cancelAutoRenewResponseSchema,
  companyMainResponseSchema,
  companyPlansResponseSchema,
  currentPackageResponseSchema,
  membershipMessages,
  membershipPaymentParamsSchema,
  membershipPaymentResponseSchema,
  packagesListResponseSchema,
  packagesResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { AppError, fieldErrors } from '../../lib/errors.js';
import { upgradeUser } from '../admin-users/index.js';
import {
  cancelAutoRenew,
  getCompanyMain,
  getCurrentPackage,
  getPayment,
  listCompanyPlans,
  listPackagePrices,
  listPackages,
  listPremiumPackages,
  startUpgrade,
} from './memberships.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Packages, the caller's membership, upgrade (and renew), and auto-renewal. Downgraded members may use all of them. */
export async function membershipCallRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['memberships'];
  const pub = { public: true, downgraded: 'allow' as const };
  const business = { allow: ['business' as const], downgraded: 'allow' as const };

  r.get('/app/packages', { config: pub, schema: { tags, summary: 'The four membership packages with their prices', response: { 200: packagesResponseSchema } } }, async () =>
    ok(await listPackages(ctx.db)),
  );
  r.get('/app/packageslist', { config: pub, schema: { tags, summary: 'Every package price, one row per package and period', response: { 200: packagesListResponseSchema } } }, async () =>
    ok(await listPackagePrices(ctx.db)),
  );
  r.get('/app/premium-packages', { config: pub, schema: { tags, summary: 'The premium packages (team accounts and tokens)', response: { 200: packagesResponseSchema } } }, async () =>
    ok(await listPremiumPackages(ctx.db)),
  );
  r.get('/app/company-plans', { config: pub, schema: { tags, summary: 'The membership periods (1 monthly; 2, 3, 4 annual for 1, 2, 3 years)', response: { 200: companyPlansResponseSchema } } }, async () =>
    ok(listCompanyPlans()),
  );
  r.get(
    '/app/current-package/package',
    { config: business, schema: { tags, summary: "The caller's company package, period, end date and auto-renewal", response: { 200: currentPackageResponseSchema, ...errors } } },
    async (request) => ok(await getCurrentPackage(ctx.db, requireAuth(request))),
  );
  r.get(
    '/v2/company/main',
    { config: business, schema: { tags, summary: "The caller's company with its membership", response: { 200: companyMainResponseSchema, ...errors } } },
    async (request) => ok(await getCompanyMain(ctx.db, requireAuth(request))),
  );
  // Members upgrade or renew their own company through the payment page; staff (with user_id) put a user's company
  // on a package and period by hand, recorded as a complete membership payment (the /admin/users/upgrade screen).
  r.post(
    '/user/upgrade',
    {
      config: { allow: ['business' as const, 'admin' as const], downgraded: 'allow' as const },
      schema: {
        tags,
        summary: 'Upgrade or renew: opens the payment page for a package and period priced by the server; staff upgrade a user by hand (user_id, reason)',
        body: upgradeRequestSchema,
        response: { 200: z.union([upgradeResponseSchema, userActionResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.userType === 'admin') {
        const parsed = adminUpgradeSchema.safeParse(request.body);
        if (!parsed.success) throw new AppError(422, 'The upgrade could not be made.', fieldErrors(parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message }))));
        return ok(await upgradeUser(ctx.db, auth, parsed.data, new Date(), { ip: request.ip }), adminUserMessages.companyUpgraded);
      }
      return ok(await startUpgrade(ctx.db, ctx.config, auth, request.body), membershipMessages.paymentStarted);
    },
  );
  r.get(
    '/user/upgrade/:id',
    { config: business, schema: { tags, summary: 'A membership payment of the caller\'s company', params: membershipPaymentParamsSchema, response: { 200: membershipPaymentResponseSchema, ...errors } } },
    async (request) => ok(await getPayment(ctx.db, requireAuth(request), request.params.id)),
  );
  r.post(
    '/user/upgrade/cancel',
    { config: business, schema: { tags, summary: 'Cancel Membership Auto-Renewal', response: { 200: cancelAutoRenewResponseSchema, ...errors } } },
    async (request) => ok(await cancelAutoRenew(ctx.db, requireAuth(request)), membershipMessages.autoRenewCancelled),
  );
}
