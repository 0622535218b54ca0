import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PROJECT_UPDATE_LIMITS, projectUpdateMessages, SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { auditLog, projectUpdates } from '../src/db/schema/index.js';
import { DEMO_BUNDLE } from '../src/seed/demo-giving.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';
import { createPartner, createProject, PDF, uploadFile } from './updates-fixtures.js';

/** PUT is not among the shared request helpers. */
const put = (ctx: TestContext, url: string, token: string | null, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload: payload as object });

/** Funds a project with a paid contribution from a personal account, or from the company named. */
async function fund(ctx: TestContext, token: string, project: { id: number; levelId: number }, companyId?: number) {
  const a = api(ctx);
  expectStatus(await a.add(token, { project_id: project.id, impact_level_id: project.levelId, quantity: 2, ...(companyId ? { company_id: companyId } : {}) }), 200);
  const { res } = await giveWithCard(ctx, token, SANDBOX_TEST_CARDS.succeeds, companyId ? { company_id: companyId } : {});
  expect(res.statusCode).toBeLessThan(400);
}

const countUpdates = async (ctx: TestContext) => Number((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(projectUpdates))[0].n);
const body = (title: string, extra: Record<string, unknown> = {}) => ({ title, body: 'The wells are finished and water flows every day.', images: [], ...extra });

