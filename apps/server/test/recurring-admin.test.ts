import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminRecurringMessages, type AdminRecurringDetail, type AdminRecurringRow, type Story } from '@goodhive/contract';
import { auditLog, storyRuns } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createStory, createUser, expectStatus } from './giving-helpers.js';

const water = { project_id: 1382, impact_level_id: 3011 };

describe('staff recurring giving: /api/admin/recurring', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const admin = () => signIn(ctx, DEMO_USERS.admin.email);
  async function activeMonthlyStory(story_text = `Every coffee gives water ${Math.random().toString(36).slice(2, 8)}`) {
    const companyId = await createCompany(ctx, `Recurring Co ${Math.random().toString(36).slice(2, 6)}`);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    const id = await createStory(ctx, member.token, { ...water, quantity: 100, story_text, company_id: companyId });
    expectStatus(await a.post(`/api/v2/story/${id}/activate`, member.token), 200);
    return { id, member, companyId, story_text };
  }

  it('is for staff only', async () => {
    const { id, member } = await activeMonthlyStory();
    for (const url of ['/api/admin/recurring', `/api/admin/recurring/${id}`]) {
      expect((await a.get(url)).statusCode).toBe(401);
      expect((await a.get(url, member.token)).statusCode).toBe(403);
      expect((await a.get(url, await signIn(ctx, DEMO_USERS.partner.email))).statusCode).toBe(403);
    }
    expect((await a.post(`/api/admin/recurring/${id}/pause`, null, { reason: 'Asked by phone' })).statusCode).toBe(401);
    expect((await a.post(`/api/admin/recurring/${id}/pause`, member.token, { reason: 'Asked by phone' })).statusCode).toBe(403);
    expect((await a.post(`/api/admin/recurring/${id}/pause`, await signIn(ctx, DEMO_USERS.business.email), { reason: 'Asked by phone' })).statusCode).toBe(403);
    // Nothing changed.
    expect(expectStatus(await a.get(`/api/story/${id}`, member.token), 200).data.automation_status).toBe('on');
  });

  it('lists every monthly story with its state, next giving, last month and failures, filtered and paged', async () => {
    const token = await admin();
    const { id, companyId, story_text } = await activeMonthlyStory();
    const failing = await activeMonthlyStory();
    await ctx.database.db.insert(storyRuns).values([
      { story_id: failing.id, period: '2026-01', idempotency_key: `t-${failing.id}-1`, status: 'paid', attempts: 1, amount_usd_cents: 200, funded_by: 'card', paid_at: new Date('2026-01-02T00:00:00Z') },
      { story_id: failing.id, period: '2026-02', idempotency_key: `t-${failing.id}-2`, status: 'failed', attempts: 4, failure_reason: 'The card was declined.' },
    ]);
    const list = expectStatus(await a.get(`/api/admin/recurring?search=${encodeURIComponent(story_text)}`, token), 200);
    expect(list.meta.total).toBe(1);
    const row = list.data[0] as AdminRecurringRow;
    expect(row).toMatchObject({ id, story_text, account: 'company', company_id: companyId, status: 'active', automation_status: 'on', monthly_usd: 2, last_run: null, failed_runs: 0, paid_runs: 0 });
    expect(row.next_giving_at).not.toBeNull();

    const failed = expectStatus(await a.get(`/api/admin/recurring?failing=1&company_id=${failing.companyId}`, token), 200).data as AdminRecurringRow[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id: failing.id, failed_runs: 1, paid_runs: 1, last_run: { period: '2026-02', status: 'failed', attempts: 4, failure_reason: 'The card was declined.' } });
    expect(expectStatus(await a.get(`/api/admin/recurring?failing=1&company_id=${companyId}`, token), 200).data).toEqual([]);
    expect(expectStatus(await a.get('/api/admin/recurring?limit=1&page=1', token), 200).data).toHaveLength(1);

    for (const q of ['automation_status=maybe', 'limit=0', 'limit=500', 'page=0', 'failing=yes', `search=${'x'.repeat(101)}`]) {
      expect((await a.get(`/api/admin/recurring?${q}`, token)).statusCode, q).toBe(422);
    }
    expect((await a.get('/api/admin/recurring/999999', token)).statusCode).toBe(404);
    expect((await a.get('/api/admin/recurring/abc', token)).statusCode).toBe(422);
  });

  it('staff pause, resume and cancel with the owner’s rules and a reason, audited', async () => {
    const token = await admin();
    const { id, member } = await activeMonthlyStory();
    // A reason is required; an unknown action is refused.
    expect((await a.post(`/api/admin/recurring/${id}/pause`, token, {})).statusCode).toBe(422);
    expect((await a.post(`/api/admin/recurring/${id}/pause`, token, { reason: '  ' })).statusCode).toBe(422);
    expect((await a.post(`/api/admin/recurring/${id}/stop`, token, { reason: 'Asked by phone' })).statusCode).toBe(422);
    expect((await a.post('/api/admin/recurring/999999/pause', token, { reason: 'Asked by phone' })).statusCode).toBe(404);

    const paused = expectStatus(await a.post(`/api/admin/recurring/${id}/pause`, token, { reason: 'Asked by phone' }), 200);
    expect((paused.data as AdminRecurringDetail).row).toMatchObject({ automation_status: 'paused', next_giving_at: null });
    // The owner sees it paused on the story page.
    const story = expectStatus(await a.get(`/api/story/${id}`, member.token), 200).data as Story;
    expect(story.automation_status).toBe('paused');
    const again = await a.post(`/api/admin/recurring/${id}/pause`, token, { reason: 'Asked by phone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminRecurringMessages.alreadyThere('paused'));

    const resumed = expectStatus(await a.post(`/api/admin/recurring/${id}/resume`, token, { reason: 'Card updated' }), 200).data as AdminRecurringDetail;
    expect(resumed.row.automation_status).toBe('on');
    expect(resumed.row.next_giving_at).not.toBeNull();
    const cancelled = expectStatus(await a.post(`/api/admin/recurring/${id}/cancel`, token, { reason: 'Company closed' }), 200).data as AdminRecurringDetail;
    expect(cancelled.row.automation_status).toBe('off');
    expect(cancelled.audit.map((r) => [r.action, r.reason])).toEqual([
      ['story.cancel', 'Company closed'],
      ['story.resume', 'Card updated'],
      ['story.pause', 'Asked by phone'],
    ]);
    const [pauseAudit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'story'), eq(auditLog.subject_id, id), eq(auditLog.action, 'story.pause')));
    expect(pauseAudit).toMatchObject({ before: { automation_status: 'on' }, after: { automation_status: 'paused', next_giving_at: null } });
  });
});
