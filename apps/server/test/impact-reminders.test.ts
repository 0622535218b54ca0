import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  REMINDER_LIMIT,
  ROLE,
  firstReminderDate,
  impactReminderMailTexts,
  impactReminderTexts,
  messages,
  nextReminderDateAfter,
  notificationKindByKey,
  notificationSettingsTexts,
  type ImpactReminder,
} from '@goodhive/contract';
import { impactReminders, mailOutbox, users } from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { runDueAt } from '../src/modules/jobs/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { createUser, expectStatus } from './giving-helpers.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const at = (date: string, offsetMs: number) => new Date(Date.parse(`${date}T00:00:00Z`) + offsetMs);
/** ISO weekday (1 Monday ... 7 Sunday) of a date. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('giving reminder dates', () => {
  it('finds the first matching day on or after a date, and moves on by a week, a month or a quarter', () => {
    // 2027-03-03 is a Wednesday.
    expect(firstReminderDate('weekly', 3, '2027-03-03')).toBe('2027-03-03');
    expect(firstReminderDate('weekly', 1, '2027-03-03')).toBe('2027-03-08');
    expect(firstReminderDate('monthly', 15, '2027-03-03')).toBe('2027-03-15');
    expect(firstReminderDate('monthly', 2, '2027-03-03')).toBe('2027-04-02');
    expect(firstReminderDate('quarterly', 28, '2027-12-29')).toBe('2028-01-28');
    expect(nextReminderDateAfter('weekly', 3, '2027-03-03', '2027-03-03')).toBe('2027-03-10');
    expect(nextReminderDateAfter('quarterly', 10, '2027-11-10', '2027-11-10')).toBe('2028-02-10');
    // Missed dates are skipped, not caught up.
    expect(nextReminderDateAfter('monthly', 5, '2027-01-05', '2027-04-20')).toBe('2027-05-05');
  });
});

describe('giving reminders', () => {
  const ctx = useTestApp({ smtp: true });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const list = async (token: string) => expectStatus(await call('GET', '/api/user/impact-reminders', token), 200).data as ImpactReminder[];
  const create = async (token: string, body: object) => expectStatus(await call('POST', '/api/user/impact-reminders', token, body), 200).data as ImpactReminder;
  const rowsOf = (userId: number) => ctx.database.db.select().from(impactReminders).where(eq(impactReminders.user_id, userId));
  const today = () => ymd(new Date());
  const runAt = (when: Date) => runDueAt({ db: ctx.database.db, config: ctx.config, mailer: createMailer(ctx.config, { error: () => undefined }), at: when });
  const reminderMails = (email: string) => ctx.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Your giving reminder'));

  it('adds a reminder with its next date worked out, lists, edits and deletes it', async () => {
    const me = await createUser(ctx);
    expect(await list(me.token)).toEqual([]);

    const res = await call('POST', '/api/user/impact-reminders', me.token, { name: 'Friday giving', note: 'Water first', frequency: 'weekly', day: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(impactReminderTexts.created);
    const created = res.json().data as ImpactReminder;
    expect(created).toMatchObject({ name: 'Friday giving', note: 'Water first', frequency: 'weekly', day: 5, is_active: true, last_sent_on: null });
    expect(created.next_date).toBe(firstReminderDate('weekly', 5, today()));
    expect(weekdayOf(created.next_date)).toBe(5);
    expect(await list(me.token)).toEqual([created]);

    // Renaming keeps the date; a new schedule with a first date works it out again.
    const renamed = expectStatus(await call('PUT', `/api/user/impact-reminders/${created.id}`, me.token, { name: 'Friday gift', note: '', frequency: 'weekly', day: 5 }), 200);
    expect(renamed.message).toBe(impactReminderTexts.saved);
    expect(renamed.data).toMatchObject({ name: 'Friday gift', note: null, next_date: created.next_date });
    const startsOn = ymd(new Date(Date.now() + 40 * DAY));
    const monthly = expectStatus(await call('PUT', `/api/user/impact-reminders/${created.id}`, me.token, { name: 'Monthly gift', frequency: 'monthly', day: 12, starts_on: startsOn }), 200).data;
    expect(monthly).toMatchObject({ frequency: 'monthly', day: 12, next_date: firstReminderDate('monthly', 12, startsOn) });
    const paused = expectStatus(await call('PUT', `/api/user/impact-reminders/${created.id}`, me.token, { name: 'Monthly gift', frequency: 'monthly', day: 12, is_active: false }), 200).data;
    expect(paused).toMatchObject({ is_active: false, next_date: monthly.next_date });

    const deleted = expectStatus(await call('DELETE', `/api/user/impact-reminders/${created.id}`, me.token), 200);
    expect(deleted).toMatchObject({ message: impactReminderTexts.deleted, data: { id: created.id } });
    expect(await list(me.token)).toEqual([]);
    const again = await call('DELETE', `/api/user/impact-reminders/${created.id}`, me.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(impactReminderTexts.notFound);
  });

  it('refuses bad input with 422 and the field, and writes nothing', async () => {
    const me = await createUser(ctx);
    const cases: [object, string, string][] = [
      [{ name: '  ', frequency: 'weekly', day: 1 }, 'name', impactReminderTexts.nameRequired],
      [{ name: 'x'.repeat(81), frequency: 'weekly', day: 1 }, 'name', impactReminderTexts.nameTooLong],
      [{ name: 'A', frequency: 'daily', day: 1 }, 'frequency', impactReminderTexts.frequencyInvalid],
      [{ name: 'A', frequency: 'weekly', day: 8 }, 'day', impactReminderTexts.weekdayInvalid],
      [{ name: 'A', frequency: 'monthly', day: 29 }, 'day', impactReminderTexts.monthDayInvalid],
      [{ name: 'A', frequency: 'quarterly', day: 0 }, 'day', impactReminderTexts.monthDayInvalid],
      [{ name: 'A', frequency: 'monthly', day: 3, starts_on: '2027-02-30' }, 'starts_on', impactReminderTexts.startsOnInvalid],
      [{ name: 'A', frequency: 'monthly', day: 3, note: 'n'.repeat(501) }, 'note', impactReminderTexts.noteTooLong],
      [{ name: 'A', frequency: 'monthly', day: 3, starts_on: ymd(new Date(Date.now() + 800 * DAY)) }, 'starts_on', impactReminderTexts.startsOnTooFar],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/user/impact-reminders', me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await rowsOf(me.id)).toEqual([]);
    const mine = await create(me.token, { name: 'Kept', frequency: 'monthly', day: 3 });
    expect((await call('PUT', `/api/user/impact-reminders/${mine.id}`, me.token, { name: 'Kept', frequency: 'weekly', day: 9 })).statusCode).toBe(422);
    expect((await list(me.token))[0]).toMatchObject({ frequency: 'monthly', day: 3 });
  });

  it(`keeps at most ${REMINDER_LIMIT} reminders per member`, async () => {
    const me = await createUser(ctx);
    for (let i = 0; i < REMINDER_LIMIT; i++) await create(me.token, { name: `R${i}`, frequency: 'monthly', day: 1, is_active: false });
    const over = await call('POST', '/api/user/impact-reminders', me.token, { name: 'One too many', frequency: 'monthly', day: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(impactReminderTexts.limitReached);
    expect(await rowsOf(me.id)).toHaveLength(REMINDER_LIMIT);
  });

  it('answers 401 to a visitor, 404 for another member’s reminder, 403 to partners, staff and downgraded members', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await create(me.token, { name: 'Mine', frequency: 'weekly', day: 2 });
    for (const [method, url] of [
      ['GET', '/api/user/impact-reminders'],
      ['POST', '/api/user/impact-reminders'],
      ['PUT', `/api/user/impact-reminders/${mine.id}`],
      ['DELETE', `/api/user/impact-reminders/${mine.id}`],
    ] as const) {
      expect((await call(method, url, null, method === 'POST' || method === 'PUT' ? { name: 'X', frequency: 'weekly', day: 1 } : undefined)).statusCode).toBe(401);
    }
    expect(await list(other.token)).toEqual([]);
    expect((await call('PUT', `/api/user/impact-reminders/${mine.id}`, other.token, { name: 'Taken', frequency: 'weekly', day: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/impact-reminders/${mine.id}`, other.token)).statusCode).toBe(404);
    expect(await list(me.token)).toEqual([mine]);

    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    expect((await call('GET', '/api/user/impact-reminders', partner)).statusCode).toBe(403);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await call('POST', '/api/user/impact-reminders', admin, { name: 'X', frequency: 'weekly', day: 1 })).statusCode).toBe(403);

    const downgraded = await createUser(ctx, { roleId: ROLE.DOWNGRADED });
    for (const res of [
      await call('GET', '/api/user/impact-reminders', downgraded.token),
      await call('POST', '/api/user/impact-reminders', downgraded.token, { name: 'X', frequency: 'weekly', day: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.reactivateMembership);
    }
    expect(await rowsOf(downgraded.id)).toEqual([]);
  });

  it('e-mails a due reminder once with the job command, links to the projects and moves its date on', async () => {
    const me = await createUser(ctx);
    const due = ymd(new Date(Date.now() + 30 * DAY));
    const reminder = await create(me.token, { name: 'Water Wednesday', note: 'Clean water for Kisumu', frequency: 'weekly', day: weekdayOf(due), starts_on: due });
    expect(reminder.next_date).toBe(due);

    const before = await runAt(at(due, -HOUR));
    expect(before.ok).toBe(true);
    expect(reminderMails(me.email)).toHaveLength(0);
    expect((await list(me.token))[0].next_date).toBe(due);

    const after = await runAt(at(due, HOUR));
    expect(after.ok).toBe(true);
    const mails = reminderMails(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(impactReminderMailTexts.subject('Water Wednesday'));
    expect(mails[0].text).toContain('Clean water for Kisumu');
    expect(mails[0].text).toContain('http://localhost:3999/view-all-projects');
    const moved = (await list(me.token))[0];
    expect(moved).toMatchObject({ next_date: ymd(at(due, 7 * DAY)), last_sent_on: due });

    // The same hour again, and the next day: nothing more.
    await runAt(at(due, 2 * HOUR));
    await runAt(at(due, DAY + HOUR));
    expect(reminderMails(me.email)).toHaveLength(1);
  });

  it('skips the mail of a member who turned giving reminders off, and passes over paused reminders and downgraded members', async () => {
    const me = await createUser(ctx);
    const paused = await createUser(ctx);
    const downgraded = await createUser(ctx);
    const due = ymd(new Date(Date.now() + 45 * DAY));
    const weekly = { frequency: 'weekly', day: weekdayOf(due), starts_on: due };
    const mine = await create(me.token, { name: 'Mine', ...weekly });
    await create(paused.token, { name: 'Paused', ...weekly, is_active: false });
    const theirs = await create(downgraded.token, { name: 'Theirs', ...weekly });
    await ctx.database.db.update(users).set({ role_id: ROLE.DOWNGRADED }).where(eq(users.id, downgraded.id));
    const kind = notificationKindByKey('giving_reminders');
    expectStatus(await call('POST', `/api/user/${me.id}/notifications`, me.token, { notification_id: kind.id, email_status: 0 }), 200);

    expect((await runAt(at(due, HOUR))).ok).toBe(true);
    expect(reminderMails(me.email)).toHaveLength(0);
    const outbox = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, me.email), eq(mailOutbox.template, 'impact-reminder')));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ status: 'skipped', error: notificationSettingsTexts.skippedReason(kind.name) });
    expect((await list(me.token))[0]).toMatchObject({ id: mine.id, next_date: ymd(at(due, 7 * DAY)) });

    expect(reminderMails(paused.email)).toHaveLength(0);
    expect(reminderMails(downgraded.email)).toHaveLength(0);
    const [theirRow] = await ctx.database.db.select().from(impactReminders).where(eq(impactReminders.id, theirs.id));
    expect(theirRow).toMatchObject({ next_date: ymd(at(due, 7 * DAY)), last_sent_on: null });
  });
});
