import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, type TestContext, useTestApp } from './helpers.js';

const get = (ctx: TestContext, url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const meId = async (ctx: TestContext, token: string) => (await get(ctx, '/api/user/current', token)).json().data.id as number;

describe('GET /api/user/user-search', () => {
  const ctx = useTestApp();

  it('finds users by name, e-mail, business name, UID and CID for staff', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const ownerToken = await signIn(ctx, DEMO_USERS.business.email);
    const owner = (await get(ctx, '/api/user/current', ownerToken)).json().data;
    const byName = (await get(ctx, '/api/user/user-search?keyword=maya', admin)).json().data;
    expect(byName).toEqual([expect.objectContaining({ id: owner.id, email: DEMO_USERS.business.email, company_name: 'Brightside Coffee Co.' })]);
    expect((await get(ctx, '/api/user/user-search?keyword=Brightside', admin)).json().data.map((u: { id: number }) => u.id)).toContain(owner.id);
    expect((await get(ctx, `/api/user/user-search?keyword=${owner.id}`, admin)).json().data.map((u: { id: number }) => u.id)).toContain(owner.id);
    const byCid = (await get(ctx, `/api/user/user-search?keyword=${owner.user_business.company_id}`, admin)).json().data;
    expect(byCid.map((u: { id: number }) => u.id)).toContain(owner.id);
    expect((await get(ctx, '/api/user/user-search?keyword=%25', admin)).json().data).toEqual([]);
  });

  it('finds users by a keyword of one or two characters too (no trigram to look up), in UID order', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const owner = (await get(ctx, '/api/user/current', await signIn(ctx, DEMO_USERS.business.email))).json().data;
    const short = (await get(ctx, '/api/user/user-search?keyword=ay&limit=50', admin)).json().data as { id: number; first_name: string; last_name: string; email: string; company_name: string | null }[];
    expect(short.map((u) => u.id)).toContain(owner.id);
    expect(short.every((u) => `${u.first_name} ${u.last_name} ${u.email} ${u.company_name ?? ''}`.toLowerCase().includes('ay'))).toBe(true);
    expect(short.map((u) => u.id)).toEqual([...short.map((u) => u.id)].sort((a, b) => a - b));
    // A page that the first users fill is the same page the indexes would give: the lowest UIDs that match.
    const all = (await get(ctx, '/api/user/user-search?keyword=example&limit=50', admin)).json().data as { id: number }[];
    expect(all.length).toBeGreaterThan(3);
    expect((await get(ctx, '/api/user/user-search?keyword=example&limit=3', admin)).json().data).toEqual(all.slice(0, 3));
  });

  it('validates the keyword and is staff only', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await get(ctx, '/api/user/user-search?keyword=', admin)).statusCode).toBe(422);
    expect((await get(ctx, '/api/user/user-search?keyword=maya')).statusCode).toBe(401);
    expect((await get(ctx, '/api/user/user-search?keyword=maya', await signIn(ctx, DEMO_USERS.business.email))).statusCode).toBe(403);
    expect((await get(ctx, '/api/user/user-search?keyword=maya', await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(403);
  });
});

describe('GET /api/user/:id/profile', () => {
  const ctx = useTestApp();

  it('shows a user record to staff and to the user, never to others', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const ownerToken = await signIn(ctx, DEMO_USERS.business.email);
    const ownerId = await meId(ctx, ownerToken);
    const asAdmin = await get(ctx, `/api/user/${ownerId}/profile`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ id: ownerId, role_name: 'Goodhive Member', user_business: { company_name: 'Brightside Coffee Co.', is_owner: true } });
    expect(asAdmin.json().data).not.toHaveProperty('password_hash');
    expect((await get(ctx, `/api/user/${ownerId}/profile`, ownerToken)).statusCode).toBe(200);
    expect((await get(ctx, `/api/user/${ownerId}/profile`, await signIn(ctx, DEMO_USERS.personal.email))).statusCode).toBe(403);
    expect((await get(ctx, `/api/user/${ownerId}/profile`)).statusCode).toBe(401);
    expect((await get(ctx, '/api/user/999999/profile', admin)).statusCode).toBe(404);
    expect((await get(ctx, '/api/user/x/profile', admin)).statusCode).toBe(422);
  });
});
