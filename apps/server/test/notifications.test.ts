import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE, formatAmount, notificationEventTexts, notificationTexts, type Notification } from '@goodhive/contract';
import { notifications } from '../src/db/schema/index.js';
import { companyRecipient, notify, personalRecipient } from '../src/modules/notifications/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

describe('the notification bell', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const list = async (token: string, query = '') => expectStatus(await a.get(`/api/user/get-broadcast-notification${query}`, token), 200) as { data: Notification[]; meta: { total: number; page: number; limit: number } };
  const unread = async (token: string, query = '') => (expectStatus(await a.get(`/api/user/get-broadcast-notification-count${query}`, token), 200).data as { count: number }).count;
  const tell = (recipients: Parameters<typeof notify>[1]['recipients'], title = 'Hello', link: string | null = null) =>
    notify(ctx.database.db, { kind: 'tokens_received', recipients, title, message_body: `${title} body`, external_link: link });

  it('shows a member only their own notifications, newest first, ten to a page with meta.total', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    expect(await list(me.token)).toMatchObject({ data: [], meta: { total: 0, page: 1, limit: NOTIFICATION_PAGE_SIZE } });
    expect(await unread(me.token)).toBe(0);

    for (let i = 1; i <= 12; i++) await tell([personalRecipient(me.id)], `Message ${i}`, i === 12 ? 'https://example.org/news' : null);
    await tell([personalRecipient(other.id)], 'Not for me');

    const first = await list(me.token);
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      recipient_id: me.id,
      recipient_type: 'personal',
      status: '0',
      broadcast_notification: { title: 'Message 12', message_body: 'Message 12 body', external_link: 'https://example.org/news' },
    });
    expect(new Date(first.data[0].notification_date).getTime()).not.toBeNaN();
    const second = await list(me.token, '?page=2&limit=10');
    expect(second.data.map((n) => n.broadcast_notification.title)).toEqual(['Message 2', 'Message 1']);
    expect(second.meta.total).toBe(12);
    expect(await unread(me.token)).toBe(12);
    expect(await unread(other.token)).toBe(1);
  });

  it('marks one read on click, all read with id 0, and deletes one with the specification\'s message', async () => {
    const me = await createUser(ctx);
    for (const t of ['One', 'Two', 'Three']) await tell([personalRecipient(me.id)], t);
    const [three, two] = (await list(me.token)).data;

    const read = expectStatus(await a.post('/api/user/read-broadcast-notification', me.token, { id: three.id }), 200);
    expect(read).toMatchObject({ message: notificationTexts.markedRead, data: { updated: 1, count: 2 } });
    expect((await list(me.token)).data.map((n) => n.status)).toEqual(['1', '0', '0']);

    const all = expectStatus(await a.post('/api/user/read-broadcast-notification', me.token, { id: 0 }), 200);
    expect(all).toMatchObject({ message: notificationTexts.allMarkedRead, data: { updated: 2, count: 0 } });
    expect(await unread(me.token)).toBe(0);

    const deleted = expectStatus(await a.post('/api/user/delete-broadcast-notification', me.token, { id: two.id }), 200);
    expect(deleted).toMatchObject({ message: 'Notification deleted successfully.', data: { id: two.id } });
    expect((await list(me.token)).data.map((n) => n.broadcast_notification.title)).toEqual(['Three', 'One']);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.id, two.id))).toEqual([]);
  });

  it('shows a company\'s notifications to its members while they act as it, and to nobody else', async () => {
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId });
    const colleague = await createUser(ctx, { companyId });
    const outsider = await createUser(ctx);
    await tell([companyRecipient(companyId)], 'For the company');
    await tell([personalRecipient(member.id)], 'Just for me');

    expect((await list(member.token)).data.map((n) => n.broadcast_notification.title)).toEqual(['Just for me', 'For the company']);
    expect((await list(colleague.token)).data.map((n) => n.broadcast_notification.title)).toEqual(['For the company']);
    expect(await unread(member.token, `?type=company&company_id=${companyId}`)).toBe(1);
    expect(await unread(member.token, '?type=personal')).toBe(1);
    expect((await list(outsider.token)).data).toEqual([]);

    // A company's notification read by one member is read for the company.
    const companyNote = (await list(colleague.token)).data[0];
    expectStatus(await a.post('/api/user/read-broadcast-notification', colleague.token, { id: companyNote.id }), 200);
    expect(await unread(member.token, `?type=company&company_id=${companyId}`)).toBe(0);

    // Another company's or person's notifications: refused, and their ids are not found.
    expect((await a.get(`/api/user/get-broadcast-notification?type=company&company_id=${companyId}`, outsider.token)).statusCode).toBe(403);
    expect((await a.get(`/api/user/get-broadcast-notification-count?type=personal&user_id=${member.id}`, outsider.token)).statusCode).toBe(403);
    expect((await a.post('/api/user/read-broadcast-notification', outsider.token, { id: companyNote.id })).statusCode).toBe(404);
    const del = await a.post('/api/user/delete-broadcast-notification', outsider.token, { id: companyNote.id });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ status: 'error', message: notificationTexts.notFound });
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.id, companyNote.id))).toHaveLength(1);
  });

  it('lets staff read a member\'s bell but not change it, and refuses callers without a session', async () => {
    const me = await createUser(ctx);
    await tell([personalRecipient(me.id)], 'Staff may look');
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await list(admin, `?type=personal&user_id=${me.id}`)).data.map((n) => n.broadcast_notification.title)).toEqual(['Staff may look']);
    const id = (await list(me.token)).data[0].id;
    expect((await a.post('/api/user/read-broadcast-notification', admin, { id })).statusCode).toBe(404);
    expect((await a.post('/api/user/delete-broadcast-notification', admin, { id })).statusCode).toBe(404);
    expect(await unread(me.token)).toBe(1);

    for (const res of [
      await a.get('/api/user/get-broadcast-notification', null),
      await a.get('/api/user/get-broadcast-notification-count', null),
      await a.post('/api/user/read-broadcast-notification', null, { id: 0 }),
      await a.post('/api/user/delete-broadcast-notification', null, { id }),
    ]) expect(res.statusCode).toBe(401);
  });

  it('answers bad input with 422 and changes nothing', async () => {
    const me = await createUser(ctx);
    await tell([personalRecipient(me.id)], 'Keep me');
    for (const body of [{}, { id: -1 }, { id: 'abc' }]) {
      const res = await a.post('/api/user/read-broadcast-notification', me.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect((await a.post('/api/user/delete-broadcast-notification', me.token, { id: 0 })).statusCode).toBe(422);
    expect((await a.get('/api/user/get-broadcast-notification?limit=500', me.token)).statusCode).toBe(422);
    expect((await a.get('/api/user/get-broadcast-notification?type=team', me.token)).statusCode).toBe(422);
    expect(await unread(me.token)).toBe(1);
  });

  it('tells a member in their bell when staff grant them a giving credit', async () => {
    const me = await createUser(ctx);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expectStatus(await a.post('/api/admin/giving/credits', admin, { user_id: me.id, credit_usd: 25 }), 200);
    const [note] = (await list(me.token)).data;
    expect(note.broadcast_notification).toMatchObject(notificationEventTexts.creditGranted(formatAmount(25)));
    expect(await unread(me.token)).toBe(1);
  });
});