describe('project updates', () => {
  const ctx = useTestApp();
  const a = api(ctx);

  it('a partner posts an update with an image; a business that funded the project reads it, others do not', async () => {
    const partner = await createPartner(ctx);
    const project = await createProject(ctx, partner.id);
    const companyId = await createCompany(ctx);
    const funder = await createUser(ctx, { companyId, isAdmin: true });
    await fund(ctx, funder.token, project, companyId);
    const personal = await createUser(ctx);
    await fund(ctx, personal.token, project);
    const stranger = await createUser(ctx);

    const image = await uploadFile(ctx, partner.token);
    const posted = expectStatus(await a.post('/api/partner/project-updates', partner.token, { project_id: project.id, title: '  First water  ', body: 'The wells are finished.\n\nWater flows every day now.', images: [image] }), 200);
    expect(posted.message).toBe(projectUpdateMessages.posted);
    expect(posted.data).toMatchObject({ project: { id: project.id, title: project.title, status: 'live' }, partner: { id: partner.id }, title: 'First water', images: [image], status: 'published', moderation_note: null, author_name: expect.stringContaining('Cause') });
    const id = posted.data.id as number;
    expect((await ctx.app.inject({ method: 'GET', url: image })).headers['content-type']).toBe('image/png');

    const own = expectStatus(await a.get('/api/partner/project-updates', partner.token), 200);
    expect(own.meta).toEqual({ total: 1, page: 1, limit: 20 });
    expect(own.data[0].id).toBe(id);

    for (const giver of [funder, personal]) {
      const feed = expectStatus(await a.get('/api/v2/project-updates', giver.token), 200);
      const item = feed.data.find((u: { id: number }) => u.id === id);
      expect(item).toMatchObject({ title: 'First water', excerpt: 'The wells are finished. Water flows every day now.', images: [image], project: { id: project.id, is_bundle: false }, partner: { id: partner.id, worthy_cause_name: partner.name } });
      expect(item).not.toHaveProperty('moderation_note');
    }
    const filtered = expectStatus(await a.get(`/api/v2/project-updates?project_id=${project.id}`, funder.token), 200);
    expect(filtered.data.map((u: { id: number }) => u.id)).toEqual([id]);
    expect(filtered.meta.total).toBe(1);
    expect(expectStatus(await a.get('/api/v2/project-updates', stranger.token), 200).data.some((u: { id: number }) => u.id === id)).toBe(false);

    // The funder's personal account did not fund it: switching the account they act as changes the feed.
    const member = await createUser(ctx, { companyId });
    expect(expectStatus(await a.get('/api/v2/project-updates', member.token), 200).data.some((u: { id: number }) => u.id === id)).toBe(true);

    const detail = expectStatus(await a.get(`/api/v2/project-updates/${id}`, stranger.token), 200).data;
    expect(detail).toMatchObject({ id, body: 'The wells are finished.\n\nWater flows every day now.', project: { id: project.id, is_givable: true, summary: `${project.title} for villages.` } });
    expect((await a.get(`/api/v2/project-updates/${id}`)).statusCode).toBe(401);
  });

  it('shows the updates of the parts of a bundle the account funded, newest first, with paging', async () => {
    const giver = await createUser(ctx);
    await fund(ctx, giver.token, { id: DEMO_BUNDLE.id, levelId: DEMO_BUNDLE.levelId });
    const demoPartner = await signIn(ctx, DEMO_USERS.partner.email);
    const first = expectStatus(await a.post('/api/partner/project-updates', demoPartner, body('Bundle part news one', { project_id: 1381 })), 200).data;
    const second = expectStatus(await a.post('/api/partner/project-updates', demoPartner, body('Bundle part news two', { project_id: 1380 })), 200).data;
    const page = expectStatus(await a.get('/api/v2/project-updates?limit=1', giver.token), 200);
    expect(page.data.map((u: { id: number }) => u.id)).toEqual([second.id]);
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    const next = expectStatus(await a.get('/api/v2/project-updates?limit=1&page=2', giver.token), 200);
    expect(next.data.map((u: { id: number }) => u.id)).toEqual([first.id]);
  });

  it('keeps each partner to its own updates and answers guests 401 and other user types 403', async () => {
    const owner = await createPartner(ctx);
    const other = await createPartner(ctx);
    const business = await createUser(ctx);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const project = await createProject(ctx, owner.id);
    const otherProject = await createProject(ctx, other.id);
    const id = expectStatus(await a.post('/api/partner/project-updates', owner.token, body('Owner news', { project_id: project.id })), 200).data.id;
    const url = `/api/partner/project-updates/${id}`;

    for (const token of [null, business.token]) {
      const expected = token ? 403 : 401;
      expect((await a.get('/api/partner/project-updates', token)).statusCode).toBe(expected);
      expect((await a.get('/api/partner/project-updates/projects', token)).statusCode).toBe(expected);
      expect((await a.post('/api/partner/project-updates', token, body('Nope', { project_id: project.id }))).statusCode).toBe(expected);
      expect((await a.get(url, token)).statusCode).toBe(expected);
      expect((await put(ctx, url, token, body('Nope'))).statusCode).toBe(expected);
      expect((await a.del(url, token)).statusCode).toBe(expected);
      expect((await a.get('/api/admin/project-updates', token)).statusCode).toBe(expected);
      expect((await a.get(`/api/admin/project-updates/${id}`, token)).statusCode).toBe(expected);
      expect((await put(ctx, `/api/admin/project-updates/${id}`, token, { ...body('Nope'), status: 'published' })).statusCode).toBe(expected);
    }
    expect((await a.get('/api/admin/project-updates', owner.token)).statusCode).toBe(403);
    expect((await a.get('/api/v2/project-updates', owner.token)).statusCode).toBe(403);
    expect((await a.get('/api/v2/project-updates', admin)).statusCode).toBe(403);
    expect((await a.get('/api/v2/project-updates')).statusCode).toBe(401);

    // Another partner: the update does not exist for it, its list stays its own, and it cannot post on the project.
    expect((await a.get(url, other.token)).statusCode).toBe(404);
    expect((await put(ctx, url, other.token, body('Taken over'))).statusCode).toBe(404);
    expect((await a.del(url, other.token)).statusCode).toBe(404);
    expect(expectStatus(await a.get('/api/partner/project-updates', other.token), 200).meta.total).toBe(0);
    expect((await a.get(`/api/partner/project-updates?partner_id=${owner.id}`, other.token)).statusCode).toBe(403);
    const foreign = await a.post('/api/partner/project-updates', other.token, body('Not mine', { project_id: project.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.project_id).toEqual([projectUpdateMessages.chooseProject]);
    expect(expectStatus(await a.get('/api/partner/project-updates/projects', other.token), 200).data.map((p: { id: number }) => p.id)).toEqual([otherProject.id]);

    // Staff see and change any partner's updates, and may post for a partner.
    expect(expectStatus(await a.get(url, admin), 200).data.title).toBe('Owner news');
    const staffList = expectStatus(await a.get(`/api/partner/project-updates?partner_id=${owner.id}`, admin), 200);
    expect(staffList.data.map((u: { id: number }) => u.id)).toEqual([id]);
    expect(expectStatus(await a.get(`/api/admin/project-updates?partner_id=${owner.id}`, admin), 200).meta.total).toBe(1);
    const byStaff = expectStatus(await a.post('/api/partner/project-updates', admin, body('Posted by staff', { project_id: otherProject.id })), 200).data;
    expect(byStaff.partner.id).toBe(other.id);
    expect((await a.post('/api/partner/project-updates', admin, body('Wrong partner', { project_id: otherProject.id, partner_id: owner.id }))).statusCode).toBe(422);
    expect(expectStatus(await a.del(`/api/partner/project-updates/${byStaff.id}`, admin), 200).data).toEqual({ id: byStaff.id });
    expect((await a.get(`/api/partner/project-updates/projects?partner_id=${owner.id}`, admin)).statusCode).toBe(200);
    expect((await a.get('/api/partner/project-updates/projects', admin)).statusCode).toBe(422);
    expect((await a.get('/api/partner/project-updates?partner_id=999999', admin)).statusCode).toBe(404);
  });

  it('refuses bad input on its field and writes nothing', async () => {
    const partner = await createPartner(ctx);
    const other = await createPartner(ctx);
    const live = await createProject(ctx, partner.id);
    const before = await countUpdates(ctx);
    const post = (payload: unknown) => a.post('/api/partner/project-updates', partner.token, payload);
    const fieldsOf = async (payload: unknown) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };

    expect(Object.keys(await fieldsOf({ project_id: live.id, title: 'x', body: 'short' })).sort()).toEqual(['body', 'title']);
    expect(await fieldsOf({ project_id: live.id, title: 'T'.repeat(PROJECT_UPDATE_LIMITS.titleMax + 1), body: 'A long enough body.' })).toHaveProperty('title');
    expect(await fieldsOf({ title: 'No project', body: 'A long enough body.' })).toHaveProperty('project_id');
    expect((await fieldsOf(body('Unknown project', { project_id: 999999 }))).project_id).toEqual([projectUpdateMessages.chooseProject]);
    for (const status of ['draft', 'submitted'] as const) {
      const p = await createProject(ctx, partner.id, status);
      expect((await fieldsOf(body('Too early', { project_id: p.id }))).project_id).toEqual([projectUpdateMessages.projectNotUpdatable]);
    }
    for (const status of ['paused', 'closed'] as const) {
      const p = await createProject(ctx, partner.id, status);
      expectStatus(await post(body(`A ${status} project's news`, { project_id: p.id })), 200);
    }
    const after = await countUpdates(ctx);
    expect(after).toBe(before + 2);

    const mine = await uploadFile(ctx, partner.token);
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadFile(ctx, partner.token)));
    expect((await fieldsOf(body('Too many', { project_id: live.id, images: seven }))).images).toEqual([`Add at most ${PROJECT_UPDATE_LIMITS.imagesMax} images.`]);
    const othersImage = await uploadFile(ctx, other.token);
    const document = await uploadFile(ctx, partner.token, 'document', { name: 'report.pdf', type: 'application/pdf', bytes: PDF });
    const fileId = /\/api\/files\/(\d+)/.exec(mine)![1];
    for (const bad of [othersImage, document, 'https://elsewhere.example/x.png', `/api/files/${fileId}/../../etc/passwd`, '/api/files/999999/x.png', 'javascript:alert(1)']) {
      expect((await fieldsOf(body('Bad image', { project_id: live.id, images: [mine, bad] }))).images).toEqual([projectUpdateMessages.unknownImage]);
    }
    expect(await countUpdates(ctx)).toBe(after);

    // The address is stored in its canonical form, once.
    const saved = expectStatus(await post(body('Canonical image', { project_id: live.id, images: [`/api/files/${fileId}`, mine] })), 200).data;
    expect(saved.images).toEqual([mine]);
  });

  it('staff hide an update with a note: givers lose it, the partner sees the note, edits keep it hidden until staff publish it', async () => {
    const partner = await createPartner(ctx);
    const project = await createProject(ctx, partner.id);
    const giver = await createUser(ctx);
    await fund(ctx, giver.token, project);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const image = await uploadFile(ctx, partner.token);
    const id = expectStatus(await a.post('/api/partner/project-updates', partner.token, body('Moderated news', { project_id: project.id, images: [image] })), 200).data.id;
    const adminUrl = `/api/admin/project-updates/${id}`;
    const current = expectStatus(await a.get(adminUrl, admin), 200).data;

    const noNote = await put(ctx, adminUrl, admin, { title: current.title, body: current.body, images: current.images, status: 'hidden', moderation_note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.moderation_note).toEqual([projectUpdateMessages.noteRequired]);
    expect(expectStatus(await a.get(adminUrl, admin), 200).data.status).toBe('published');

    const hidden = expectStatus(await put(ctx, adminUrl, admin, { title: current.title, body: current.body, images: current.images, status: 'hidden', moderation_note: 'Please remove the faces of children.' }), 200);
    expect(hidden.message).toBe(projectUpdateMessages.hidden);
    expect(hidden.data).toMatchObject({ status: 'hidden', moderation_note: 'Please remove the faces of children.' });
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'project_update'), eq(auditLog.subject_id, id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'project_update.hidden', details: { before: { status: 'published', moderation_note: null }, after: { status: 'hidden', moderation_note: 'Please remove the faces of children.' } } })]);

    expect(expectStatus(await a.get('/api/v2/project-updates', giver.token), 200).data.some((u: { id: number }) => u.id === id)).toBe(false);
    expect((await a.get(`/api/v2/project-updates/${id}`, giver.token)).statusCode).toBe(404);
    const seen = expectStatus(await a.get(`/api/partner/project-updates/${id}`, partner.token), 200).data;
    expect(seen).toMatchObject({ status: 'hidden', moderation_note: 'Please remove the faces of children.' });
    expect(expectStatus(await a.get('/api/admin/project-updates?status=hidden&search=Moderated', admin), 200).data.map((u: { id: number }) => u.id)).toEqual([id]);

    const edited = expectStatus(await put(ctx, `/api/partner/project-updates/${id}`, partner.token, { title: 'Moderated news, fixed', body: current.body, images: [] }), 200);
    expect(edited.message).toBe(projectUpdateMessages.savedStillHidden);
    expect(edited.data).toMatchObject({ status: 'hidden', title: 'Moderated news, fixed', images: [] });
    expect((await a.get(`/api/v2/project-updates/${id}`, giver.token)).statusCode).toBe(404);

    // A staff edit may keep the images the update has, but not someone else's upload.
    const strangerImage = await uploadFile(ctx, (await createPartner(ctx)).token);
    expect((await put(ctx, adminUrl, admin, { title: 'Moderated news, fixed', body: current.body, images: [strangerImage], status: 'published' })).statusCode).toBe(422);
    const published = expectStatus(await put(ctx, adminUrl, admin, { title: 'Moderated news, fixed', body: current.body, images: [], status: 'published', moderation_note: null }), 200);
    expect(published.message).toBe(projectUpdateMessages.published);
    expect(expectStatus(await a.get(`/api/v2/project-updates/${id}`, giver.token), 200).data.title).toBe('Moderated news, fixed');
    expect((await put(ctx, '/api/admin/project-updates/999999', admin, { ...body('Missing'), status: 'published' })).statusCode).toBe(404);
    expect((await put(ctx, adminUrl, admin, { ...body('Bad status'), status: 'deleted' })).statusCode).toBe(422);
  });

  it('lets a partner edit and delete its own update', async () => {
    const partner = await createPartner(ctx);
    const project = await createProject(ctx, partner.id);
    const first = await uploadFile(ctx, partner.token);
    const second = await uploadFile(ctx, partner.token);
    const id = expectStatus(await a.post('/api/partner/project-updates', partner.token, body('Edit me', { project_id: project.id, images: [first] })), 200).data.id;
    const url = `/api/partner/project-updates/${id}`;
    const saved = expectStatus(await put(ctx, url, partner.token, { title: 'Edited', body: 'New words about the wells.', images: [second, first] }), 200);
    expect(saved.message).toBe(projectUpdateMessages.saved);
    expect(saved.data).toMatchObject({ title: 'Edited', body: 'New words about the wells.', images: [second, first], project: { id: project.id } });
    expect((await put(ctx, url, partner.token, { title: '', body: '', images: [] })).statusCode).toBe(422);
    expect(expectStatus(await a.get('/api/partner/project-updates?search=Edited', partner.token), 200).meta.total).toBe(1);
    expect(expectStatus(await a.get(`/api/partner/project-updates?project_id=${project.id}&status=hidden`, partner.token), 200).meta.total).toBe(0);
    expect(expectStatus(await a.del(url, partner.token), 200).message).toBe(projectUpdateMessages.deleted);
    expect((await a.get(url, partner.token)).statusCode).toBe(404);
    expect((await a.del(url, partner.token)).statusCode).toBe(404);
    expect((await a.get('/api/partner/project-updates/abc', partner.token)).statusCode).toBe(422);
  });
});
