import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_RECORD_ID, ROLE, messages } from '@goodhive/contract';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

/** Past what a PostgreSQL integer column holds: such an id names no record. */
const TOO_BIG = '99999999999';
const JUST_OVER = String(MAX_RECORD_ID + 1);

describe('record ids past the largest the database holds', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;

  /** The answer to an id out of range: the validation envelope naming the field, as for an id that is not a number. */
  function expectInvalidId(res: Parameters<typeof expectStatus>[0], field: string) {
    const body = expectStatus(res, 422);
    expect(body).toMatchObject({ status: 'error', message: messages.validationFailed });
    expect(Object.keys(body.errors)).toContain(field);
  }

  it('a path id past 2147483647 is refused like a non-numeric one, in public, member, staff and Giving API calls', async () => {
    const member = await createUser(ctx);
    const staff = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    for (const id of [TOO_BIG, JUST_OVER, 'abc']) {
      expectInvalidId(await a.get(`/api/projects/${id}`), 'id');
      expectInvalidId(await a.get(`/api/bundles/${id}`), 'id');
      expectInvalidId(await a.get(`/api/cart/group/${id}`, member.token), 'id');
      expectInvalidId(await a.del(`/api/contribution/${id}`, member.token), 'id');
      expectInvalidId(await a.get(`/api/admin/users/${id}/api-keys`, staff.token), 'id');
      expectInvalidId(await a.post(`/api/user/${id}/block`, staff.token, { reason: 'x' }), 'id');
      expectInvalidId(await a.get(`/api/admin/giving/${id}`, staff.token), 'id');
    }
    // The largest id the database holds is a well-formed id that names nothing: not found.
    expectStatus(await a.get(`/api/projects/${MAX_RECORD_ID}`), 404);
    expectStatus(await a.get(`/api/admin/users/${MAX_RECORD_ID}/api-keys`, staff.token), 404);
    // Who may not call still learns nothing more than before: no session is 401 whatever the id.
    expectStatus(await a.get(`/api/admin/users/${TOO_BIG}/api-keys`, null), 401);
  });

  it('a query or body id past 2147483647 is refused with the field named, and nothing is written', async () => {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const count = async () => Number((await db().execute(sql`select count(*)::int as n from contributions`)).rows[0]!.n);
    const before = await count();
    expectInvalidId(await a.get(`/api/v2/token/get-expired-tokens?company_id=${TOO_BIG}`, admin.token), 'company_id');
    expectInvalidId(await a.post('/api/v2/token/allocate-token', admin.token, { token_id: Number(TOO_BIG), project_id: 1380, impact_level_id: 3009, quantity: 1 }), 'token_id');
    expectInvalidId(await a.post('/api/v2/token/allocate-token', admin.token, { token_id: 1, project_id: 1380, impact_level_id: Number(JUST_OVER), quantity: 1 }), 'impact_level_id');
    expectInvalidId(await a.post('/api/cart', admin.token, { op: 'add', type: 'project', project_id: Number(TOO_BIG), impact_level_id: 3009, quantity: 1 }), 'project_id');
    expectInvalidId(await a.get(`/api/v2/contribution?company_id=${TOO_BIG}`, admin.token), 'company_id');
    // A price bound past any price is no error: nothing costs more, everything costs less.
    expect(expectStatus(await a.get(`/api/projects?price_min=${TOO_BIG}`), 200).data).toEqual([]);
    expect(expectStatus(await a.get(`/api/projects?price_max=${TOO_BIG}`), 200).data.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('the Giving API refuses a project id past 2147483647 the same way', async () => {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const secret = expectStatus(await a.post('/api/developers/keys', admin.token, { name: 'Shop', mode: 'test', scopes: ['impact:read', 'giving:write'] }), 200).data.secret as string;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/v1/projects/${TOO_BIG}`, headers: { authorization: `Bearer ${secret}` } });
    expectInvalidId(res, 'id');
    expectStatus(await ctx.app.inject({ method: 'GET', url: `/api/public/v1/projects/${MAX_RECORD_ID}`, headers: { authorization: `Bearer ${secret}` } }), 404);
  });

  it('no call with an integer path or query id answers a server error for an id past 2147483647', async () => {
    const staff = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    type Param = { name: string; in: string; schema?: { type?: string; enum?: string[] } };
    type Doc = { paths: Record<string, Record<string, { parameters?: Param[] }>> };
    const docs = [(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc, (await ctx.app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' })).json() as Doc];
    const isInt = (p: Param) => p.schema?.type === 'integer' || p.schema?.type === 'number';
    let tried = 0;
    const failures: string[] = [];
    for (const [i, doc] of docs.entries()) {
      const prefix = i === 0 ? '' : '/api/public/v1';
      for (const [route, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const params = op.parameters ?? [];
          const inPath = params.filter((p) => p.in === 'path' && isInt(p));
          const inQuery = params.filter((p) => p.in === 'query' && isInt(p));
          if (inPath.length === 0 && inQuery.length === 0) continue;
          const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
            const p = params.find((x) => x.in === 'path' && x.name === name);
            return p && isInt(p) ? TOO_BIG : (p?.schema?.enum?.[0] ?? 'x');
          });
          const urls = inPath.length > 0 ? [prefix + path] : [];
          // With a well-formed path (1 for its ids), each integer query value past the limit in turn.
          const plain = route.replace(/\{(\w+)\}/g, (_, name: string) => {
            const p = params.find((x) => x.in === 'path' && x.name === name);
            return p && isInt(p) ? '1' : (p?.schema?.enum?.[0] ?? 'x');
          });
          for (const q of inQuery) urls.push(`${prefix}${plain}?${q.name}=${TOO_BIG}`);
          for (const url of urls) {
            tried++;
            const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { authorization: `Bearer ${staff.token}` }, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
            if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${url}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
