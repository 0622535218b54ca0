import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '@goodhive/contract';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { lookupRoutes } from './modules/lookups/lookups.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { paymentRoutes } from './modules/checkout/payments.routes.js';
import { contributionRoutes } from './modules/contributions/contributions.routes.js';
import { creditRoutes } from './modules/credits/credits.routes.js';
import { widgetRoutes } from './modules/widgets/widgets.routes.js';
import { widgetPageRoutes } from './modules/widgets/widget-pages.js';
import { certificateRoutes } from './modules/certificates/certificates.routes.js';
import { partnershipRoutes } from './modules/partnership/partnership.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { partnerProfileRoutes } from './modules/partners/partner-profile.routes.js';
import { partnerProjectRoutes } from './modules/projects/partner-projects.routes.js';
import { adminProjectRoutes } from './modules/projects/admin-projects.routes.js';
import { impactRoutes } from './modules/impact/impact.routes.js';
import { signupRoutes } from './modules/accounts/signup.routes.js';
import { signinRoutes } from './modules/accounts/signin.routes.js';
import { passwordRoutes } from './modules/accounts/password.routes.js';
import { switchingRoutes } from './modules/accounts/switching.routes.js';
import { devMailboxRoutes } from './modules/accounts/dev-mailbox.routes.js';
import { partnerAdminRoutes } from './modules/partner-admin/partner-admin.routes.js';
import { partnerDocumentRoutes } from './modules/partner-documents/partner-documents.routes.js';
import { partnerContributionRoutes } from './modules/partner-contributions/partner-contributions.routes.js';
import { projectUpdateRoutes } from './modules/project-updates/updates.routes.js';
import { referralRoutes } from './modules/referrals/referrals.routes.js';
import { partnerPageRoutes } from './modules/partner-pages/partner-pages.routes.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { createDiskStorage } from './lib/storage/disk-storage.js';
import type { FileStorage } from './lib/storage/file-storage.js';

/** What every route module receives. */
export type AppContext = {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
  storage: FileStorage;
  version: string;
};

/** Route modules, each registered under /api. A new domain adds one line here. */
const routeModules = [healthRoutes, authRoutes, userRoutes, lookupRoutes, signupRoutes, signinRoutes, passwordRoutes, switchingRoutes, catalogueRoutes, cartRoutes, checkoutRoutes, paymentRoutes, contributionRoutes, creditRoutes, widgetRoutes, certificateRoutes, partnershipRoutes, profileRoutes, fileRoutes, partnerProfileRoutes, partnerProjectRoutes, adminProjectRoutes, impactRoutes, partnerContributionRoutes, partnerAdminRoutes, partnerDocumentRoutes, projectUpdateRoutes, referralRoutes, partnerPageRoutes];

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebDist = path.resolve(here, '../../web/dist');
const defaultWidgetDist = path.resolve(here, '../../web/dist-widget');

export type BuildOptions = { config: Config; database: Database; webDist?: string | null; widgetDist?: string | null; logger?: boolean };

/** Builds the HTTP application without listening; tests call it with their own database. */
export async function buildApp({ config, database, webDist = defaultWebDist, widgetDist = defaultWidgetDist, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const ctx: AppContext = { config, db: database.db, database, mailer, storage: createDiskStorage(config.uploads.dir), version: '0.1.0' };

  await app.register(helmet, {
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
  await app.register(formbody);
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

  const indexHtml = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? path.join(webDist, 'index.html') : null;
  if (indexHtml && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing fingerprinted file is a real 404 (a stale tab asking for an old chunk), never the app page.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      // The web app's own routes: React Router decides what to show.
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    }
    return reply.status(404).send({ status: 'error', message: messages.routeNotFound });
  });

  return app;
}
