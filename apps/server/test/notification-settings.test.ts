import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, ROLE, SANDBOX_TEST_CARDS, messages, notificationKindByKey, notificationSettingsTexts } from '@goodhive/contract';
import { mailOutbox, userNotificationSettings } from '../src/db/schema/index.js';
import { MAIL_TEMPLATE_KINDS } from '../src/lib/mail/mail-kinds.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createUser, expectStatus, giveWithCard } from './giving-helpers.js';

const receipts = notificationKindByKey('giving_receipts');

describe('notification settings', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const settingsOf = async (userId: number, token: string) =>
    expectStatus(await a.get(`/api/user/${userId}/notifications`, token), 200).data as { notification_id: number; key: string; email_status: number }[];
  const storedChoices = (userId: number) => ctx.database.db.select().from(userNotificationSettings).where(eq(userNotificationSettings.user_id, userId));
  const outboxTo = (email: string, template: string) =>
    ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, template)));

  it('lists every kind of e-mail, all on until the member turns one off, and turns it off and on again', async () => {
    const me = await createUser(ctx);
    const before = await settingsOf(me.id, me.token);
    expect(before.map((s) => s.notification_id)).toEqual(NOTIFICATION_KINDS.map((k) => k.id));
    expect(before.every((s) => s.email_status === 1)).toBe(true);
    expect(before.find((s) => s.notification_id === receipts.id)).toMatchObject({ key: 'giving_receipts', name: receipts.name, description: receipts.description });

    const off = expectStatus(await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: receipts.id, email_status: 0 }), 200);
    expect(off.message).toBe(notificationSettingsTexts.turnedOff(receipts.name));
    expect(off.data).toMatchObject({ notification_id: receipts.id, email_status: 0 });
    const after = await settingsOf(me.id, me.token);
    expect(after.filter((s) => s.email_status === 0).map((s) => s.notification_id)).toEqual([receipts.id]);

    // Numeric strings are accepted, as a form would post them.
    const on = expectStatus(await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: String(receipts.id), email_status: '1' }), 200);
    expect(on.message).toBe(notificationSettingsTexts.turnedOn(receipts.name));
    expect((await settingsOf(me.id, me.token)).every((s) => s.email_status === 1)).toBe(true);
  });

  it('refuses an unknown kind or status with 422 and the field, and changes nothing', async () => {
    const me = await createUser(ctx);
    const unknown = await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: 999, email_status: 0 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.notification_id).toEqual([notificationSettingsTexts.unknownKind]);
    const badStatus = await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: receipts.id, email_status: 2 });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors.email_status).toEqual([notificationSettingsTexts.invalidStatus]);
    const missing = await a.post(`/api/user/${me.id}/notifications`, me.token, { email_status: 0 });
    expect(missing.statusCode).toBe(422);
    const nullStatus = await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: receipts.id, email_status: null });
    expect(nullStatus.statusCode).toBe(422);
    expect(nullStatus.json().errors.email_status).toEqual([notificationSettingsTexts.invalidStatus]);
    const wordId = await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: 'receipts', email_status: 1 });
    expect(wordId.json().errors.notification_id).toEqual([notificationSettingsTexts.unknownKind]);
    expect(await storedChoices(me.id)).toEqual([]);
  });

  it('answers 401 to a visitor, and 403 to another member, a partner and staff, writing nothing', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    expect((await a.get(`/api/user/${me.id}/notifications`)).statusCode).toBe(401);
    expect((await a.post(`/api/user/${me.id}/notifications`, null, { notification_id: receipts.id, email_status: 0 })).statusCode).toBe(401);

    const foreignRead = await a.get(`/api/user/${me.id}/notifications`, other.token);
    expect(foreignRead.statusCode).toBe(403);
    expect(foreignRead.json().message).toBe(notificationSettingsTexts.ownSettingsOnly);
    expect((await a.post(`/api/user/${me.id}/notifications`, other.token, { notification_id: receipts.id, email_status: 0 })).statusCode).toBe(403);

    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    expect((await a.get(`/api/user/${me.id}/notifications`, partner)).statusCode).toBe(403);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await a.post(`/api/user/${me.id}/notifications`, admin, { notification_id: receipts.id, email_status: 0 })).statusCode).toBe(403);
    expect(await storedChoices(me.id)).toEqual([]);
  });

  it('lets staff acting as the member read the settings but not change them', async () => {
    const me = await createUser(ctx);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const acting = expectStatus(await a.get(`/api/user/impersonate/${me.id}`, admin), 200).data.access_token as string;
    expect((await settingsOf(me.id, acting)).length).toBe(NOTIFICATION_KINDS.length);
    const change = await a.post(`/api/user/${me.id}/notifications`, acting, { notification_id: receipts.id, email_status: 0 });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(notificationSettingsTexts.notWhileImpersonating);
    expect(await storedChoices(me.id)).toEqual([]);
  });

  it('is closed to a downgraded member like their other settings', async () => {
    const me = await createUser(ctx, { roleId: ROLE.DOWNGRADED });
    const res = await a.get(`/api/user/${me.id}/notifications`, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.reactivateMembership);
  });

  it('stops a receipt e-mail over SMTP once giving receipts are off, records it as skipped, and sends it again once they are on', async () => {
    const me = await createUser(ctx);
    expectStatus(await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: receipts.id, email_status: 0 }), 200);

    await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 1 });
    const first = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
    expect(first.res.statusCode).toBe(303);
    const skipped = await outboxTo(me.email, 'payment-receipt');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ status: 'skipped', error: notificationSettingsTexts.skippedReason(receipts.name) });

    // Turned on again: the next payment's receipt goes out over SMTP.
    expectStatus(await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: receipts.id, email_status: 1 }), 200);
    await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 1 });
    await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
    const mail = await ctx.smtp.waitForMail(me.email, /receipt/);
    expect(mail.subject).toMatch(/receipt/);
    expect(ctx.smtp.mails.filter((m) => m.to.includes(me.email) && /receipt/.test(m.subject))).toHaveLength(1);
    expect((await outboxTo(me.email, 'payment-receipt')).map((m) => m.status)).toEqual(['skipped', 'sent']);
  });

  it('still sends security mail (a password reset) with every kind turned off', async () => {
    const me = await createUser(ctx);
    for (const kind of NOTIFICATION_KINDS) {
      expectStatus(await a.post(`/api/user/${me.id}/notifications`, me.token, { notification_id: kind.id, email_status: 0 }), 200);
    }
    expectStatus(await a.post('/api/user/reset-password', null, { email: me.email }), 200);
    const mail = await ctx.smtp.waitForMail(me.email, /Reset your/);
    expect(mail.text).toContain('/forgot-password/');
  });

  it('gives every mail template a notification kind or "always", and keeps security mail and a failed renewal always on', () => {
    for (const kind of Object.values(MAIL_TEMPLATE_KINDS)) {
      expect(kind === 'always' || NOTIFICATION_KINDS.some((k) => k.key === kind)).toBe(true);
    }
    // A renewal that could not be charged must reach the member before the membership ends, whatever they chose.
    for (const template of ['otp', 'verify-email', 'reset-password', 'confirm-email-change', 'email-changed', 'membership-renewal-failed'] as const) {
      expect(MAIL_TEMPLATE_KINDS[template]).toBe('always');
    }
  });
});
