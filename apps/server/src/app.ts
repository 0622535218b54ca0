import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '@goodhive/contract';
import { AppError } from './lib/errors.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppContext } from './http/app-context.js';
import { registerAuth } from './plugins/auth.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { createSerializerCompiler } from './plugins/serializer.js';
import { registerErrorHandling } from './plugins/errors.js';
import { authRoutes, signupRoutes, signinRoutes, passwordRoutes, switchingRoutes, devMailboxRoutes, guestAccountRoutes } from './modules/identity/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { remittanceRoutes } from './modules/remittances/routes.js';
import { cartRoutes, checkoutRoutes, paymentRoutes, contributionRoutes, creditRoutes, givingAdminRoutes, guestGivingRoutes } from './modules/giving/routes.js';
import { widgetRoutes, widgetPageRoutes } from './modules/widgets/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { partnershipRoutes } from './modules/partnership/routes.js';
import { profileRoutes } from './modules/profiles/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { partnerProfileRoutes, partnerAdminRoutes, partnerDocumentRoutes, partnerContributionRoutes, referralRoutes, partnerPageRoutes, partnerApplicationRoutes } from './modules/partners/routes.js';
import { partnerProjectRoutes, adminProjectRoutes } from './modules/projects/routes.js';
import { impactRoutes } from './modules/impact/routes.js';
import { projectUpdateRoutes } from './modules/project-updates/routes.js';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.js';
import { membershipRoutes } from './modules/memberships/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { mediaKitRoutes } from './modules/media-kit/routes.js';
import { notificationSettingsRoutes } from './modules/notification-settings/routes.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { adminUserRoutes } from './modules/admin-users/routes.js';
import { notificationRoutes, broadcastRoutes } from './modules/notifications/routes.js';
import { referralCodeRoutes } from './modules/referral-codes/routes.js';
import { hiveRoutes } from './modules/hives/routes.js';
import { tokenRoutes } from './modules/tokens/routes.js';
import { recurringAdminRoutes, storyEmbedPageRoutes, storyRoutes } from './modules/stories/routes.js';
import { employeeAccountRoutes, teamRoutes } from './modules/team/routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { engagementRoutes } from './modules/engagement/routes.js';
import { publicSiteRoutes, crawlerRoutes } from './modules/public-site/routes.js';
import { pageHeadFor } from './modules/public-site/index.js';
import { bannerRoutes } from './modules/banners/routes.js';
import { siteSearchRoutes } from './modules/site-search/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { milestoneRoutes } from './modules/milestones/routes.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { givingApiRoutes } from './modules/giving-api/routes.js';
import { createMailer } from './lib/mail/mailer.js';
import { createDiskStorage } from './lib/storage/disk-storage.js';
import { createStartup, type Startup } from './startup.js';
import { registerJsonBodies } from './plugins/json-bodies.js';
import { registerWebApp } from './plugins/web-app.js';

/** Route modules, each registered under /api. A new domain adds one line here. */
const routeModules = [healthRoutes, authRoutes, userRoutes, lookupRoutes, signupRoutes, signinRoutes, passwordRoutes, switchingRoutes, catalogueRoutes, cartRoutes, checkoutRoutes, paymentRoutes, contributionRoutes, creditRoutes, givingAdminRoutes, remittanceRoutes, widgetRoutes, certificateRoutes, partnershipRoutes, profileRoutes, fileRoutes, partnerProfileRoutes, partnerProjectRoutes, adminProjectRoutes, impactRoutes, partnerContributionRoutes, partnerAdminRoutes, partnerDocumentRoutes, projectUpdateRoutes, referralRoutes, partnerPageRoutes, adminDashboardRoutes, membershipRoutes, billingRoutes, mediaKitRoutes, notificationSettingsRoutes, reminderRoutes, adminUserRoutes, notificationRoutes, referralCodeRoutes, hiveRoutes, tokenRoutes, storyRoutes, recurringAdminRoutes, publicSiteRoutes, bannerRoutes, siteSearchRoutes, eventRoutes, milestoneRoutes, guestGivingRoutes, guestAccountRoutes, partnerApplicationRoutes, broadcastRoutes, teamRoutes, employeeAccountRoutes, campaignRoutes, engagementRoutes, webhookRoutes, givingApiRoutes];

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultWidgetDist = path.resolve(here, '../../web/dist-widget');

export type BuildOptions = {
  config: Config;
  database: Database;
  webDist?: string | null;
  widgetDist?: string | null;
  logger?: boolean;
  /** Until it is ready the API answers 503 'starting' (main.ts listens before the database is prepared); ready by default. */
  startup?: Startup;
};

/** Builds the HTTP application without listening; tests call it with their own database. */
export async function buildApp({ config, database, webDist = defaultWebDist, widgetDist = defaultWidgetDist, logger, startup = createStartup('ready') }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Compiled answer writers; outside production each answer is also checked against its schema.
  app.setSerializerCompiler(createSerializerCompiler({ validate: config.env !== 'production' }));

  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const ctx: AppContext = { config, db: database.db, database, mailer, storage: createDiskStorage(config.uploads.dir), version: '0.1.0', startup };

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers over 1 kB go out compressed when the client accepts it: brotli at a level that costs little
  // CPU per request, or gzip. Static files are compressed once at build time instead (plugins/web-app.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(formbody);
  registerJsonBodies(app);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Goodhive API', version: ctx.version, description: 'The giving and impact platform API. Every path is under /api.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // Until the database is prepared every call, the health check included, answers 503 'starting'.
      api.addHook('onRequest', async (_request, reply) => {
        if (startup.state === 'ready') return;
        reply.header('retry-after', '5');
        throw new AppError(503, messages.starting, undefined, { state: 'starting' });
      });
      // Auth hooks live in the /api scope only: the docs UI and the web app's files stay public.
      registerAuth(api, database.db);
      // Uploads: one file per request; each call sets its own size limit from the configuration.
      await api.register(multipart, { limits: { files: 1, fields: 10, fileSize: config.uploads.maxBytes } });
      for (const mod of routeModules) await mod(api, ctx);
    },
    { prefix: '/api' },
  );

  // Development only: read the mails the platform sent when no SMTP server is configured.
  if (config.env !== 'production') await app.register(async (dev) => devMailboxRoutes(dev, ctx));

  // Embeddable impact widgets: their own small build, framed by any website.
  await app.register(async (widgets) => widgetPageRoutes(widgets, widgetDist));
  // Stories' counters: server-drawn pages any website may frame.
  await app.register(async (embeds) => storyEmbedPageRoutes(embeds, ctx));

  // Crawlers' files at the root, read from the database: the sitemap and robots.txt.
  await app.register(async (crawlers) => crawlerRoutes(crawlers, ctx));

  // Public pages carry their own title, description and first paint (modules/public-site).
  await registerWebApp(app, webDist, { pageHead: (url) => pageHeadFor(database.db, config.appUrl, url) });

  return app;
}
