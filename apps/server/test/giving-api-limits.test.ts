import { describe, expect, it } from 'vitest';
import { givingApiMessages as m } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { useTestApp } from './helpers.js';
import { apiKeys, users } from '../src/db/schema/index.js';
import { sha256 } from '../src/lib/secrets.js';
import { newSecret } from '../src/modules/giving-api/index.js';
import { createCompany } from './giving-helpers.js';

describe('Giving API rate limits across server processes', () => {
  // 3,000 a minute scaled down to 3, so a test can use up a window.
  const ctx = useTestApp({ env: { RATE_LIMIT_SCALE: '0.001' } });

  it('two servers on one database share each key\u2019s window: the fourth call in a minute is 429 on either, another key is not held back', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    try {
      await second.ready();
      // Keys written as the key screen writes them (signing in would meet the scaled-down sign-in limits too).
      const companyId = await createCompany(ctx);
      const [owner] = await ctx.database.db.insert(users).values({ email: `limits-${Date.now()}@test.example`, first_name: 'Key', last_name: 'Owner', password_hash: 'x', role_id: 5, user_type: 'business', account: 'company' }).returning({ id: users.id });
      const create = async () => {
        const secret = newSecret('test');
        await ctx.database.db.insert(apiKeys).values({ company_id: companyId, name: 'Till', mode: 'test', scopes: 'impact:read', prefix: secret.slice(0, 12), key_hash: sha256(secret), created_by: owner.id });
        return secret;
      };
      const key = await create();
      const other = await create();
      const get = (app: typeof second, secret: string) => app.inject({ method: 'GET', url: '/api/public/v1/projects', headers: { authorization: `Bearer ${secret}` } });
      // Keep the four calls inside one minute's window.
      const secondsLeft = 60 - new Date().getUTCSeconds();
      if (secondsLeft < 5) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
      const answers = [await get(ctx.app, key), await get(second, key), await get(ctx.app, key), await get(second, key)];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((r) => r.headers.ratelimit?.toString().split(';')[1])).toEqual(['r=2', 'r=1', 'r=0', 'r=0']);
      expect(answers[0].headers['ratelimit-policy']).toBe('"per-key";q=3;w=60');
      expect(answers[3].json()).toEqual({ status: 'error', message: m.rateLimited });
      expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(ctx.app, key)).statusCode).toBe(429);
      expect((await get(second, other)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
