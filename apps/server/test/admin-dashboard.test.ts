import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FAILED_JOBS_DAYS,
  FAILED_PAYMENTS_DAYS,
  PROJECT_UPDATE_CADENCE_DAYS,
  SANDBOX_TEST_CARDS,
  TRIAL_ENDING_SOON_DAYS,
  percentChange,
  type AdminDashboard,
} from '@goodhive/contract';
import { companies, contributionGroups, files, jobs, membershipPackages, membershipPayments, partnerDocuments, paymentEvents, projectChanges, userBusiness } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { comparedPeriods } from '../src/modules/admin-dashboard/admin-dashboard.service.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';
import { dateGroup } from './impact-fixtures.js';
import { createPartner, createPartnerProject } from './partner-contributions-fixtures.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Monday 00:00 UTC of the week of `now`, worked out on its own here rather than with the server's helper. */
function mondayOf(now: Date) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() - 1);
  return d;
}

describe('week and month boundaries (UTC)', () => {
  const at = (iso: string) => comparedPeriods(new Date(iso));

  it('starts weeks on Monday 00:00 UTC and compares with last week up to the same point', () => {
    // Wednesday 4 March 2026, 15:30 UTC.
    const { week } = at('2026-03-04T15:30:00.000Z');
    expect(week.starts.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(week.previousStarts.toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(week.windows.previous.to?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(week.windows.previous_to_date.to?.toISOString()).toBe('2026-02-25T15:30:00.000Z');
    // A Sunday still belongs to the week that began on the Monday before; Monday 00:00 starts a new one.
    expect(at('2026-03-08T23:59:59.999Z').week.starts.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(at('2026-03-09T00:00:00.000Z').week.starts.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // A week across a year's end.
    expect(at('2026-01-01T09:00:00.000Z').week.starts.toISOString()).toBe('2025-12-29T00:00:00.000Z');
  });

  it("compares a month with last month up to the same point, never past last month's end", () => {
    const { month } = at('2026-03-10T12:00:00.000Z');
    expect(month.starts.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(month.previousStarts.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(month.windows.previous_to_date.to?.toISOString()).toBe('2026-02-10T12:00:00.000Z');
    expect(at('2026-03-31T08:00:00.000Z').month.windows.previous_to_date.to?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(at('2026-01-15T00:00:00.000Z').month.previousStarts.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('GET /api/admin/dashboard', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;
  const dashboard = async (token: string) => expectStatus(await a.get('/api/admin/dashboard', token), 200).data as AdminDashboard;
  const admin = () => signIn(ctx, DEMO_USERS.admin.email);

  it('answers 401 to guests and 403 to business and partner users', async () => {
    const guest = await a.get('/api/admin/dashboard');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 'error' });
    expect((await a.get('/api/admin/dashboard', await signIn(ctx, DEMO_USERS.business.email))).statusCode).toBe(403);
    expect((await a.get('/api/admin/dashboard', await signIn(ctx, DEMO_USERS.personal.email))).statusCode).toBe(403);
    expect((await a.get('/api/admin/dashboard', await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(403);
    const ok = expectStatus(await a.get('/api/admin/dashboard', await admin()), 200);
    expect(ok.status).toBe('success');
  });

  it('sums paid contribution groups this week and month against last, at the UTC boundaries', async () => {
    const token = await admin();
    const before = await dashboard(token);
    const now = new Date();
    const monday = mondayOf(now);
    const lastMonday = new Date(monday.getTime() - 7 * DAY_MS);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const giver = await createUser(ctx);

    // Each group has its own amount (powers of two), so a total says which groups it holds.
    const fixtures = [
      { at: monday, cents: 1 * 100 },
      { at: new Date(monday.getTime() - 1), cents: 2 * 100 },
      { at: lastMonday, cents: 4 * 100 },
      { at: new Date(lastMonday.getTime() - 1), cents: 8 * 100 },
      { at: monthStart, cents: 16 * 100 },
      { at: new Date(monthStart.getTime() - 1), cents: 32 * 100 },
      { at: lastMonthStart, cents: 64 * 100 },
      { at: new Date(lastMonthStart.getTime() - 1), cents: 128 * 100 },
    ];
    for (const f of fixtures) {
      await db().insert(contributionGroups).values({ user_id: giver.id, account: 'user', status: 'paid', total_usd_cents: f.cents, paid_at: f.at });
    }
    // Neither a failed nor a pending checkout is giving.
    await db().insert(contributionGroups).values({ user_id: giver.id, account: 'user', status: 'failed', total_usd_cents: 25_600, paid_at: monday });
    await db().insert(contributionGroups).values({ user_id: giver.id, account: 'user', status: 'pending', total_usd_cents: 51_200 });

    const after = await dashboard(token);
    const in_ = (from: Date, to: Date | null) => {
      const hits = fixtures.filter((f) => f.at >= from && (!to || f.at < to));
      return { count: hits.length, amount_usd: hits.reduce((sum, f) => sum + f.cents, 0) / 100 };
    };
    const gained = (x: { count: number; amount_usd: number }, y: { count: number; amount_usd: number }) => ({ count: x.count - y.count, amount_usd: Math.round((x.amount_usd - y.amount_usd) * 100) / 100 });
    const sameLastMonth = new Date(Math.min(lastMonthStart.getTime() + (now.getTime() - monthStart.getTime()), monthStart.getTime()));

    const { week, month } = after.giving;
    expect(week.starts_at).toBe(monday.toISOString());
    expect(week.previous_starts_at).toBe(lastMonday.toISOString());
    expect(month.starts_at).toBe(monthStart.toISOString());
    expect(month.previous_starts_at).toBe(lastMonthStart.toISOString());
    expect(gained(week.current, before.giving.week.current)).toEqual(in_(monday, null));
    expect(gained(week.previous, before.giving.week.previous)).toEqual(in_(lastMonday, monday));
    expect(gained(week.previous_to_date, before.giving.week.previous_to_date)).toEqual(in_(lastMonday, new Date(now.getTime() - 7 * DAY_MS)));
    expect(gained(month.current, before.giving.month.current)).toEqual(in_(monthStart, null));
    expect(gained(month.previous, before.giving.month.previous)).toEqual(in_(lastMonthStart, monthStart));
    expect(gained(month.previous_to_date, before.giving.month.previous_to_date)).toEqual(in_(lastMonthStart, sameLastMonth));
    expect(week.change_pct).toBe(percentChange(Math.round(week.current.amount_usd * 100), Math.round(week.previous_to_date.amount_usd * 100)));
    expect(month.change_pct).toBe(percentChange(Math.round(month.current.amount_usd * 100), Math.round(month.previous_to_date.amount_usd * 100)));
  });

  it('counts new trials this week against last, and lists the trials ending in the next 7 days with their owner', async () => {
    const token = await admin();
    const before = await dashboard(token);
    const now = Date.now();
    const monday = mondayOf(new Date(now));
    const trial = async (name: string, startedAt: Date, endsAt: Date, withOwner = true) => {
      const id = await createCompany(ctx, name);
      await db().update(companies).set({ trial_started_at: startedAt, trial_ends_at: endsAt }).where(eq(companies.id, id));
      if (!withOwner) return { id, ownerId: null };
      const owner = await createUser(ctx, { companyId: id, isAdmin: true });
      await db().update(userBusiness).set({ is_owner: true }).where(eq(userBusiness.user_id, owner.id));
      return { id, ownerId: owner.id };
    };
    const soonest = await trial('Ends Within The Hour Ltd', monday, new Date(now + HOUR_MS));
    const lastDay = await trial('Ends On Day Seven Ltd', new Date(monday.getTime() - 1), new Date(now + TRIAL_ENDING_SOON_DAYS * DAY_MS - 60_000), false);
    await trial('Ends Next Fortnight Ltd', new Date(monday.getTime() - 7 * DAY_MS), new Date(now + 14 * DAY_MS));
    await trial('Ended Yesterday Ltd', new Date(monday.getTime() - 7 * DAY_MS - 1), new Date(now - DAY_MS));
    // A company without a trial is no sign-up.
    await createCompany(ctx, 'Never Trialled Ltd');

    const after = await dashboard(token);
    const t = after.trials;
    expect(t.new_this_week.current - before.trials.new_this_week.current).toBe(1);
    expect(t.new_this_week.previous - before.trials.new_this_week.previous).toBe(2);
    expect(t.new_this_week.starts_at).toBe(monday.toISOString());
    expect(t.new_this_week.change_pct).toBe(percentChange(t.new_this_week.current, t.new_this_week.previous_to_date));

    expect(t.ending_soon.days).toBe(TRIAL_ENDING_SOON_DAYS);
    expect(t.ending_soon.count - before.trials.ending_soon.count).toBe(2);
    const ours = t.ending_soon.rows.filter((r) => r.company_id === soonest.id || r.company_id === lastDay.id);
    expect(ours).toEqual([
      { company_id: soonest.id, company_name: 'Ends Within The Hour Ltd', owner_user_id: soonest.ownerId, owner_name: expect.stringMatching(/^Giver Number/), trial_ends_at: expect.any(String) },
      { company_id: lastDay.id, company_name: 'Ends On Day Seven Ltd', owner_user_id: null, owner_name: null, trial_ends_at: expect.any(String) },
    ]);
    const ends = t.ending_soon.rows.map((r) => r.trial_ends_at);
    expect([...ends].sort()).toEqual(ends);
  });

  it("counts projects and change requests waiting for review, and every partner's overdue project updates", async () => {
    const token = await admin();
    const before = await dashboard(token);
    const partner = await createPartner(ctx);
    const submitted = { categorySlug: 'water-access', priceCents: 100, beneficiaries: 1 };
    await createPartnerProject(ctx, partner.partnerId, { ...submitted, title: 'Waiting one', status: 'submitted', approvedAt: null });
    await createPartnerProject(ctx, partner.partnerId, { ...submitted, title: 'Waiting two', status: 'submitted', approvedAt: null });
    const stale = await createPartnerProject(ctx, partner.partnerId, { ...submitted, title: 'Stale well', approvedAt: new Date(Date.now() - 120 * DAY_MS) });
    const quiet = await createPartnerProject(ctx, partner.partnerId, { ...submitted, title: 'Stale without giving', approvedAt: new Date(Date.now() - 120 * DAY_MS) });
    await db().insert(projectChanges).values({ project_id: stale.id, partner_id: partner.partnerId, actor_id: partner.id, actor_type: 'partner', action: 'change_requested', status: 'pending' });
    await db().insert(projectChanges).values({ project_id: quiet.id, partner_id: partner.partnerId, actor_id: partner.id, actor_type: 'partner', action: 'change_requested', status: 'rejected' });
    // Paid giving makes the stale project's update due; the one without giving is not flagged.
    const giver = await createUser(ctx);
    expectStatus(await a.add(giver.token, { project_id: stale.id, impact_level_id: stale.levelId, quantity: 1 }), 200);
    await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.succeeds);

    const after = await dashboard(token);
    expect(after.review.projects_waiting - before.review.projects_waiting).toBe(2);
    expect(after.review.changes_waiting - before.review.changes_waiting).toBe(1);
    expect(after.overdue_updates.cadence_days).toBe(PROJECT_UPDATE_CADENCE_DAYS);
    expect(after.overdue_updates.projects - before.overdue_updates.projects).toBe(1);
    expect(after.overdue_updates.partners - before.overdue_updates.partners).toBe(1);
    // The partner Home reads the same rule for this partner.
    const home = expectStatus(await a.get(`/api/partner/home?partner_id=${partner.partnerId}`, token), 200).data;
    expect(home.attention.overdue_updates.map((o: { project_id: number }) => o.project_id)).toEqual([stale.id]);
  });

  it('owes each partner its paid giving that no remittance covers yet, read from the remittances', async () => {
    const token = await admin();
    const partner = await createPartner(ctx);
    const project = await createPartnerProject(ctx, partner.partnerId, { title: `Remit well ${partner.partnerId}`, categorySlug: 'water-access', priceCents: 25_000, beneficiaries: 1 });
    const giver = await createUser(ctx);
    const give = async (quantity: number, iso: string) => {
      expectStatus(await a.add(giver.token, { project_id: project.id, impact_level_id: project.levelId, quantity }), 200);
      const { groupId } = await giveWithCard(ctx, giver.token, SANDBOX_TEST_CARDS.succeeds);
      await dateGroup(ctx, groupId, iso);
    };
    await give(2, '2026-03-31T23:59:59Z'); // $500.00
    await give(1, '2026-04-20T10:00:00Z'); // $250.00
    const row = async () => (await dashboard(token)).remittances_due.rows.find((r) => r.partner_id === partner.partnerId);

    // Without any remittance, everything paid is owed.
    expect(await row()).toEqual({ partner_id: partner.partnerId, user_id: partner.id, worthy_cause_name: partner.name, amount_usd: 750, contributions: 2, last_period_end: null });

    // An uploaded advice document no longer counts: only a remittance does.
    const [file] = await db()
      .insert(files)
      .values({ storage_key: `test-remit-${Math.random().toString(36).slice(2)}`, owner_user_id: partner.id, purpose: 'document', content_type: 'application/pdf', byte_size: 10, original_name: 'advice.pdf' })
      .returning({ id: files.id });
    await db().insert(partnerDocuments).values({ partner_id: partner.partnerId, kind: 'remittance', title: 'Uploaded advice', file_id: file.id, period_start: '2026-01-01', period_end: '2026-04-30', amount_usd_cents: 500 });
    expect((await row())?.amount_usd).toBe(750);

    // Staff remit March: April's giving is still owed, and the row says up to when it was remitted.
    expectStatus(
      await a.post('/api/admin/remittances', token, { partner_id: partner.partnerId, period_start: '2026-03-01', period_end: '2026-03-31', remitted_on: '2026-04-05', fees_usd: 0, bank_reference: `DASH-${partner.partnerId}`, expected_amount_usd: 500 }),
      200,
    );
    expect(await row()).toEqual({ partner_id: partner.partnerId, user_id: partner.id, worthy_cause_name: partner.name, amount_usd: 250, contributions: 1, last_period_end: '2026-03-31' });

    const due = (await dashboard(token)).remittances_due;
    expect(due.available).toBe(true);
    expect(due.partners).toBeGreaterThanOrEqual(due.rows.length);
    expect(due.total_usd).toBeGreaterThanOrEqual(due.rows.reduce((sum, r) => sum + r.amount_usd, 0) - 0.001);
    const amounts = due.rows.map((r) => r.amount_usd);
    expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
  });

  it(`lists the failed payments of the last ${FAILED_PAYMENTS_DAYS} days and the payment notifications to check`, async () => {
    const token = await admin();
    const before = await dashboard(token);
    const giver = await createUser(ctx);
    const stale = await createUser(ctx);
    const decline = async (who: typeof giver) => {
      expectStatus(await a.add(who.token, { project_id: 1380, impact_level_id: 3009, quantity: 3 }), 200);
      const { groupId } = await giveWithCard(ctx, who.token, SANDBOX_TEST_CARDS.declined);
      expect((await db().select({ status: contributionGroups.status }).from(contributionGroups).where(eq(contributionGroups.id, groupId)))[0].status).toBe('failed');
      expectStatus(await a.post('/api/cart', who.token, { op: 'clear' }), 200);
      return groupId;
    };
    const recent = await decline(giver);
    const old = await decline(stale);
    await db()
      .update(contributionGroups)
      .set({ updated_at: new Date(Date.now() - (FAILED_PAYMENTS_DAYS + 1) * DAY_MS) })
      .where(eq(contributionGroups.id, old));
    await db().insert(paymentEvents).values({ provider: 'sandbox', event_id: `evt_refund_${recent}`, event_type: 'payment.succeeded', contribution_group_id: recent, outcome: 'refund_due' });
    await db()
      .insert(paymentEvents)
      .values({ provider: 'sandbox', event_id: `evt_old_${recent}`, event_type: 'payment.succeeded', outcome: 'amount_mismatch', created_at: new Date(Date.now() - 30 * DAY_MS) });

    const after = (await dashboard(token)).failed_payments;
    expect(after.days).toBe(FAILED_PAYMENTS_DAYS);
    expect(after.count - before.failed_payments.count).toBe(1);
    expect(Math.round((after.amount_usd - before.failed_payments.amount_usd) * 100)).toBe(300);
    expect(after.needs_attention - before.failed_payments.needs_attention).toBe(1);
    expect(after.rows[0]).toEqual({ contribution_group_id: recent, user_id: giver.id, giver_name: expect.stringMatching(/^Giver Number/), company_name: null, amount_usd: 3, failed_at: expect.any(String) });
    expect(after.rows.some((r) => r.contribution_group_id === old)).toBe(false);
  });

  it('counts trials upgraded this week by their first complete membership payment, not renewals or incomplete ones', async () => {
    const token = await admin();
    const before = (await dashboard(token)).trials.upgrades;
    const now = Date.now();
    const monday = mondayOf(new Date(now));
    const [pkg] = await db().select({ id: membershipPackages.id }).from(membershipPackages).limit(1);
    const pay = async (companyId: number, paidAt: Date, complete = true) => {
      const payer = await createUser(ctx, { companyId, isAdmin: true });
      await db().insert(membershipPayments).values({
        company_id: companyId,
        user_id: payer.id,
        package_id: pkg.id,
        membership_period_id: 1,
        amount_usd_cents: 9900,
        status: complete ? 'paid' : 'failed',
        payment_status: complete ? 1 : 0,
        paid_at: complete ? paidAt : null,
      });
    };
    const thisWeek = await createCompany(ctx, 'Upgraded This Week Ltd');
    await pay(thisWeek, monday);
    await pay(thisWeek, new Date(now - 1000));
    const lastWeek = await createCompany(ctx, 'Upgraded Last Week Ltd');
    await pay(lastWeek, new Date(monday.getTime() - 2 * DAY_MS));
    await pay(lastWeek, new Date(now - 1000));
    const incomplete = await createCompany(ctx, 'Card Declined Ltd');
    await pay(incomplete, new Date(now - 1000), false);

    const after = (await dashboard(token)).trials.upgrades;
    expect(after.current - before.current).toBe(1);
    expect(after.previous - before.previous).toBe(1);
    expect(after.starts_at).toBe(monday.toISOString());
    expect(after.change_pct).toBe(percentChange(after.current, after.previous_to_date));
  });

  it('lists the background jobs that failed for good in the last 7 days, newest first', async () => {
    const token = await admin();
    const before = (await dashboard(token)).failed_jobs;
    const [recent] = await db()
      .insert(jobs)
      .values({ name: 'membership-renewal-charge', status: 'failed', attempts: 5, max_attempts: 5, last_error: 'No saved card to charge.', updated_at: new Date() })
      .returning({ id: jobs.id });
    const [old] = await db()
      .insert(jobs)
      .values({ name: 'trial-expiry', status: 'failed', attempts: 5, max_attempts: 5, last_error: 'old', updated_at: new Date(Date.now() - (FAILED_JOBS_DAYS + 1) * DAY_MS) })
      .returning({ id: jobs.id });
    await db().insert(jobs).values({ name: 'trial-expiry', status: 'done', attempts: 1 });

    const d = await dashboard(token);
    expect(d.failed_jobs.days).toBe(FAILED_JOBS_DAYS);
    expect(d.failed_jobs.count - before.count).toBe(1);
    expect(d.failed_jobs.rows[0]).toEqual({ id: recent.id, name: 'membership-renewal-charge', attempts: 5, last_error: 'No saved card to charge.', failed_at: expect.any(String) });
    expect(d.failed_jobs.rows.some((r) => r.id === old.id)).toBe(false);
    expect(Date.parse(d.generated_at)).not.toBeNaN();
  });
});
