import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_URL: z.url({ message: 'must be an absolute URL such as http://localhost:3000' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Goodhive <no-reply@goodhive.example>'),
  OAUTH_CLIENT_ID: z.string().min(1).default('goodhive-web'),
  OAUTH_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').default('goodhive-web-local-secret'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).default(30 * 24 * 3600),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)').optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  UPLOAD_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  VISITOR_COUNTRY_PRESELECT: booleanFlag.default(false),
  VISITOR_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as cf-ipcountry')
    .default('cf-ipcountry'),
  JOBS_ENABLED: booleanFlag.optional(),
  WEBHOOK_ALLOW_PRIVATE_URLS: booleanFlag.optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  oauthClientId: string;
  oauthClientSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  seedDemo: boolean;
  logLevel: string;
  bodyLimit: number;
  /** Who takes payments: 'stripe' when STRIPE_SECRET_KEY is set (or chosen), else the built-in sandbox. */
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey?: string;
  /** Verifies Stripe webhook signatures; required with Stripe. */
  stripeWebhookSecret?: string;
  /** Read the client IP from X-Forwarded-For (only behind a load balancer you run). */
  trustProxy: boolean;
  /** Multiplies every abuse limit (e.g. 100 for browser test runs from one address). */
  rateLimitScale: number;
  /**
   * Preselect the visitor's country on sign-up from the country header that the load balancer or CDN in front
   * sets (off by default: the form then starts with India).
   */
  visitorCountry: { preselect: boolean; header: string };
  /** Uploaded files: the folder of the disk storage and the largest accepted file. */
  uploads: { dir: string; maxBytes: number };
  /** Run the background jobs (expiries, reminders) in this process; several processes may, each job runs once. Off by default under NODE_ENV=test. */
  jobsEnabled: boolean;
  /**
   * Webhook endpoints may be plain http and point at private, loopback or link-local addresses (a receiver on this
   * machine). Off in production (https to public addresses only, checked again before every delivery), on elsewhere.
   */
  webhookAllowPrivateUrls: boolean;
};

/** Thrown with one line per invalid variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Reads and validates the configuration once from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) problems.push('SMTP_URL: must be set in production (mail cannot be delivered without it)');
  if (e.NODE_ENV === 'production' && e.OAUTH_CLIENT_SECRET === 'goodhive-web-local-secret') {
    problems.push('OAUTH_CLIENT_SECRET: must be set to a private value in production');
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (paymentProvider === 'stripe' && !e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: must be set when PAYMENT_PROVIDER is stripe');
  if (paymentProvider === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: must be set with Stripe (payments are confirmed by signed webhooks)');
  if (e.NODE_ENV === 'production' && paymentProvider === 'sandbox' && e.PAYMENT_PROVIDER !== 'sandbox') {
    problems.push('PAYMENT_PROVIDER: set STRIPE_SECRET_KEY in production, or PAYMENT_PROVIDER=sandbox to accept test cards only');
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oauthClientId: e.OAUTH_CLIENT_ID,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    paymentProvider,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    visitorCountry: { preselect: e.VISITOR_COUNTRY_PRESELECT, header: e.VISITOR_COUNTRY_HEADER.toLowerCase() },
    uploads: { dir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')), maxBytes: e.UPLOAD_MAX_BYTES },
    // On unless turned off; off under NODE_ENV=test (browser tests), where a test runs jobs when it means to.
    jobsEnabled: e.JOBS_ENABLED ?? e.NODE_ENV !== 'test',
    webhookAllowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS ?? e.NODE_ENV !== 'production',
  };
}
