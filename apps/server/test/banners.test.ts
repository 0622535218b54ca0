import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bannerTexts, type ActiveBanner, type Banner } from '@goodhive/contract';
import { auditLog, banners } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { createUser, expectStatus } from './giving-helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HOUR = 3_600_000;

/** A multipart body: the text fields, then the image. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----goodhive-banner-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('header banners', () => {
  const ctx = useTestApp();
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const form = (overrides: Record<string, string> = {}) => ({ title: 'Giving week is here', link: 'https://goodhive.example/giving-week', placement: 'header', start_at: iso(-HOUR), end_at: iso(48 * HOUR), show_usd_notification: '1', active: '1', ...overrides });
  const post = (url: string, token: string | null, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const active = async (placement = 'header') => expectStatus(await ctx.app.inject({ method: 'GET', url: `/api/v2/banner/active-banner/${placement}` }), 200).data as ActiveBanner;
  const bannerCount = async () => (await ctx.database.db.select().from(banners)).length;

  it('staff add a banner with an image and the USD notice; everyone reads it as the active header banner, and edits and deletes show at once', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    // The demo header banner goes first (through the staff call, so the cached answer goes with it).
    for (const b of await ctx.database.db.select().from(banners)) expectStatus(await ctx.app.inject({ method: 'DELETE', url: `/api/v2/banner/${b.id}`, headers: bearer(admin) }), 200);
    expect(await active()).toBeNull();

    const res = expectStatus(await post('/api/v2/banner/add', admin, multipart(form(), { name: 'week.png', type: 'image/png', bytes: PNG })), 200);
    expect(res.message).toBe(bannerTexts.created);
    const created = res.data as Banner;
    expect(created).toMatchObject({ title: 'Giving week is here', placement: 'header', show_usd_notification: true, active: true, link: 'https://goodhive.example/giving-week' });
    expect(created.image_url).toMatch(/^\/api\/files\/\d+\/week\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: created.image_url! })).headers['content-type']).toBe('image/png');

    expect(await active()).toEqual({ id: created.id, title: 'Giving week is here', link: created.link, placement: 'header', image_url: created.image_url, show_usd_notification: true });
    expect(await active('dashboard')).toBeNull();
    // Browsers keep no copy they would show without asking: a change reaches members' next page.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/banner/active-banner/header' })).headers['cache-control']).toBe('no-cache');

    // An edit without an image keeps it; the cached answer is dropped at once.
    const saved = expectStatus(await post(`/api/v2/banner/edit/${created.id}`, admin, multipart(form({ title: 'Giving week: day 2', show_usd_notification: '0' }), null)), 200).data as Banner;
    expect(saved).toMatchObject({ title: 'Giving week: day 2', image_url: created.image_url, show_usd_notification: false });
    expect(await active()).toMatchObject({ title: 'Giving week: day 2', show_usd_notification: false });

    const list = expectStatus(await ctx.app.inject({ method: 'GET', url: '/api/v2/banner', headers: bearer(admin) }), 200).data as Banner[];
    expect(list.map((b) => b.id)).toContain(created.id);

    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'banner'), eq(auditLog.subject_id, created.id)));
    expect(audit.map((a) => a.action)).toEqual(['banner.create', 'banner.update']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ title: 'Giving week is here' }), after: expect.objectContaining({ title: 'Giving week: day 2' }) });

    expect(expectStatus(await ctx.app.inject({ method: 'DELETE', url: `/api/v2/banner/${created.id}`, headers: bearer(admin) }), 200).message).toBe(bannerTexts.deleted);
    expect(await active()).toBeNull();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v2/banner/${created.id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('shows only banners that are active and within their dates, the newest when they overlap, and says so on save', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const add = async (fields: Record<string, string>) => expectStatus(await post('/api/v2/banner/add', admin, multipart(form(fields), null)), 200);
    await add({ title: 'Later', start_at: iso(24 * HOUR), end_at: iso(48 * HOUR), placement: 'dashboard' });
    await add({ title: 'Ended', start_at: iso(-48 * HOUR), end_at: iso(-HOUR), placement: 'dashboard' });
    await add({ title: 'Switched off', active: '0', placement: 'dashboard' });
    expect(await active('dashboard')).toBeNull();

    // Open-ended, it overlaps the one that starts tomorrow; the next overlaps both.
    const older = await add({ title: 'Older', placement: 'dashboard', end_at: '' });
    expect(older.message).toBe(`${bannerTexts.created} ${bannerTexts.overlaps(1)}`);
    const newer = await add({ title: 'Newer', placement: 'dashboard' });
    expect(newer.message).toBe(`${bannerTexts.created} ${bannerTexts.overlaps(2)}`);
    expect(await active('dashboard')).toMatchObject({ title: 'Newer' });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const before = await bannerCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', bannerTexts.titleRequired],
      [{ link: 'javascript:alert(1)' }, 'link', bannerTexts.linkInvalid],
      [{ placement: 'footer' }, 'placement', bannerTexts.placementInvalid],
      [{ start_at: 'soon' }, 'start_at', bannerTexts.dateInvalid],
      [{ end_at: iso(-2 * HOUR) }, 'end_at', bannerTexts.endBeforeStart],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post('/api/v2/banner/add', admin, multipart(form(fields), null));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    const notImage = await post('/api/v2/banner/add', admin, multipart(form(), { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }));
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().errors)).toEqual(['image']);
    expect(await bannerCount()).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/banner/active-banner/footer' })).statusCode).toBe(422);
  });

  it('lets only staff list, add, edit and delete banners', async () => {
    const member = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const before = await bannerCount();
    for (const token of [member.token, partner]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/banner', headers: bearer(token) })).statusCode).toBe(403);
      expect((await post('/api/v2/banner/add', token, multipart(form(), null))).statusCode).toBe(403);
      expect((await post('/api/v2/banner/edit/1', token, multipart(form(), null))).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v2/banner/1', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/banner' })).statusCode).toBe(401);
    expect((await post('/api/v2/banner/add', null, multipart(form(), null))).statusCode).toBe(401);
    expect(await bannerCount()).toBe(before);
  });
});
