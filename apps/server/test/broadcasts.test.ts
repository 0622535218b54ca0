import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { broadcastTexts, notificationKindByKey, type Broadcast, type Notification } from '@goodhive/contract';
import { auditLog, broadcastNotifications, countries, companies, mailOutbox, notifications } from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { runDueAt } from '../src/modules/jobs/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

describe('staff broadcasts', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const runAt = (when: Date) => runDueAt({ db: ctx.database.db, config: ctx.config, mailer: createMailer(ctx.config, { error: () => undefined }), at: when });
  const bell = async (token: string) => expectStatus(await a.get('/api/user/get-broadcast-notification', token), 200).data as Notification[];
  const send = (token: string | null, body: object) => a.post('/api/user/broadcast-notification', token, body);
  const broadcastCount = async () => (await ctx.database.db.select().from(broadcastNotifications).where(eq(broadcastNotifications.kind, 'broadcast'))).length;

  it('sends to chosen users: queued at once, delivered by the job runner to their bells and by e-mail with open tracking', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const one = await createUser(ctx);
    const two = await createUser(ctx);
    const other = await createUser(ctx);
    const res = expectStatus(await send(admin, { title: 'Giving week <script>alert(1)</script>', message_body: 'Give twice,\nimpact twice.', external_link: 'https://goodhive.example/week', user_ids: [one.id, two.id, one.id] }), 200);
    expect(res.message).toBe(broadcastTexts.queued('now'));
    const created = res.data as Broadcast;
    expect(created).toMatchObject({ status: 'scheduled', recipient_count: 0, audience: '2 chosen users' });
    expect(await bell(one.token)).toEqual([]);

    await runAt(new Date());
    const [note] = await bell(one.token);
    expect(note).toMatchObject({ recipient_type: 'personal', recipient_id: one.id, status: '0', broadcast_notification: { title: 'Giving week <script>alert(1)</script>', message_body: 'Give twice,\nimpact twice.', external_link: 'https://goodhive.example/week' } });
    expect(await bell(two.token)).toHaveLength(1);
    expect(await bell(other.token)).toEqual([]);

    const list = expectStatus(await a.get('/api/admin/broadcast-notifications', admin), 200);
    expect(list.data.find((b: Broadcast) => b.id === created.id)).toMatchObject({ status: 'sent', recipient_count: 2, emailed_count: 2, sender_name: 'Ada Staff' });

    // The e-mail shows the title as text and carries a tracking image; loading it records the open.
    const mail = ctx.smtp.mails.find((m) => m.to.includes(one.email.toLowerCase()) && m.subject.startsWith('Giving week'))!;
    expect(mail.html).toContain('Giving week &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    const key = /\/api\/mail\/open\/([A-Za-z0-9_-]+)\.gif/.exec(mail.html)![1];
    const pixel = await ctx.app.inject({ method: 'GET', url: `/api/mail/open/${key}.gif` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.open_key, key));
    expect(row.opened_at).not.toBeNull();

    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'broadcast.create'), eq(auditLog.subject_id, created.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ audience: { kind: 'users', user_count: 2 }, send_email: true });
    // Delivering again adds nobody twice.
    await runAt(new Date(Date.now() + 1000));
    expect(await bell(one.token)).toHaveLength(1);
  });

  it('reaches the users an admin filter finds, all businesses through their company bells, one company, and skips e-mail for members who turned platform news off', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const [sg] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'SG'));
    const companyId = await createCompany(ctx, `Broadcast Co ${Date.now()}`);
    await ctx.database.db.update(companies).set({ country_id: sg.id }).where(eq(companies.id, companyId));
    const member = await createUser(ctx, { companyId });
    const outsider = await createUser(ctx);
    // The member turned platform news e-mails off: the bell still shows it, the e-mail is skipped.
    expectStatus(await a.post(`/api/user/${member.id}/notifications`, member.token, { notification_id: notificationKindByKey('platform_news').id, email_status: 0 }), 200);

    const filtered = expectStatus(await send(admin, { title: 'Singapore news', message_body: 'For businesses in Singapore.', filters: { bus_country: [sg.id] } }), 200).data as Broadcast;
    expect(filtered.audience).toBe('Users matching a filter');
    await runAt(new Date());
    expect((await bell(member.token)).map((n) => n.broadcast_notification.title)).toContain('Singapore news');
    expect((await bell(outsider.token)).map((n) => n.broadcast_notification.title)).not.toContain('Singapore news');
    const skipped = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, member.email), eq(mailOutbox.subject, 'Singapore news')));
    expect(skipped.map((m) => m.status)).toEqual(['skipped']);

    expectStatus(await send(admin, { title: 'To every business', message_body: 'Hello businesses.', group: 'all_businesses', send_email: false }), 200);
    expectStatus(await send(admin, { title: 'To one company', message_body: 'Hello you.', company_id: companyId, send_email: false }), 200);
    await runAt(new Date());
    const titles = (await bell(member.token)).map((n) => n.broadcast_notification.title);
    expect(titles).toEqual(expect.arrayContaining(['To every business', 'To one company']));
    const companyNotes = await ctx.database.db.select().from(notifications).where(and(eq(notifications.recipient_type, 'company'), eq(notifications.recipient_id, companyId)));
    expect(companyNotes).toHaveLength(2);
    expect((await bell(outsider.token)).map((n) => n.broadcast_notification.title)).not.toContain('To one company');
  });

  it('holds a scheduled broadcast until its time, and a cancelled one never goes out', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const me = await createUser(ctx);
    const at = new Date(Date.now() + 3 * 3_600_000);
    const res = expectStatus(await send(admin, { title: 'Later today', message_body: 'Soon.', user_id: me.id, send_at: at.toISOString() }), 200);
    expect(res.message).toMatch(/^Broadcast scheduled for /);
    const cancelled = expectStatus(await send(admin, { title: 'Never', message_body: 'No.', user_id: me.id, send_at: at.toISOString() }), 200).data as Broadcast;
    expectStatus(await a.post(`/api/admin/broadcast-notifications/${cancelled.id}/cancel`, admin), 200);
    expect((await a.post(`/api/admin/broadcast-notifications/${cancelled.id}/cancel`, admin)).statusCode).toBe(409);

    await runAt(new Date(at.getTime() - 60_000));
    expect(await bell(me.token)).toEqual([]);
    await runAt(new Date(at.getTime() + 1000));
    expect((await bell(me.token)).map((n) => n.broadcast_notification.title)).toEqual(['Later today']);
  });

  it('refuses a broadcast without recipients, with a bad link or a past time, or that reaches nobody, storing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const me = await createUser(ctx);
    const before = await broadcastCount();
    const cases: [object, string, string][] = [
      [{ title: 'Hi', message_body: 'Body' }, 'recipients', broadcastTexts.recipientsRequired],
      [{ title: 'Hi', message_body: 'Body', user_ids: [] }, 'recipients', broadcastTexts.recipientsRequired],
      [{ title: 'Hi', message_body: 'Body', user_id: me.id, group: 'all_businesses' }, 'recipients', broadcastTexts.oneAudience],
      [{ title: 'Hi', message_body: 'Body', user_id: me.id, external_link: 'javascript:alert(1)' }, 'external_link', broadcastTexts.linkInvalid],
      [{ title: '', message_body: 'Body', user_id: me.id }, 'title', broadcastTexts.titleRequired],
      [{ title: 'Hi', message_body: 'x'.repeat(2001), user_id: me.id }, 'message_body', broadcastTexts.bodyTooLong],
      [{ title: 'Hi', message_body: 'Body', user_id: me.id, send_at: '2020-01-01T00:00:00Z' }, 'send_at', broadcastTexts.sendAtPast],
      [{ title: 'Hi', message_body: 'Body', user_ids: [me.id, 99_999_999] }, 'user_ids', broadcastTexts.userNotFound],
      [{ title: 'Hi', message_body: 'Body', company_id: 99_999_999 }, 'company_id', broadcastTexts.companyNotFound],
      [{ title: 'Hi', message_body: 'Body', filters: { keyword: 'nobody-has-this-name-xyz' } }, 'recipients', broadcastTexts.noRecipients],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(admin, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().errors[field].join(' ')).toContain(message);
    }
    expect(await broadcastCount()).toBe(before);
  });

  it('lets only staff send, list and cancel broadcasts', async () => {
    const member = await createUser(ctx);
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const before = await broadcastCount();
    for (const token of [member.token, partner]) {
      expect((await send(token, { title: 'Hi', message_body: 'Body', user_id: member.id })).statusCode).toBe(403);
      expect((await a.get('/api/admin/broadcast-notifications', token)).statusCode).toBe(403);
      expect((await a.post('/api/admin/broadcast-notifications/1/cancel', token)).statusCode).toBe(403);
    }
    expect((await send(null, { title: 'Hi', message_body: 'Body', user_id: member.id })).statusCode).toBe(401);
    expect(await broadcastCount()).toBe(before);
  });
});
