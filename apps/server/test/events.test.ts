import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventTexts, type Event } from '@goodhive/contract';
import { auditLog, events } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { createCompany, createUser, expectStatus } from './giving-helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----goodhive-event-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('events', () => {
  const ctx = useTestApp();
  const year = new Date().getUTCFullYear() + 1;
  const form = (o: Record<string, string> = {}) => ({
    title: 'Impact breakfast, Singapore',
    description: 'Meet other members; talk trees, water; and more.',
    starts_at: `${year}-03-10T09:00`,
    ends_at: `${year}-03-10T11:30`,
    time_zone: 'Asia/Singapore',
    location: 'Goodhive House, 1 Raffles Place',
    online_link: '',
    registration_link: 'https://goodhive.example/register/breakfast',
    audience: 'all',
    ...o,
  });
  const post = (url: string, token: string | null, body: ReturnType<typeof multipart>) => ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const get = (url: string, token: string | null) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const count = async () => (await ctx.database.db.select().from(events)).length;

  it('staff create and edit an event in its time zone, audited; members see it and download a valid .ics', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const res = expectStatus(await post('/api/admin/events', admin, multipart(form(), { name: 'breakfast.png', type: 'image/png', bytes: PNG })), 200);
    expect(res.message).toBe(eventTexts.created);
    const created = res.data as Event;
    expect(created).toMatchObject({ title: 'Impact breakfast, Singapore', time_zone: 'Asia/Singapore', starts_local: `${year}-03-10T09:00`, ends_local: `${year}-03-10T11:30`, audience: 'all' });
    // 09:00 in Singapore is 01:00 UTC.
    expect(created.starts_at).toBe(`${year}-03-10T01:00:00.000Z`);
    expect(created.image_url).toMatch(/^\/api\/files\/\d+\/breakfast\.png$/);

    const edited = expectStatus(await post(`/api/admin/events/${created.id}`, admin, multipart(form({ title: 'Impact breakfast', time_zone: 'America/New_York', starts_at: `${year}-07-04T18:00`, ends_at: `${year}-07-04T20:00` }), null)), 200).data as Event;
    expect(edited).toMatchObject({ title: 'Impact breakfast', starts_at: `${year}-07-04T22:00:00.000Z`, image_url: created.image_url });
    const audits = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'event'), eq(auditLog.subject_id, created.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['event.create', 'event.update']);

    const member = await createUser(ctx);
    const upcoming = expectStatus(await get('/api/events', member.token), 200).data as Event[];
    expect(upcoming.map((e) => e.id)).toContain(created.id);
    expect((expectStatus(await get(`/api/events?month=${year}-07`, member.token), 200).data as Event[]).map((e) => e.id)).toContain(created.id);
    expect((expectStatus(await get(`/api/events?month=${year}-03`, member.token), 200).data as Event[]).map((e) => e.id)).not.toContain(created.id);
    expect((expectStatus(await get('/api/events?scope=past', member.token), 200).data as Event[]).map((e) => e.id)).not.toContain(created.id);

    const ics = await get(`/api/events/${created.id}/ics`, member.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="impact-breakfast.ics"');
    const text = ics.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('TZOFFSETTO:-0400');
    expect(text).toContain(`DTSTART;TZID=America/New_York:${year}0704T180000`);
    expect(text).toContain(`DTEND;TZID=America/New_York:${year}0704T200000`);
    expect(text).toContain('SUMMARY:Impact breakfast');
    expect(text).toContain('DESCRIPTION:Meet other members\\; talk trees\\, water\\; and more.');
    expect(text).toMatch(/UID:event-\d+@/);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('refuses an event that ends before it starts, and other bad input, with 422 and nothing stored', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const before = await count();
    const cases: [Record<string, string>, string, string][] = [
      [{ ends_at: `${year}-03-10T08:00` }, 'ends_at', eventTexts.endBeforeStart],
      [{ ends_at: `${year}-03-10T09:00` }, 'ends_at', eventTexts.endBeforeStart],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', eventTexts.timeZoneInvalid],
      [{ starts_at: `${year}-02-30T09:00` }, 'starts_at', eventTexts.dateInvalid],
      [{ title: '' }, 'title', eventTexts.titleRequired],
      [{ location: '', online_link: '' }, 'location', eventTexts.placeRequired],
      [{ registration_link: 'javascript:alert(1)' }, 'registration_link', eventTexts.linkInvalid],
      [{ audience: 'everyone' }, 'audience', eventTexts.audienceInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post('/api/admin/events', admin, multipart(form(fields), null));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    const notImage = await post('/api/admin/events', admin, multipart(form(), { name: 'x.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }));
    expect(notImage.statusCode).toBe(422);
    expect(await count()).toBe(before);
    expect((await post('/api/admin/events/999999', admin, multipart(form(), null))).statusCode).toBe(404);
  });

  it('is staff-only to manage; members see only the events for their account, signed-out callers nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const member = await createUser(ctx);
    const companyId = await createCompany(ctx);
    const business = await createUser(ctx, { companyId, isAdmin: true });
    expect((await get('/api/admin/events', null)).statusCode).toBe(401);
    expect((await get('/api/admin/events', member.token)).statusCode).toBe(403);
    expect((await post('/api/admin/events', member.token, multipart(form(), null))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/admin/events/1', headers: bearer(member.token) })).statusCode).toBe(403);
    expect((await get('/api/events', null)).statusCode).toBe(401);

    const forBusiness = expectStatus(await post('/api/admin/events', admin, multipart(form({ title: 'Business round table', audience: 'business', location: '', online_link: 'https://meet.example/round-table' }), null)), 200).data as Event;
    expect((expectStatus(await get('/api/events', business.token), 200).data as Event[]).map((e) => e.id)).toContain(forBusiness.id);
    expect((expectStatus(await get('/api/events', member.token), 200).data as Event[]).map((e) => e.id)).not.toContain(forBusiness.id);
    expect((await get(`/api/events/${forBusiness.id}/ics`, member.token)).statusCode).toBe(404);
    expect((await get(`/api/events/${forBusiness.id}/ics`, null)).statusCode).toBe(401);
    expect((await get('/api/events?month=2027-13', member.token)).statusCode).toBe(422);

    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/events/${forBusiness.id}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(200);
    expect((await get(`/api/admin/events/${forBusiness.id}`, admin)).statusCode).toBe(404);
  });
});
