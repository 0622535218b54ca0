import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('gives working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, env: 'development', appUrl: 'http://localhost:3000', seedDemo: true });
    expect(config.visitorCountry).toEqual({ preselect: false, header: 'cf-ipcountry' });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/gh',
      DATABASE_URL: 'postgres://u@db:5432/goodhive',
      APP_URL: 'https://give.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Goodhive <hello@give.example.com>',
      OAUTH_CLIENT_ID: 'web',
      OAUTH_CLIENT_SECRET: 'a-very-long-secret-value',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: 'sk_test_123abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_456def',
      VISITOR_COUNTRY_PRESELECT: 'true',
      VISITOR_COUNTRY_HEADER: 'X-Country',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/gh',
      databaseUrl: 'postgres://u@db:5432/goodhive',
      appUrl: 'https://give.example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Goodhive <hello@give.example.com>',
      oauthClientId: 'web',
      oauthClientSecret: 'a-very-long-secret-value',
      env: 'production',
      seedDemo: false,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_123abc',
      stripeWebhookSecret: 'whsec_456def',
      visitorCountry: { preselect: true, header: 'x-country' },
    });
  });

  it('lists one line per bad value', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_URL: 'not a url', SMTP_URL: 'http://x', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['APP_URL', 'DATABASE_URL', 'NODE_ENV', 'PORT', 'SMTP_URL']);
    }
  });

  it('refuses the development client secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OAUTH_CLIENT_SECRET/);
  });
});
