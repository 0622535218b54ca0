import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { projectMessages, ROLE } from '@goodhive/contract';
import { mailOutbox, projectChanges, projects, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, formOf, lookups, projectApi, uploadFile } from './project-fixtures.js';

describe('project review', () => {
  const ctx = useTestApp({ smtp: true });
  const p = projectApi(ctx);
  const l = lookups(ctx);
  const mailsTo = async (email: string, template: string) =>
    (await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, template)))).length;
  const catalogueTitles = async (search: string) =>
    expectStatus(await api(ctx).get(`/api/projects?search=${encodeURIComponent(search)}`), 200).data.map((c: { title: string }) => c.title);

  it('takes a project from draft through a rejection and a change request to live, mailing each decision once', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const staffEmail = DEMO_USERS.admin.email;
    const before = { submitted: await mailsTo(staffEmail, 'project-submitted'), changes: await mailsTo(staffEmail, 'project-change-requested') };
    // Every active admin hears of a submission; a deactivated one does not.
    const colleague = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    const former = await createUser(ctx, { userType: 'admin', roleId: ROLE.ADMIN });
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, former.id));

    const draft = await p.create(partner.token, { title: `Solar lamps ${Date.now()}` });
    const incomplete = await p.post(`/api/partner/projects/${draft.id}/submit`, partner.token);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ message: projectMessages.incompleteForReview, errors: { description: [projectMessages.descriptionRequired], category_ids: [projectMessages.categoryRequired], locations: [projectMessages.locationRequired], impact_levels: [projectMessages.levelRequired] } });

    const form = await completeForm(ctx, { title: draft.title, images: [await uploadFile(ctx, partner.token)] });
    expectStatus(await p.put(`/api/partner/projects/${draft.id}`, partner.token, form), 200);
    const submitted = expectStatus(await p.post(`/api/partner/projects/${draft.id}/submit`, partner.token), 200);
    expect(submitted).toMatchObject({ message: projectMessages.submitted, data: { status: 'submitted', review_note: null, can: { submit: false, edit: true } } });
    expect(submitted.data.submitted_at).not.toBeNull();
    const staffMail = await ctx.smtp.waitForMail(staffEmail, /Project to review/);
    expect(staffMail.subject).toBe(`Project to review: ${draft.title} (${partner.name})`);
    expect(staffMail.text).toContain(`http://localhost:3999/admin/wcuuser/projects/edit/${partner.userId}/${draft.id}`);
    expect((await p.post(`/api/partner/projects/${draft.id}/submit`, partner.token)).json().message).toBe(projectMessages.notSubmittable);
    await ctx.smtp.waitForMail(colleague.email, /Project to review/);
    expect(await mailsTo(colleague.email, 'project-submitted')).toBe(1);
    expect(await mailsTo(former.email, 'project-submitted')).toBe(0);

    // Staff's list puts what waits for review first, the longest waiting first.
    const queue = expectStatus(await p.get('/api/admin/projects?limit=-1', admin), 200).data as { id: number; status: string; has_pending_change: boolean; submitted_at: string }[];
    const waiting = queue.findIndex((r) => r.status !== 'submitted' && !r.has_pending_change);
    expect(queue.slice(0, waiting).map((r) => r.id)).toContain(draft.id);
    expect(queue.slice(waiting).some((r) => r.status === 'submitted')).toBe(false);
    expect(queue.slice(0, waiting).map((r) => r.submitted_at)).toEqual(queue.slice(0, waiting).map((r) => r.submitted_at).sort());

    const noNote = await p.post(`/api/admin/projects/${draft.id}/reject`, admin, { note: ' ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ note: [projectMessages.noteRequired] });
    const rejected = expectStatus(await p.post(`/api/admin/projects/${draft.id}/reject`, admin, { note: 'Please add a photo of the lamps in use.' }), 200);
    expect(rejected).toMatchObject({ message: projectMessages.rejected, data: { status: 'draft', review_note: 'Please add a photo of the lamps in use.' } });
    const sentBack = await ctx.smtp.waitForMail(partner.email, /needs changes/);
    expect(sentBack.text).toContain('Please add a photo of the lamps in use.');
    expect(sentBack.text).toContain(`http://localhost:3999/projects/edit/${draft.id}`);
    expect((await p.post(`/api/admin/projects/${draft.id}/approve`, admin)).statusCode).toBe(409);

    const fixed = expectStatus(await p.put(`/api/partner/projects/${draft.id}`, partner.token, { ...form, images: [...form.images!, await uploadFile(ctx, partner.token)] }), 200).data;
    expect(fixed.review_note).toBe('Please add a photo of the lamps in use.');
    expect(expectStatus(await p.post(`/api/partner/projects/${draft.id}/submit`, partner.token), 200).data.review_note).toBeNull();
    expect(await catalogueTitles(draft.title)).toEqual([]);
    const approved = expectStatus(await p.post(`/api/admin/projects/${draft.id}/approve`, admin, { note: 'Lovely project.' }), 200);
    expect(approved).toMatchObject({ message: projectMessages.approved, data: { status: 'live' } });
    expect(approved.data.approved_at).not.toBeNull();
    const live = await ctx.smtp.waitForMail(partner.email, /is live/);
    expect(live.text).toContain('Lovely project.');
    expect(await catalogueTitles(draft.title)).toEqual([draft.title]);
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, draft.id));
    const [adminUser] = await ctx.database.db.select().from(users).where(eq(users.email, staffEmail));
    expect(row.approved_by).toBe(adminUser.id);

    // A partner's edit of the live project waits for review; the catalogue keeps the old details.
    const newTitle = `${draft.title} (now with batteries)`;
    const request = expectStatus(await p.put(`/api/partner/projects/${draft.id}`, partner.token, { ...formOf(approved.data), title: newTitle }), 200);
    expect(request.message).toBe(projectMessages.changeRequested);
    expect(request.data).toMatchObject({ title: draft.title, status: 'live', pending_change: { before: { title: draft.title }, after: { title: newTitle } } });
    expect(await catalogueTitles(draft.title)).toEqual([draft.title]);
    await ctx.smtp.waitForMail(staffEmail, /Change to review/);

    // A second save merges into the same request and keeps the original "before".
    const ug = await l.country('UG');
    const merged = expectStatus(
      await p.put(`/api/partner/projects/${draft.id}`, partner.token, { ...formOf(approved.data), locations: [...formOf(approved.data).locations!, { country_id: ug }] }),
      200,
    ).data.pending_change;
    expect(merged.id).toBe(request.data.pending_change.id);
    expect(merged.before).toEqual({ title: draft.title, locations: ['Nairobi City, Kenya'] });
    expect(merged.after).toEqual({ title: newTitle, locations: ['Nairobi City, Kenya', 'Uganda'] });
    expect(expectStatus(await p.get(`/api/admin/projects?pending_change=1&search=${encodeURIComponent(draft.title)}`, admin), 200).data).toMatchObject([{ id: draft.id, has_pending_change: true }]);

    const changeApproved = expectStatus(await p.post(`/api/admin/project-changes/${merged.id}/approve`, admin, {}), 200);
    expect(changeApproved).toMatchObject({ message: projectMessages.changeApproved, data: { title: newTitle, pending_change: null } });
    expect(changeApproved.data.locations.map((x: { country: { code: string } }) => x.country.code)).toEqual(['KE', 'UG']);
    expect(await catalogueTitles(newTitle)).toEqual([newTitle]);
    await ctx.smtp.waitForMail(partner.email, /Your changes are live/);
    const again = await p.post(`/api/admin/project-changes/${merged.id}/approve`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(projectMessages.noPendingChange);
    expect((await p.post('/api/admin/project-changes/999999/approve', admin, {})).statusCode).toBe(404);

    // Exactly one mail per decision or request.
    expect(await mailsTo(staffEmail, 'project-submitted')).toBe(before.submitted + 2);
    expect(await mailsTo(staffEmail, 'project-change-requested')).toBe(before.changes + 1);
    expect(await mailsTo(partner.email, 'project-sent-back')).toBe(1);
    expect(await mailsTo(partner.email, 'project-approved')).toBe(1);
    expect(await mailsTo(partner.email, 'project-change-approved')).toBe(1);

    const log = expectStatus(await p.get(`/api/partner/projects/${draft.id}/changelog?limit=-1`, partner.token), 200);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['change_approved', 'change_requested', 'approved', 'submitted', 'updated', 'rejected', 'submitted', 'updated', 'created']);
    expect(log.data[1]).toMatchObject({ status: 'approved', actor: { type: 'partner', name: partner.userName }, reviewed_by: 'Ada Staff' });
    expect(log.data[0]).toMatchObject({ status: 'applied', actor: { type: 'admin', name: 'Ada Staff' }, before: merged.before, after: merged.after });
  });

  it('rejects a change request with a note: the live project stays as it was and the partner is told why', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const live = await p.createLive(partner.token, admin, await completeForm(ctx));
    const request = expectStatus(await p.put(`/api/partner/projects/${live.id}`, partner.token, { ...formOf(live), description: 'Something quite different.' }), 200).data;
    expect((await p.post(`/api/admin/project-changes/${request.pending_change.id}/reject`, admin, {})).statusCode).toBe(422);
    const rejected = expectStatus(await p.post(`/api/admin/project-changes/${request.pending_change.id}/reject`, admin, { note: 'Keep the description factual.' }), 200);
    expect(rejected).toMatchObject({ message: projectMessages.changeRejected, data: { description: live.description, pending_change: null } });
    const mail = await ctx.smtp.waitForMail(partner.email, /not approved/);
    expect(mail.text).toContain('Keep the description factual.');
    const [change] = await ctx.database.db.select().from(projectChanges).where(eq(projectChanges.id, request.pending_change.id));
    expect(change).toMatchObject({ status: 'rejected', note: 'Keep the description factual.' });
    expect(change.reviewed_at).not.toBeNull();
    expect((await p.post(`/api/admin/project-changes/${change.id}/reject`, admin, { note: 'Again' })).statusCode).toBe(409);
    // A save that changes nothing records nothing.
    const unchanged = expectStatus(await p.put(`/api/partner/projects/${live.id}`, partner.token, formOf(live)), 200);
    expect(unchanged).toMatchObject({ message: projectMessages.saved, data: { pending_change: null } });
  });

  it('lets only staff review, and refuses decisions on projects that do not wait for one', async () => {
    const partner = await createPartner(ctx);
    const business = await createUser(ctx);
    const admin = await adminToken(ctx);
    const project = await p.create(partner.token, await completeForm(ctx));
    expectStatus(await p.post(`/api/partner/projects/${project.id}/submit`, partner.token), 200);
    const calls = (token: string | null) => [
      p.get('/api/admin/projects', token),
      p.post(`/api/admin/projects/${project.id}/approve`, token),
      p.post(`/api/admin/projects/${project.id}/reject`, token, { note: 'No' }),
      p.post('/api/admin/project-changes/1/approve', token),
      p.post('/api/admin/project-changes/1/reject', token, { note: 'No' }),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
    for (const token of [partner.token, business.token]) for (const res of await Promise.all(calls(token))) expect(res.statusCode).toBe(403);
    expect(expectStatus(await p.get(`/api/partner/projects/${project.id}`, partner.token), 200).data.status).toBe('submitted');
    expect((await p.post('/api/admin/projects/999999/approve', admin)).statusCode).toBe(404);

    // Staff may also decide through the status call; sending back needs a note there too.
    expect((await p.post(`/api/partner/projects/${project.id}/status`, admin, { status: 'draft' })).json().errors).toEqual({ note: [projectMessages.noteRequired] });
    expect(expectStatus(await p.post(`/api/partner/projects/${project.id}/status`, admin, { status: 'live' }), 200).data.status).toBe('live');
    expect((await p.post(`/api/admin/projects/${project.id}/reject`, admin, { note: 'Too late' })).json().message).toBe(projectMessages.notReviewable);
  });
});

describe('project review when mail fails', () => {
  const ctx = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  const p = projectApi(ctx);

  it('keeps the decision and records the failed mail', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const project = await p.create(partner.token, await completeForm(ctx));
    expectStatus(await p.post(`/api/partner/projects/${project.id}/submit`, partner.token), 200);
    // The web app posts decisions without a body when there is no note.
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${project.id}/approve`, headers: { authorization: `Bearer ${admin}` } });
    expect(expectStatus(approved, 200).data.status).toBe('live');
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, partner.email), eq(mailOutbox.template, 'project-approved')));
    expect(mail.status).toBe('failed');
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.status).toBe('live');
  });
});
