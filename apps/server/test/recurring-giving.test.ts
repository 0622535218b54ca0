import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, storyMessages, type Story } from '@goodhive/contract';
import { contributionGroups, contributions, jobs, stories, storyRuns } from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { sandboxProviderFor } from '../src/lib/payments/index.js';
import { createJobRunner, runDueAt } from '../src/modules/jobs/index.js';
import { CHARGE_CONCURRENCY, chargeKeyOf, giveDueStories } from '../src/modules/stories/index.js';
import { grantCreditOnLedger } from '../src/modules/giving/index.js';
import { jobContext, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const water = { project_id: 1382, impact_level_id: 3011 };

describe('automated monthly giving of stories', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const db = () => ctx.database.db;
  const mailer = () => createMailer(ctx.config, { error: () => undefined });
  const runAt = (at: Date) => runDueAt({ db: db(), config: ctx.config, mailer: mailer(), at });
  const jobCtx = (at: Date, worker = 'test') => jobContext(ctx, at, { name: `story-monthly-giving (${worker})` });
  /** The hourly job's handler at `at` (the job command runs each hour's occurrence once: tests of one file share hours). */
  const give = (at: Date, worker?: string) => giveDueStories(jobCtx(at, worker));
  /** The runner's pass over what is queued at `at`: the receipt e-mails the monthly job queued. */
  const sendQueued = (at: Date, worker = 'test') => createJobRunner({ db: db(), config: ctx.config, mailer: mailer(), schedules: [], clock: () => at, workerId: `receipts-${worker}` }).runDue(at);
  const runsOf = (storyId: number) => db().select().from(storyRuns).where(eq(storyRuns.story_id, storyId)).orderBy(storyRuns.period);
  const groupsOf = async (storyId: number) => {
    const rows = await db().select({ group: contributions.contribution_group_id, paid: contributions.payment_received, funded_by: contributions.funded_by }).from(contributions).where(eq(contributions.contribution_story_id, storyId));
    return rows;
  };
  const mailsTo = (email: string, subject: string) => ctx.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(subject));
  /** A member of a new company with a saved primary card that succeeds (or is declined). */
  async function companyWithCard(card: string = SANDBOX_TEST_CARDS.succeeds): Promise<{ member: TestUser; companyId: number }> {
    const companyId = await createCompany(ctx);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const issued = sandboxProviderFor(ctx.config)!.issuePaymentMethod(card, { month: 6, year: 2033 })!;
    expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, member.token, { company_id: companyId }), 200);
    return { member, companyId };
  }
  async function activeMonthlyStory(token: string, companyId?: number, quantity = 500) {
    const id = await createStory(ctx, token, { ...water, quantity, story_text: 'Every coffee we sell gives a day of clean water.', ...(companyId ? { company_id: companyId } : {}) });
    const story = expectStatus(await a.post(`/api/v2/story/${id}/activate`, token), 200).data as Story;
    return { id, due: new Date(story.next_giving_date!) };
  }

  it('gives an active monthly story once a month with the primary card, records it paid, mails the receipt, and does nothing twice', async () => {
    const { member, companyId } = await companyWithCard();
    const { id, due } = await activeMonthlyStory(member.token, companyId);
    await give(new Date(due.getTime() - HOUR));
    expect(await runsOf(id)).toEqual([]);

    // `npm run jobs:run-due -- --at DATE` runs the hourly occurrence due then.
    const first = await runAt(new Date(due.getTime() + HOUR));
    expect(first.ok).toBe(true);
    expect(first.reports.find((r) => r.name === 'story-monthly-giving')?.summary).toContain('1 paid');
    let runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'paid', period: due.toISOString().slice(0, 7), funded_by: 'card', amount_usd_cents: 1000, idempotency_key: `goodhive-story-${id}-${due.toISOString().slice(0, 7)}` });
    const [group] = await db().select().from(contributionGroups).where(eq(contributionGroups.id, runs[0].contribution_group_id!));
    expect(group).toMatchObject({ status: 'paid', company_id: companyId, account: 'company', total_usd_cents: 1000, payment_provider: 'sandbox' });
    expect(group.paid_at).not.toBeNull();
    expect(await groupsOf(id)).toEqual([{ group: group.id, paid: 1, funded_by: 'customer' }]);
    // The SGD amount is fixed at the rate in force, as at a checkout, and the company's impact counts the month.
    const rate = (await db().execute<{ rate: string }>(sql`select rate::text as rate from exchange_rates where currency = 'SGD' and effective_from <= now() order by effective_from desc, id desc limit 1`)).rows[0]!.rate;
    expect(group.exchange_rate_sgd).toBe(rate);
    expect(group.total_sgd_cents).toBe(Math.round(1000 * Number(rate)));
    const [line] = await db().select().from(contributions).where(eq(contributions.contribution_group_id, group.id));
    expect(line).toMatchObject({ amt_total_sgd_cents: group.total_sgd_cents, payment_received: 1 });
    expect(line!.contribution_date).not.toBeNull();
    const rollup = await db().execute<{ usd: string }>(sql`select coalesce(sum(usd_cents), 0)::text as usd from impact_daily_totals where account = 'company' and owner_id = ${companyId}`);
    expect(Number(rollup.rows[0]!.usd)).toBe(1000);
    const receipt = mailsTo(member.email, 'Your monthly giving');
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain('/recurring-impact/manage/');

    // The same hour again, or later that month: nothing more.
    await give(new Date(due.getTime() + 2 * HOUR));
    await give(new Date(due.getTime() + 10 * DAY));
    expect(await runsOf(id)).toHaveLength(1);

    // A month on: the next month is given.
    const [row] = await db().select().from(stories).where(eq(stories.id, id));
    expect(row.next_giving_at!.getTime()).toBeGreaterThan(due.getTime() + 27 * DAY);
    await give(new Date(row.next_giving_at!.getTime() + HOUR));
    runs = await runsOf(id);
    expect(runs.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(new Set(runs.map((r) => r.contribution_group_id)).size).toBe(2);

    // The story page shows its history.
    const history = expectStatus(await a.get(`/api/v2/story/${id}/history`, member.token), 200).data;
    expect(history.runs).toHaveLength(2);
    expect(history.contributions).toHaveLength(2);
    expect((expectStatus(await a.get(`/api/story/${id}`, member.token), 200).data as Story).contributions).toEqual([{ project_id: 1382, beneficiaries: 1000, quantity: 1000, amt_total_usd: 20 }]);
  });

  it('pays with giving credit when it covers the month', async () => {
    const me = await createUser(ctx);
    await db().transaction((tx) => grantCreditOnLedger(tx, { userId: me.id, companyId: null, cents: 5000, expiryDate: null, note: null, createdBy: null, source: 'test' }));
    const { id, due } = await activeMonthlyStory(me.token, undefined, 100);
    await give(new Date(due.getTime() + HOUR));
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'paid', funded_by: 'credit', amount_usd_cents: 200 });
    const [credit] = expectStatus(await a.get('/api/user/credits', me.token), 200).data.credits;
    expect(credit).toMatchObject({ amount_redeemed_usd: 2, balance_usd: 48 });
  });

  it('retries a declined charge 3 times over 7 days with a new key each time, then pauses the story and mails the owner', async () => {
    const { member, companyId } = await companyWithCard(SANDBOX_TEST_CARDS.declined);
    const { id, due } = await activeMonthlyStory(member.token, companyId);
    const t0 = new Date(due.getTime() + HOUR);
    await give(t0);
    let [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(run.next_attempt_at!.getTime()).toBe(t0.getTime() + DAY);
    // Not before its time.
    await give(new Date(t0.getTime() + 12 * HOUR));
    expect((await runsOf(id))[0].attempts).toBe(1);
    await give(new Date(t0.getTime() + DAY));
    [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(run.next_attempt_at!.getTime()).toBe(t0.getTime() + 3 * DAY);
    await give(new Date(t0.getTime() + 3 * DAY));
    [run] = await runsOf(id);
    expect(run.next_attempt_at!.getTime()).toBe(t0.getTime() + 7 * DAY);
    expect(mailsTo(member.email, 'could not be paid')).toHaveLength(0);
    await give(new Date(t0.getTime() + 7 * DAY));
    [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'failed', attempts: 4, contribution_group_id: null });
    const [story] = await db().select().from(stories).where(eq(stories.id, id));
    expect(story).toMatchObject({ automation_status: 'paused', next_giving_at: null });
    expect(mailsTo(member.email, 'could not be paid')).toHaveLength(1);
    expect(await groupsOf(id)).toEqual([]);
    // Every failed charge was told in the company's bell.
    const bell = expectStatus(await a.get(`/api/user/get-broadcast-notification?type=company&company_id=${companyId}&limit=10`, member.token), 200).data;
    expect(bell.filter((n: { broadcast_notification: { title: string } }) => n.broadcast_notification.title === 'Recurring payment failed')).toHaveLength(4);
    // Each try after a decline is a new charge at the provider; a retried or taken-over try reuses its key.
    expect([0, 1, 3].map((attempts) => chargeKeyOf({ idempotency_key: run.idempotency_key, attempts }))).toEqual([run.idempotency_key, `${run.idempotency_key}-retry-1`, `${run.idempotency_key}-retry-3`]);
    // Paused: nothing more, even months later.
    await give(new Date(t0.getTime() + 60 * DAY));
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('gives each due month exactly once when two runners work at the same time', async () => {
    const { member, companyId } = await companyWithCard();
    const ids: number[] = [];
    let latest = 0;
    for (let i = 0; i < 6; i++) {
      const s = await activeMonthlyStory(member.token, companyId, 10 + i);
      ids.push(s.id);
      latest = Math.max(latest, s.due.getTime());
    }
    const at = new Date(latest + HOUR);
    await Promise.all([give(at, 'a'), give(at, 'b'), runAt(at), runAt(at)]);
    for (const id of ids) {
      const runs = await runsOf(id);
      expect(runs.map((r) => r.status)).toEqual(['paid']);
      expect(new Set((await groupsOf(id)).map((g) => g.group)).size).toBe(1);
    }
  });

  it('charges each of many due months exactly once while several workers and runners charge at the same time, with one receipt each', async () => {
    expect(CHARGE_CONCURRENCY).toBeGreaterThan(1);
    const owners = [await companyWithCard(), await companyWithCard()];
    const ids: number[] = [];
    let latest = 0;
    for (let i = 0; i < 2 * CHARGE_CONCURRENCY; i++) {
      const { member, companyId } = owners[i % 2];
      const s = await activeMonthlyStory(member.token, companyId, 1 + i);
      ids.push(s.id);
      latest = Math.max(latest, s.due.getTime());
    }
    const at = new Date(latest + HOUR);
    const summaries = await Promise.all([give(at, 'x'), give(at, 'y'), give(at, 'z')]);
    await Promise.all([sendQueued(at, 'x'), sendQueued(at, 'y')]);
    const paid = summaries.reduce((n, line) => n + Number(/(\d+) paid/.exec(line)![1]), 0);
    expect(paid).toBe(ids.length);
    const groupIds: number[] = [];
    for (const [i, id] of ids.entries()) {
      const runs = await runsOf(id);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: 'paid', amount_usd_cents: (1 + i) * 2 });
      const groups = await groupsOf(id);
      expect(groups).toHaveLength(1);
      groupIds.push(groups[0].group!);
    }
    const queued = await db().select().from(jobs).where(eq(jobs.name, 'story-receipt-mail'));
    const receiptJobs = queued.filter((j) => groupIds.includes((j.payload as { groupId: number }).groupId));
    expect(receiptJobs).toHaveLength(ids.length);
    expect(receiptJobs.every((j) => j.status === 'done')).toBe(true);
    for (const { member } of owners) expect(mailsTo(member.email, 'Your monthly giving')).toHaveLength(ids.length / 2);
  }, 120_000);

  it('lets the owner pause, skip next month, change the quantity and cancel from a signed e-mail link without signing in', async () => {
    const { member, companyId } = await companyWithCard();
    const { id, due } = await activeMonthlyStory(member.token, companyId, 100);
    await give(new Date(due.getTime() + HOUR));
    await sendQueued(new Date(due.getTime() + HOUR));
    const mail = mailsTo(member.email, 'Your monthly giving').at(-1)!;
    const key = /\/recurring-impact\/manage\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1];
    const anon = (method: 'GET' | 'POST', payload?: object) => ctx.app.inject({ method, url: `/api/story/manage/${key}`, ...(payload ? { payload } : {}) });

    const view = expectStatus(await anon('GET'), 200).data;
    expect(view).toMatchObject({ story_text: 'Every coffee we sell gives a day of clean water.', quantity: 100, automation_status: 'on', amt_total_usd: 2 });
    expect(Object.keys(view)).not.toContain('company_id');
    expect(expectStatus(await anon('POST', { action: 'pause' }), 200)).toMatchObject({ message: storyMessages.paused, data: { automation_status: 'paused', next_giving_date: null } });
    expect(expectStatus(await anon('POST', { action: 'resume' }), 200).data.automation_status).toBe('on');
    const skipped = expectStatus(await anon('POST', { action: 'skip' }), 200);
    const nextMonth = skipped.data.next_giving_date.slice(0, 7);
    expect(skipped.data.skip_period).toBe(nextMonth);
    expect(expectStatus(await anon('POST', { action: 'quantity', quantity: 250 }), 200).data).toMatchObject({ quantity: 250, amt_total_usd: 5 });
    expect((await anon('POST', { action: 'quantity', quantity: 0 })).statusCode).toBe(422);
    expect((await anon('POST', { action: 'explode' })).statusCode).toBe(422);

    // The skipped month is recorded and not charged; the month after it is given at the new quantity.
    const next = new Date(skipped.data.next_giving_date);
    await give(new Date(next.getTime() + HOUR));
    let runs = await runsOf(id);
    expect(runs.map((r) => r.status)).toEqual(['paid', 'skipped']);
    const [row] = await db().select().from(stories).where(eq(stories.id, id));
    await give(new Date(row.next_giving_at!.getTime() + HOUR));
    runs = await runsOf(id);
    expect(runs.map((r) => [r.status, r.amount_usd_cents])).toEqual([
      ['paid', 200],
      ['skipped', null],
      ['paid', 500],
    ]);

    expect(expectStatus(await anon('POST', { action: 'cancel' }), 200).data.automation_status).toBe('off');
    // Forged, unknown or renewed keys answer 404.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/story/manage/${key.slice(0, -2)}AA` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/story/manage/not-a-key-at-all' })).statusCode).toBe(404);
    await a.del(`/api/v2/story/${id}`, member.token);
    expect((await anon('GET')).statusCode).toBe(404);
  });

  it('lets the owner manage a monthly story from its page; others may not', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const { id } = await activeMonthlyStory(me.token, undefined, 10);
    const manage = (token: string, body: object) => a.post(`/api/v2/story/${id}/recurring`, token, body);
    expect((await manage(other.token, { action: 'pause' })).statusCode).toBe(404);
    expect((await a.post(`/api/v2/story/${id}/recurring`, null, { action: 'pause' })).statusCode).toBe(401);
    expect(expectStatus(await manage(me.token, { action: 'pause' }), 200).data.automation_status).toBe('paused');
    expect(expectStatus(await manage(me.token, { action: 'quantity', quantity: 20 }), 200).data.quantity).toBe(20);
    expect(expectStatus(await manage(me.token, { action: 'cancel' }), 200).data.automation_status).toBe('off');
    const oneOff = await createStory(ctx, me.token, { ...water, is_giving_monthly: 0 });
    expect((await a.post(`/api/v2/story/${oneOff}/recurring`, me.token, { action: 'skip' })).statusCode).toBe(422);
    const [row] = await db().select().from(stories).where(and(eq(stories.id, id)));
    expect(row.quantity).toBe(20);
  });
});
