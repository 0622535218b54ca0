import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { registerJobHandler } from '../jobs/index.js';
import { membershipPaymentRoutes } from './membership-payments.routes.js';
import { membershipCallRoutes } from './memberships.routes.js';
import { membershipAdminRoutes } from './membership-admin.routes.js';
import { membershipBillingRoutes } from './membership-billing.routes.js';
import { membershipSignUpRoutes } from './membership-sign-up.routes.js';
import { expireMemberships, expireTrials, queueRenewalReminders, sendRenewalReminder } from './membership-lifecycle.service.js';
import { chargeMembershipRenewal } from './renewal-charge.job.js';

// The membership lifecycle on the job runner: trials and memberships end, renewals are reminded and charged.
registerJobHandler(JOB_NAMES.trialExpiry, expireTrials);
registerJobHandler(JOB_NAMES.membershipExpiry, expireMemberships);
registerJobHandler(JOB_NAMES.membershipRenewalReminders, queueRenewalReminders);
registerJobHandler(JOB_NAMES.membershipRenewalReminder, sendRenewalReminder);
registerJobHandler(JOB_NAMES.membershipRenewalCharge, chargeMembershipRenewal);

/** The routes of the memberships module, for app.ts to register: packages, upgrade, renewal, the payment pages, the staff membership payments, the billing page's membership payments and the membership sign-up. */
export async function membershipRoutes(app: FastifyInstance, ctx: AppContext) {
  await membershipCallRoutes(app, ctx);
  await membershipPaymentRoutes(app, ctx);
  await membershipAdminRoutes(app, ctx);
  await membershipBillingRoutes(app, ctx);
  await membershipSignUpRoutes(app, ctx);
}
