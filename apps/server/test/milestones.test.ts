import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MILESTONE_LIMIT_PER_MEMBER, NOTIFICATION_KINDS, milestoneTexts, type MilestoneEmail } from '@goodhive/contract';
import { auditLog, mailOutbox, milestoneEmails, milestoneSends } from '../src/db/schema/index.js';
import { sendDueMilestoneEmails } from '../src/modules/milestones/milestones.service.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { jobContext, signIn, useTestApp } from './helpers.js';
import { api, createUser, expectStatus, type TestUser } from './giving-helpers.js';

const TREE = { impact_level_id: 3009 };

describe('milestone e-mails', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const db = () => ctx.database.db;
  let admin: string;
  const jobCtx = (at: Date) => jobContext(ctx, at, { name: 'milestone-emails' });
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, 'milestone')));
  const email = (o: Record<string, unknown> = {}) => ({ name: 'First giving (test)', kind: 'first_giving', subject: 'Welcome to giving, {first_name}!', body: 'Thank you {first_name}: {milestone}.\n\nYou gave {impacts} impact(s), {total_given}.', active: true, ...o });
  /** Paid offline giving of `quantity` trees (US $1 each) recorded by staff for the member. */
  const give = async (member: TestUser, quantity: number, day = new Date().toISOString().slice(0, 10)) =>
    expectStatus(await a.post('/api/admin/giving', admin, { user_id: member.id, payment_method: 'bank_transfer', payment_reference: `MS-${member.id}-${quantity}`, received_on: day, lines: [{ ...TREE, quantity }] }), 200);

  it('staff create, edit and list milestone e-mails, audited; everything is staff-only', async () => {
    admin = await signIn(ctx, DEMO_USERS.admin.email);
    const member = await createUser(ctx);
    expect((await a.get('/api/admin/emails', null)).statusCode).toBe(401);
    for (const [method, url] of [['GET', '/api/admin/emails'], ['POST', '/api/admin/emails'], ['POST', '/api/admin/emails/preview'], ['POST', '/api/admin/emails/test-send'], ['POST', '/api/admin/emails/1'], ['DELETE', '/api/admin/emails/1']] as const) {
      const res = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${member.token}` }, payload: method === 'POST' ? email() : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const created = expectStatus(await a.post('/api/admin/emails', admin, email({ active: false })), 200);
    expect(created.message).toBe(milestoneTexts.created);
    const m = created.data as MilestoneEmail;
    expect(m).toMatchObject({ kind: 'first_giving', threshold: 1, active: false, sent_count: 0 });
    const saved = expectStatus(await a.post(`/api/admin/emails/${m.id}`, admin, email({ kind: 'impacts', threshold: 3, active: false, name: 'Three impacts' })), 200).data as MilestoneEmail;
    expect(saved).toMatchObject({ name: 'Three impacts', kind: 'impacts', threshold: 3 });
    expect((expectStatus(await a.get('/api/admin/emails', admin), 200).data as MilestoneEmail[]).map((e) => e.id)).toContain(m.id);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.subject_type, 'milestone_email'), eq(auditLog.subject_id, m.id)));
    expect(audits.map((x) => x.action).sort()).toEqual(['milestone_email.create', 'milestone_email.update']);
    expect((await a.get('/api/admin/emails/999999', admin)).statusCode).toBe(404);
    expectStatus(await a.del(`/api/admin/emails/${m.id}`, admin), 200);
  });

  it('refuses bad input with 422 and stores nothing; previews with text escaped; sends a test to the staff member', async () => {
    const before = (await db().select().from(milestoneEmails)).length;
    const bad = async (o: Record<string, unknown>, field: string) => {
      const res = await a.post('/api/admin/emails', admin, email(o));
      expect(res.statusCode, JSON.stringify(o)).toBe(422);
      return res.json().errors[field] as string[];
    };
    expect(await bad({ name: '' }, 'name')).toContain(milestoneTexts.nameRequired);
    expect(await bad({ kind: 'birthday' }, 'kind')).toContain(milestoneTexts.kindInvalid);
    expect(await bad({ kind: 'impacts', threshold: 0 }, 'threshold')).toContain(milestoneTexts.thresholdInvalid);
    expect(await bad({ kind: 'impacts', threshold: 'ten' }, 'threshold')).toContain(milestoneTexts.thresholdInvalid);
    expect((await bad({ body: 'Hi {nickname}' }, 'body'))[0]).toContain('{nickname}');
    expect(await bad({ subject: '' }, 'subject')).toContain(milestoneTexts.subjectRequired);
    expect((await db().select().from(milestoneEmails)).length).toBe(before);

    const preview = expectStatus(await a.post('/api/admin/emails/preview', admin, email({ body: '<script>alert(1)</script> for {first_name}' })), 200).data;
    expect(preview.subject).toBe(`Welcome to giving, ${DEMO_USERS.admin.first_name}!`);
    expect(preview.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; for Ada');
    expect(preview.html).not.toContain('<script>');

    const test = expectStatus(await a.post('/api/admin/emails/test-send', admin, email()), 200);
    expect(test.message).toBe(milestoneTexts.testSent(DEMO_USERS.admin.email));
    const [mail] = await mailsTo(DEMO_USERS.admin.email);
    expect(mail?.subject).toBe(`[Test] Welcome to giving, ${DEMO_USERS.admin.first_name}!`);
  });

  it("sends a member's first-giving e-mail once, after their first paid giving, and honours their settings", async () => {
    const first = expectStatus(await a.post('/api/admin/emails', admin, email()), 200).data as MilestoneEmail;
    const giver = await createUser(ctx);
    const quiet = await createUser(ctx);
    const idle = await createUser(ctx);
    const milestones = NOTIFICATION_KINDS.find((k) => k.key === 'milestones')!;
    expectStatus(await a.post(`/api/user/${quiet.id}/notifications`, quiet.token, { notification_id: milestones.id, email_status: 0 }), 200);

    await sendDueMilestoneEmails(jobCtx(new Date()));
    expect(await mailsTo(giver.email)).toEqual([]);

    await give(giver, 2);
    await give(quiet, 1);
    await sendDueMilestoneEmails(jobCtx(new Date()));
    await sendDueMilestoneEmails(jobCtx(new Date()));
    const mails = (await mailsTo(giver.email)).filter((m) => m.subject === 'Welcome to giving, Test!' || m.subject.startsWith('Welcome to giving'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.status).not.toBe('skipped');
    expect(mails[0]!.text).toContain('You gave 2 impact(s), US $2.00.');
    expect((await mailsTo(quiet.email)).filter((m) => m.subject.startsWith('Welcome to giving'))).toMatchObject([{ status: 'skipped' }]);
    expect(await mailsTo(idle.email)).toEqual([]);
    const sends = await db().select().from(milestoneSends).where(eq(milestoneSends.milestone_email_id, first.id));
    expect(sends.filter((s) => s.user_id === giver.id)).toHaveLength(1);
    expect((expectStatus(await a.get(`/api/admin/emails/${first.id}`, admin), 200).data as MilestoneEmail).sent_count).toBeGreaterThanOrEqual(2);

    // The admin e-mail filter finds who was sent it, and who was not.
    const search = async (body: Record<string, unknown>, who: TestUser) =>
      (expectStatus(await a.post('/api/user/filtersearch', admin, { ...body, keyword: who.email }), 200).data as { id: number }[]).map((u) => u.id);
    expect(await search({ include_milestone: [String(first.id)] }, giver)).toEqual([giver.id]);
    expect(await search({ include_milestone: [String(first.id)] }, idle)).toEqual([]);
    expect(await search({ exclude_milestone: [String(first.id)] }, idle)).toEqual([idle.id]);
    expect(await search({ exclude_milestone: [String(first.id)] }, giver)).toEqual([]);
    expect(await search({ include_milestone: ['first_giving'] }, giver)).toEqual([giver.id]);
    expect((await a.post('/api/user/filtersearch', admin, { include_milestone: ['first-giving'] })).statusCode).toBe(422);
    expectStatus(await a.del(`/api/admin/emails/${first.id}`, admin), 200);
  });

  it(`sends a member at most ${MILESTONE_LIMIT_PER_MEMBER} milestone e-mails`, async () => {
    const made: number[] = [];
    for (let i = 1; i <= MILESTONE_LIMIT_PER_MEMBER + 2; i++) {
      made.push((expectStatus(await a.post('/api/admin/emails', admin, email({ name: `Impacts ${i}`, kind: 'impacts', threshold: i, subject: `Impacts ${i}` })), 200).data as MilestoneEmail).id);
    }
    const member = await createUser(ctx);
    await give(member, MILESTONE_LIMIT_PER_MEMBER + 2);
    await sendDueMilestoneEmails(jobCtx(new Date()));
    const sends = await db().select().from(milestoneSends).where(eq(milestoneSends.user_id, member.id));
    expect(sends).toHaveLength(MILESTONE_LIMIT_PER_MEMBER);
    for (const id of made) expectStatus(await a.del(`/api/admin/emails/${id}`, admin), 200);
  });
});
