import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS, messages, widgetMessages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { makeWidgetKeyCodec } from '../src/modules/widgets/widget-keys.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';

describe('widget keys', () => {
  const codec = makeWidgetKeyCodec('a-secret-of-the-server-0123456789');
  it('seal an account into 22 opaque characters and open again', () => {
    const key = codec.encode({ account: 'company', id: 42 });
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('42');
    expect(codec.decode(key)).toEqual({ account: 'company', id: 42 });
    expect(codec.encode({ account: 'company', id: 42 })).toBe(key);
    expect(codec.decode(codec.encode({ account: 'user', id: 7 }))).toEqual({ account: 'user', id: 7 });
  });
  it('refuse keys made with another secret, altered keys and junk', () => {
    const other = makeWidgetKeyCodec('another-secret-of-another-server');
    const key = codec.encode({ account: 'user', id: 7 });
    expect(other.decode(key)).toBeNull();
    const flipped = (key[0] === 'A' ? 'B' : 'A') + key.slice(1);
    expect(codec.decode(flipped)).toBeNull();
    for (const junk of ['', 'abc', 'x'.repeat(22), `${key}A`, '../../etc/passwd']) expect(codec.decode(junk)).toBeNull();
  });
});

describe('widget data and keys over HTTP', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const keyOf = async (token: string, query = '') => expectStatus(await a.get(`/api/user/get-encrypted-id${query}`, token), 200).data;

  it('GET /api/user/get-encrypted-id gives the key of the account the caller gives from, and the member key', async () => {
    const me = await createUser(ctx);
    const personal = await keyOf(me.token);
    expect(personal).toMatchObject({ account: 'user', name: expect.stringMatching(/^Giver Number\d+$/) });
    expect(personal.member_key).toBe(personal.key);

    const companyId = await createCompany(ctx, 'Widget Works');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const company = await keyOf(member.token);
    expect(company).toMatchObject({ account: 'company', name: 'Widget Works' });
    expect(company.member_key).not.toBe(company.key);
    expect((await keyOf(member.token, `?company_id=${companyId}`)).key).toBe(company.key);
  });

  it('GET /api/user/get-encrypted-id: 401 without a token, 403 for a company of others and for downgraded members, 422 for a bad id', async () => {
    expect((await a.get('/api/user/get-encrypted-id')).statusCode).toBe(401);
    const outsider = await createUser(ctx);
    const companyId = await createCompany(ctx);
    expect((await a.get(`/api/user/get-encrypted-id?company_id=${companyId}`, outsider.token)).statusCode).toBe(403);
    const downgraded = await createUser(ctx, { roleId: 1 });
    const res = await a.get('/api/user/get-encrypted-id', downgraded.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.upgradeForEmbed);
    expect((await a.get('/api/user/get-encrypted-id?company_id=abc', outsider.token)).statusCode).toBe(422);
  });

  it('GET /api/widgets/:key counts paid impact only, per account, for anyone and any origin', async () => {
    const companyId = await createCompany(ctx, 'Counted Co');
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const other = await createUser(ctx, { companyId });
    const { key, member_key } = await keyOf(member.token);

    // Nothing given yet: zeros, not an error.
    const empty = expectStatus(await a.get(`/api/widgets/${key}`), 200).data;
    expect(empty).toMatchObject({ name: 'Counted Co', account: 'company', total_impacts: 0, beneficiaries: 0, amount_usd: 0, impacts_per_usd: 0, categories: [] });

    await a.add(member.token, { project_id: 1382, impact_level_id: 3011, quantity: 50, company_id: companyId });
    await a.add(member.token, { project_id: 1383, impact_level_id: 3013, quantity: 2, company_id: companyId });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    // Another member's declined payment and a personal gift of the member do not count.
    await a.add(other.token, { project_id: 1380, impact_level_id: 3009, quantity: 4, company_id: companyId });
    await giveWithCard(ctx, other.token, SANDBOX_TEST_CARDS.declined, { company_id: companyId });
    await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 3, account: 'user' });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { account: 'user' });

    const res = await a.get(`/api/widgets/${key}?member=${member_key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const data = res.json().data;
    expect(data).toMatchObject({
      total_impacts: 52,
      beneficiaries: 70,
      amount_usd: 10,
      projects_supported: 2,
      countries_reached: 2,
      impacts_per_usd: 5.2,
      member: { name: expect.stringMatching(/^Giver Number\d+$/), total_impacts: 52, beneficiaries: 70 },
    });
    expect(data.categories.map((c: { name: string }) => c.name).sort()).toHaveLength(2);

    // The personal widget of the member counts the personal gift only.
    const personalKey = member_key;
    expect(expectStatus(await a.get(`/api/widgets/${personalKey}`), 200).data).toMatchObject({ account: 'user', total_impacts: 3, beneficiaries: 3 });
    // account=user asks for the personal widget's key while acting as the company.
    expect((await keyOf(member.token, '?account=user')).key).toBe(personalKey);
  });

  it('answers 304 to a matching If-None-Match, and 404 for keys it did not make', async () => {
    const me = await createUser(ctx);
    const { key } = await keyOf(me.token);
    const first = await a.get(`/api/widgets/${key}`);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/widgets/${key}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const unknown = await a.get(`/api/widgets/${'A'.repeat(22)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(widgetMessages.unknownWidget);
    expect((await a.get('/api/widgets/%2E%2E%2Fsecret')).statusCode).toBe(422);
  });

  it("ignores a member key of someone outside the company", async () => {
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const stranger = await createUser(ctx);
    const { key } = await keyOf(member.token);
    const strangerKey = (await keyOf(stranger.token)).key;
    expect(expectStatus(await a.get(`/api/widgets/${key}?member=${strangerKey}`), 200).data.member).toBeNull();
  });
});

describe('widget pages', () => {
  const ctx = useTestApp({ seedDemo: false });
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-widget-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'widget.html'), '<!doctype html><title>widget</title><main id="widget"></main>');
    fs.writeFileSync(path.join(dir, 'embed.js'), '/* embed */');
    fs.writeFileSync(path.join(dir, 'assets', 'widget-abc123.js'), '/* widget */');
    app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, widgetDist: dir, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serve every widget kind to be framed by any website', async () => {
    for (const url of ['/frontgivingwidget/b1g1widget/somekey1234', '/frontgivingwidget/mytotalimpacthivewidget/somekey1234/memberkey123']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.body).toContain('id="widget"');
    }
    expect((await app.inject({ method: 'GET', url: '/frontgivingwidget/nosuchwidget/somekey1234' })).statusCode).toBe(404);
  });

  it('serve the embed script under a fixed name to other origins, and fingerprinted assets for a year', async () => {
    const embed = await app.inject({ method: 'GET', url: '/widget/embed.js' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(embed.headers['cache-control']).toBe('public, max-age=300');
    const asset = await app.inject({ method: 'GET', url: '/widget/assets/widget-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
