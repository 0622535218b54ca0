import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { GIVING_API_ENDPOINTS, ROLE, givingApiMessages as m, messages } from '@goodhive/contract';
import { apiKeys, auditLog, projects } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const WATER = { project_id: 1382, impact_level_id: 3011 };

describe('Giving API: keys, authentication and projects', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;

  /** A company with an admin acting for it. */
  async function company() {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    return { companyId, admin };
  }
  const createKey = async (admin: TestUser, body: Record<string, unknown> = {}) =>
    expectStatus(await a.post('/api/developers/keys', admin.token, { name: 'Shop', mode: 'test', scopes: ['impact:read', 'giving:write', 'stories:write'], ...body }), 200).data as { id: number; secret: string; prefix: string };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string | null, opts: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method, url: `/api/public/v1${url}`, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...opts.headers }, ...(opts.payload === undefined ? {} : { payload: opts.payload as object }) });

  it('a company admin creates a key (the secret shown once, only its hash kept), lists it and revokes it; the key then answers 401', async () => {
    const { companyId, admin } = await company();
    const created = expectStatus(await a.post('/api/developers/keys', admin.token, { name: '  Online shop ', mode: 'live', scopes: ['giving:write', 'giving:write'] }), 200);
    expect(created.message).toBe(m.keyCreated);
    const key = created.data;
    expect(key).toMatchObject({ company_id: companyId, name: 'Online shop', mode: 'live', scopes: ['giving:write'], last_used_at: null, revoked_at: null });
    expect(key.secret).toMatch(/^gh_live_[A-Za-z0-9]{32}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.secret);

    const list = expectStatus(await a.get('/api/developers/keys', admin.token), 200).data;
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list)).not.toContain(key.secret);

    // Using it notes when it was last used.
    expectStatus(await call('GET', '/projects', key.secret), 200);
    expect(expectStatus(await a.get('/api/developers/keys', admin.token), 200).data[0].last_used_at).not.toBeNull();

    const revoked = expectStatus(await a.post(`/api/developers/keys/${key.id}/revoke`, admin.token), 200);
    expect(revoked.data.revoked_at).not.toBeNull();
    expect(expectStatus(await a.post(`/api/developers/keys/${key.id}/revoke`, admin.token), 409).message).toBe(m.keyAlreadyRevoked);
    const after = expectStatus(await call('GET', '/projects', key.secret), 401);
    expect(after).toEqual({ status: 'error', message: m.revokedKey });
  });

  it('only an owner or admin acting for the company manages keys; another company never sees or revokes them', async () => {
    const one = await company();
    const two = await company();
    const key = await createKey(one.admin);
    const member = await createUser(ctx, { companyId: one.companyId });
    const personal = await createUser(ctx);
    for (const who of [member, personal]) {
      expect(expectStatus(await a.get('/api/developers/keys', who.token), 403).message).toBe(m.noAccess);
      expect(expectStatus(await a.post('/api/developers/keys', who.token, { name: 'x', mode: 'test', scopes: ['impact:read'] }), 403).message).toBe(m.noAccess);
      expectStatus(await a.post(`/api/developers/keys/${key.id}/revoke`, who.token), 403);
    }
    expect(expectStatus(await a.get('/api/developers/keys', two.admin.token), 200).data).toEqual([]);
    expect(expectStatus(await a.post(`/api/developers/keys/${key.id}/revoke`, two.admin.token), 404).message).toBe(m.keyNotFound);
    expectStatus(await a.get('/api/developers/keys'), 401);
    // Staff use the admin screens, not the company's.
    const staff = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    expectStatus(await a.get('/api/developers/keys', staff.token), 403);
    // Still usable: nothing was revoked.
    expectStatus(await call('GET', '/projects', key.secret), 200);
  });

  it('refuses bad key input with 422 and writes nothing', async () => {
    const { companyId, admin } = await company();
    for (const body of [{ name: '', mode: 'test', scopes: ['impact:read'] }, { name: 'x', mode: 'demo', scopes: ['impact:read'] }, { name: 'x', mode: 'test', scopes: [] }, { name: 'x', mode: 'test', scopes: ['everything'] }, { name: 'x'.repeat(81), mode: 'live', scopes: ['impact:read'] }]) {
      const res = expectStatus(await a.post('/api/developers/keys', admin.token, body), 422);
      expect(res.status).toBe('error');
      expect(Object.keys(res.errors ?? {})).not.toHaveLength(0);
    }
    expect(await db().select().from(apiKeys).where(eq(apiKeys.company_id, companyId))).toEqual([]);
  });

  it('answers 401 in the envelope without a key, with an unknown one, and with a session token; the session hook never reads API keys', async () => {
    const { admin } = await company();
    expect(expectStatus(await call('GET', '/projects', null), 401)).toEqual({ status: 'error', message: m.missingKey });
    expect(expectStatus(await call('GET', '/projects', 'gh_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 401)).toEqual({ status: 'error', message: m.invalidKey });
    expect(expectStatus(await call('GET', '/projects', 'nonsense'), 401)).toEqual({ status: 'error', message: m.invalidKey });
    expect(expectStatus(await call('GET', '/projects', admin.token), 401)).toEqual({ status: 'error', message: m.invalidKey });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/public/v1/projects', headers: { authorization: 'Basic abc' } });
    expect(expectStatus(res, 401).message).toBe(m.missingKey);
    // An API key is no session token either.
    const key = await createKey(admin);
    expect(expectStatus(await a.get('/api/user/current', key.secret), 401).message).toBe(messages.invalidToken);
  });

  it('lists the live projects the company may see with their levels; a hidden project is 404 and not listed; nothing differs by key', async () => {
    const one = await company();
    const key = await createKey(one.admin, { scopes: ['impact:read'] });
    const list = expectStatus(await call('GET', '/projects?limit=100', key.secret), 200);
    expect(list.meta).toMatchObject({ page: 1, limit: 100 });
    expect(list.meta.total).toBeGreaterThan(0);
    const water = list.data.find((p: { id: number }) => p.id === WATER.project_id);
    expect(water.impact_levels.find((l: { id: number }) => l.id === WATER.impact_level_id)).toMatchObject({ price_usd: 0.02, beneficiaries_per_unit: expect.any(Number) });
    expect(water.image_url).toMatch(/^http:\/\/localhost:3999\//);
    expect(expectStatus(await call('GET', `/projects/${WATER.project_id}`, key.secret), 200).data.id).toBe(WATER.project_id);

    // Hidden from companies: not listed, 404 on its own.
    await db().update(projects).set({ show_to_company: false }).where(eq(projects.id, WATER.project_id));
    try {
      const hidden = expectStatus(await call('GET', '/projects?limit=100', key.secret), 200);
      expect(hidden.data.map((p: { id: number }) => p.id)).not.toContain(WATER.project_id);
      expect(hidden.meta.total).toBe(list.meta.total - 1);
      expect(expectStatus(await call('GET', `/projects/${WATER.project_id}`, key.secret), 404).message).toBe(m.projectNotFound);
    } finally {
      await db().update(projects).set({ show_to_company: true }).where(eq(projects.id, WATER.project_id));
    }
    expectStatus(await call('GET', '/projects/999999', key.secret), 404);
    expectStatus(await call('GET', '/projects/abc', key.secret), 422);
    expectStatus(await call('GET', '/projects?limit=0', key.secret), 422);
    expectStatus(await call('GET', '/projects?limit=101', key.secret), 422);
  });

  it('sends RateLimit headers on every answer and 429 past the limit, counted per key in the database', async () => {
    const { admin } = await company();
    const key = await createKey(admin);
    const first = await call('GET', '/projects', key.secret);
    expect(first.headers['ratelimit-policy']).toMatch(/^"per-key";q=\d+;w=60$/);
    const limit = Number(/q=(\d+)/.exec(String(first.headers['ratelimit-policy']))![1]);
    expect(first.headers.ratelimit).toMatch(new RegExp(`^"per-key";r=${limit - 1};t=\\d+$`));
    // Use up the window straight in the shared counter (as other processes would), then one more call.
    const window = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await db().execute(sql`insert into rate_limits (key, window_start, hits) values (${`givingApiKey:${key.id}`}, ${window}, ${limit}) on conflict (key, window_start) do update set hits = ${limit}`);
    // A busy key's hits reach the shared counter in batches, at least every 250 ms: the next call reads it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const limited = await call('GET', '/projects', key.secret);
    if (limited.statusCode !== 429) {
      // The window turned over between the two calls: the counter starts again.
      expect(limited.statusCode).toBe(200);
      return;
    }
    expect(limited.json()).toEqual({ status: 'error', message: m.rateLimited });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
    // Another key of the same company has its own window.
    const other = await createKey(admin);
    expectStatus(await call('GET', '/projects', other.secret), 200);
  });

  it('checks scopes (403) and the Goodhive-Mode header against the key (403), before reading the body', async () => {
    const { admin } = await company();
    const readOnly = await createKey(admin, { scopes: ['impact:read'], mode: 'live' });
    const testKey = await createKey(admin, { scopes: ['giving:write'], mode: 'test' });
    expect(expectStatus(await call('POST', '/givings', readOnly.secret, { payload: { ...WATER, quantity: 1 }, headers: { 'idempotency-key': 'k1' } }), 403).message).toBe(m.scopeMissing('giving:write'));
    expect(expectStatus(await call('POST', '/stories/1/events', readOnly.secret, { payload: {}, headers: { 'idempotency-key': 'k2' } }), 403).message).toBe(m.scopeMissing('stories:write'));
    expect(expectStatus(await call('GET', '/impact', testKey.secret), 403).message).toBe(m.scopeMissing('impact:read'));
    expect(expectStatus(await call('GET', '/projects', testKey.secret, { headers: { 'goodhive-mode': 'live' } }), 403).message).toBe(m.testKeyOnLive);
    expect(expectStatus(await call('GET', '/projects', readOnly.secret, { headers: { 'goodhive-mode': 'test' } }), 403).message).toBe(m.liveKeyOnTest);
    expect(expectStatus(await call('GET', '/projects', readOnly.secret, { headers: { 'goodhive-mode': 'sandbox' } }), 400).message).toBe(m.modeHeaderInvalid);
    expectStatus(await call('GET', '/projects', readOnly.secret, { headers: { 'goodhive-mode': 'live' } }), 200);
  });

  it('staff see the keys of a user\u2019s companies and revoke one with a reason, in the audit log; members may not', async () => {
    const { companyId, admin } = await company();
    const key = await createKey(admin);
    const staff = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    const keys = expectStatus(await a.get(`/api/admin/users/${admin.id}/api-keys`, staff.token), 200).data;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ id: key.id, company_id: companyId, company_name: expect.stringMatching(/^Test Co/) });
    expectStatus(await a.get(`/api/admin/users/${admin.id}/api-keys`, admin.token), 403);
    expectStatus(await a.post(`/api/admin/api-keys/${key.id}/revoke`, admin.token, { reason: 'x' }), 403);
    expectStatus(await a.get('/api/admin/users/99999999/api-keys', staff.token), 404);
    expect(expectStatus(await a.post(`/api/admin/api-keys/${key.id}/revoke`, staff.token, { reason: '' }), 422).errors.reason).toEqual([m.revokeReasonRequired]);
    expectStatus(await call('GET', '/projects', key.secret), 200);
    const done = expectStatus(await a.post(`/api/admin/api-keys/${key.id}/revoke`, staff.token, { reason: 'Leaked in a public repository' }), 200);
    expect(done.data.revoked_at).not.toBeNull();
    expectStatus(await call('GET', '/projects', key.secret), 401);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.subject_id, key.id)));
    expect(entry).toMatchObject({ actor_id: staff.id, subject_type: 'api_key', reason: 'Leaked in a public repository' });
    expectStatus(await a.post(`/api/admin/api-keys/${key.id}/revoke`, staff.token, { reason: 'again' }), 409);
  });

  it('publishes the OpenAPI document of every endpoint, without a key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe('http://localhost:3999/api/public/v1');
    for (const e of GIVING_API_ENDPOINTS) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op.operationId).toBe(e.operationId);
      expect(op.responses[String(e.success.status)].content['application/json'].schema.type).toBe('object');
      if (e.idempotent) expect(op.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    }
    expect(doc.paths['/givings'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('customer_reference');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
