import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectMessages } from '@goodhive/contract';
import { projectChanges } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { createUser, expectStatus } from './giving-helpers.js';
import { adminToken, completeForm, createPartner, formOf, lookups, projectApi, uploadFile } from './project-fixtures.js';

describe('project change log', () => {
  const ctx = useTestApp();
  const p = projectApi(ctx);
  const l = lookups(ctx);

  it('records who changed which fields, with readable values before and after, lists included', async () => {
    const partner = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const image = await uploadFile(ctx, partner.token);
    const draft = await p.create(partner.token, await completeForm(ctx, { images: [image] }));
    const sanitation = await l.category('sanitation');
    const form = formOf(draft);
    expectStatus(
      await p.put(`/api/partner/projects/${draft.id}`, partner.token, {
        ...form,
        summary: null,
        category_ids: [...form.category_ids!, sanitation],
        images: [],
        impact_levels: [...form.impact_levels!, { price: 1234.5, impact_unit: 'village well', beneficiaries_per_unit: 300 }],
      }),
      200,
    );
    const [edit, created] = expectStatus(await p.get(`/api/partner/projects/${draft.id}/changelog`, partner.token), 200).data;
    expect(created).toMatchObject({ action: 'created', status: 'applied', before: null, actor: { type: 'partner', name: partner.userName } });
    expect(created.after).toMatchObject({ title: draft.title, status: 'Draft', categories: ['Water Access'], locations: ['Nairobi City, Kenya'], images: [image] });
    expect(edit).toMatchObject({
      action: 'updated',
      status: 'applied',
      project: { id: draft.id, title: draft.title },
      partner: { id: partner.id, worthy_cause_name: partner.name },
      before: {
        summary: 'Clean water close to home.',
        categories: ['Water Access'],
        images: [image],
        impact_levels: ['week of clean water: US $2.50, 1 beneficiary per unit'],
      },
      after: {
        summary: null,
        categories: ['Sanitation & Hygiene', 'Water Access'],
        images: [],
        impact_levels: ['week of clean water: US $2.50, 1 beneficiary per unit', 'village well: US $1,234.50, 300 beneficiaries per unit'],
      },
    });
    expect(Object.keys(edit.after).sort()).toEqual(['categories', 'images', 'impact_levels', 'summary']);
    expect(new Date(edit.created_at).getTime()).toBeGreaterThanOrEqual(new Date(created.created_at).getTime());

    // Staff edits apply at once and are logged as the admin's; a save that changes nothing records nothing.
    const current = expectStatus(await p.get(`/api/partner/projects/${draft.id}`, admin), 200).data;
    expectStatus(await p.put(`/api/partner/projects/${draft.id}`, admin, { ...formOf(current), story: 'Told by staff.' }), 200);
    expectStatus(await p.put(`/api/partner/projects/${draft.id}`, admin, { ...formOf(current), story: 'Told by staff.' }), 200);
    const log = expectStatus(await p.get(`/api/partner/projects/${draft.id}/changelog`, admin), 200);
    expect(log.meta.total).toBe(3);
    expect(log.data[0]).toMatchObject({ action: 'updated', actor: { type: 'admin', name: 'Ada Staff' }, before: { story: null }, after: { story: 'Told by staff.' } });
  });

  it('filters the staff log by project, partner, action, status and inclusive dates, newest first', async () => {
    const a = await createPartner(ctx);
    const b = await createPartner(ctx);
    const admin = await adminToken(ctx);
    const live = await p.createLive(a.token, admin, await completeForm(ctx));
    const other = await p.create(b.token, await completeForm(ctx));
    expectStatus(await p.put(`/api/partner/projects/${live.id}`, a.token, { ...formOf(live), title: `${live.title} renamed` }), 200);
    const query = (q: string) => p.get(`/api/admin/project-changelog?${q}`, admin);

    const ofA = expectStatus(await query(`partner_id=${a.id}`), 200);
    expect(ofA.data.map((e: { action: string }) => e.action)).toEqual(['change_requested', 'approved', 'submitted', 'created']);
    expect(ofA.meta.total).toBe(4);
    expect(expectStatus(await query(`project_id=${other.id}`), 200).data.map((e: { action: string }) => e.action)).toEqual(['created']);
    expect(expectStatus(await query(`partner_id=${a.id}&action=approved`), 200).data).toMatchObject([{ action: 'approved', actor: { type: 'admin' }, after: { status: 'Live' }, before: { status: 'Submitted for review' } }]);
    expect(expectStatus(await query(`partner_id=${a.id}&status=pending`), 200).data).toMatchObject([{ action: 'change_requested', status: 'pending' }]);
    const paged = expectStatus(await query(`partner_id=${a.id}&limit=2&page=2`), 200);
    expect(paged.data.map((e: { action: string }) => e.action)).toEqual(['submitted', 'created']);

    // Dates are whole UTC days, both included.
    const [first] = await ctx.database.db.select().from(projectChanges).where(eq(projectChanges.project_id, other.id));
    await ctx.database.db.update(projectChanges).set({ created_at: new Date('2026-01-15T23:59:00Z') }).where(eq(projectChanges.id, first.id));
    expect(expectStatus(await query(`project_id=${other.id}&begin_date=2026-01-15&end_date=2026-01-15`), 200).meta.total).toBe(1);
    expect(expectStatus(await query(`project_id=${other.id}&begin_date=2026-01-16`), 200).meta.total).toBe(0);
    expect(expectStatus(await query(`project_id=${other.id}&end_date=2026-01-14`), 200).meta.total).toBe(0);
    const backwards = await query('begin_date=2026-02-01&end_date=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end_date: [projectMessages.datesOutOfOrder] });
    expect((await query('begin_date=2026-02-30')).statusCode).toBe(422);
    expect((await query('begin_date=15-01-2026')).statusCode).toBe(422);
    expect((await query('action=exploded')).statusCode).toBe(422);
  });

  it('shows a project’s log only to its partner and staff', async () => {
    const owner = await createPartner(ctx);
    const other = await createPartner(ctx);
    const business = await createUser(ctx);
    const project = await p.create(owner.token, { title: 'Private plans' });
    const url = `/api/partner/projects/${project.id}/changelog`;
    expect((await p.get(url)).statusCode).toBe(401);
    expect((await p.get(url, business.token)).statusCode).toBe(403);
    expect((await p.get(url, other.token)).statusCode).toBe(404);
    expect((await p.get('/api/admin/project-changelog', owner.token)).statusCode).toBe(403);
    expect((await p.get('/api/admin/project-changelog')).statusCode).toBe(401);
    // Another project id in the query never widens a partner's view.
    const own = expectStatus(await p.get(`${url}?project_id=1380&partner_id=1`, owner.token), 200);
    expect(own.data.every((e: { project: { id: number } }) => e.project.id === project.id)).toBe(true);
  });
});
