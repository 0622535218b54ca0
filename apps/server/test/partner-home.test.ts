import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARTNER_SCORE_ITEMS, PROJECT_UPDATE_CADENCE_DAYS, type PartnerHome } from '@goodhive/contract';
import { files, partnerDocuments, partners, projectChanges, projects, projectUpdates } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';
import { createPartner, createPartnerProject, setUpPartnerGiving, type PartnerGiving } from './partner-contributions-fixtures.js';

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

describe('GET /api/partner/home', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let g: PartnerGiving;
  const home = async (token = g.partner.token, query = '') => expectStatus(await a.get(`/api/partner/home${query}`, token), 200).data as PartnerHome;
  const db = () => ctx.database.db;

  const addUpdate = async (projectId: number, publishedAt: Date, status = 'published') => {
    const [row] = await db()
      .insert(projectUpdates)
      .values({ project_id: projectId, partner_id: g.partner.partnerId, author_id: g.partner.id, title: 'Progress', body: 'Wells repaired this quarter.', status, published_at: publishedAt })
      .returning({ id: projectUpdates.id });
    return row.id;
  };
  const addDocument = async (partnerId: number, kind: 'remittance' | 'annual', viewedAt: Date | null = null) => {
    const [file] = await db()
      .insert(files)
      .values({ storage_key: `test-${kind}-${Math.random().toString(36).slice(2)}`, owner_user_id: g.partner.id, purpose: 'document', content_type: 'application/pdf', byte_size: 10, original_name: 'advice.pdf' })
      .returning({ id: files.id });
    const [doc] = await db()
      .insert(partnerDocuments)
      .values({
        partner_id: partnerId,
        kind,
        title: kind === 'remittance' ? 'Remittance advice Q3 2026' : 'Annual report 2025',
        file_id: file.id,
        period_start: kind === 'remittance' ? '2026-07-01' : null,
        period_end: kind === 'remittance' ? '2026-09-30' : null,
        amount_usd_cents: kind === 'remittance' ? 123_456 : null,
        year: kind === 'annual' ? 2025 : null,
        viewed_at: viewedAt,
      })
      .returning({ id: partnerDocuments.id });
    return doc.id;
  };

  beforeAll(async () => {
    g = await setUpPartnerGiving(ctx);
  });

  it('answers 401 without a token, 403 to givers and to another partner, and serves staff who name the partner', async () => {
    expect((await a.get('/api/partner/home')).statusCode).toBe(401);
    const giver = await createUser(ctx);
    expect((await a.get('/api/partner/home', giver.token)).statusCode).toBe(403);
    expect((await a.get(`/api/partner/home?partner_id=${g.partner.partnerId}`, g.demoPartner)).statusCode).toBe(403);
    expect((await home(g.admin, `?partner_id=${g.partner.partnerId}`)).worthy_cause_name).toBe(g.partner.name);
    expect((await a.get('/api/partner/home', g.admin)).statusCode).toBe(404);
    expect((await a.get('/api/partner/home?partner_id=999999', g.admin)).statusCode).toBe(404);
    expect((await a.get('/api/partner/home?partner_id=x', g.admin)).statusCode).toBe(422);
  });

  it('shows what was given this UTC month and in total, and the live projects', async () => {
    const h = await home();
    expect(h).toMatchObject({
      partner_id: g.partner.partnerId,
      worthy_cause_name: g.partner.name,
      month: new Date().toISOString().slice(0, 7),
      this_month: { contributions: 1, quantity: 5, beneficiaries: 5, amount_usd: 5, amount_sgd: 6.75 },
      all_time: { contributions: 5, quantity: 15, beneficiaries: 33, amount_usd: 24, amount_sgd: 32.4 },
      live_projects: 2,
    });
  });

  it('lists the profile gaps with the score', async () => {
    const h = await home();
    expect(h.profile_score).toBe(40);
    expect(h.attention.profile_gaps.map((i) => i.field)).toEqual(PARTNER_SCORE_ITEMS.map((i) => i.field));
    await db().update(partners).set({ bank_name: 'River Bank', org_mission: 'Clean water for all.' }).where(eq(partners.id, g.partner.partnerId));
    const after = await home();
    expect(after.profile_score).toBe(56);
    expect(after.attention.profile_gaps.map((i) => i.label)).not.toContain('Bank name');
  });

  it(`flags a live project with paid giving and no published update for ${PROJECT_UPDATE_CADENCE_DAYS} days`, async () => {
    expect((await home()).attention.overdue_updates).toEqual([]);
    await db().update(projects).set({ approved_at: daysAgo(120) }).where(eq(projects.id, g.well.id));
    // A live project without giving, and a paused one with old giving, are not flagged.
    const quiet = await createPartnerProject(ctx, g.partner.partnerId, { title: 'Quiet project', categorySlug: 'water-access', priceCents: 100, beneficiaries: 1, approvedAt: daysAgo(300) });
    await db().update(projects).set({ approved_at: daysAgo(300), status: 'paused' }).where(eq(projects.id, g.mangrove.id));

    let overdue = (await home()).attention.overdue_updates;
    expect(overdue).toEqual([{ project_id: g.well.id, project_title: g.well.title, last_update_at: null, measured_from: expect.any(String), days_since: 120 }]);
    expect(overdue.some((o) => o.project_id === quiet.id)).toBe(false);

    const oldAt = daysAgo(100);
    const old = await addUpdate(g.well.id, oldAt);
    overdue = (await home()).attention.overdue_updates;
    expect(overdue).toEqual([{ project_id: g.well.id, project_title: g.well.title, last_update_at: oldAt.toISOString(), measured_from: oldAt.toISOString(), days_since: 100 }]);
    const fresh = await addUpdate(g.well.id, daysAgo(10));
    expect((await home()).attention.overdue_updates).toEqual([]);
    // A hidden update does not count.
    await db().update(projectUpdates).set({ status: 'hidden' }).where(eq(projectUpdates.id, fresh));
    expect((await home()).attention.overdue_updates.map((o) => o.days_since)).toEqual([100]);
    await db().update(projectUpdates).set({ published_at: daysAgo(PROJECT_UPDATE_CADENCE_DAYS - 1) }).where(eq(projectUpdates.id, old));
    expect((await home()).attention.overdue_updates).toEqual([]);
    await db().update(projects).set({ status: 'live' }).where(eq(projects.id, g.mangrove.id));
    expect((await home()).attention.overdue_updates.map((o) => o.project_id)).toEqual([g.mangrove.id]);
  });

  it('lists projects sent back with a note and change requests waiting for review', async () => {
    expect((await home()).attention.sent_back).toEqual([]);
    await db().update(projects).set({ review_note: 'Please add where the nursery is.' }).where(eq(projects.id, g.draft.id));
    const blankNote = await createPartnerProject(ctx, g.partner.partnerId, { title: 'Blank note', categorySlug: 'water-access', priceCents: 100, beneficiaries: 1, status: 'draft' });
    await db().update(projects).set({ review_note: '   ' }).where(eq(projects.id, blankNote.id));
    const h = await home();
    expect(h.attention.sent_back).toEqual([{ project_id: g.draft.id, project_title: g.draft.title, review_note: 'Please add where the nursery is.', updated_at: expect.any(String) }]);

    const base = { project_id: g.well.id, partner_id: g.partner.partnerId, actor_id: g.partner.id, actor_type: 'partner', action: 'change_requested' };
    const [pending] = await db().insert(projectChanges).values({ ...base, status: 'pending', before: { title: 'a' }, after: { title: 'b' } }).returning({ id: projectChanges.id });
    await db().insert(projectChanges).values({ ...base, status: 'rejected' });
    const other = await createPartner(ctx);
    const otherProject = await createPartnerProject(ctx, other.partnerId, { title: 'Not yours', categorySlug: 'water-access', priceCents: 100, beneficiaries: 1 });
    await db().insert(projectChanges).values({ ...base, project_id: otherProject.id, partner_id: other.partnerId, status: 'pending' });
    expect((await home()).attention.pending_changes).toEqual([{ change_id: pending.id, project_id: g.well.id, project_title: g.well.title, requested_at: expect.any(String) }]);
  });

  it('lists remittance advice the partner has not opened yet', async () => {
    const fresh = await addDocument(g.partner.partnerId, 'remittance');
    await addDocument(g.partner.partnerId, 'remittance', new Date());
    await addDocument(g.partner.partnerId, 'annual');
    const other = await createPartner(ctx);
    await addDocument(other.partnerId, 'remittance');
    expect((await home()).attention.new_remittances).toEqual([
      { document_id: fresh, title: 'Remittance advice Q3 2026', period_start: '2026-07-01', period_end: '2026-09-30', amount_usd: 1234.56, created_at: expect.any(String) },
    ]);
    await db().update(partnerDocuments).set({ viewed_at: new Date() }).where(eq(partnerDocuments.id, fresh));
    expect((await home()).attention.new_remittances).toEqual([]);
  });

  it('counts the attention items, down to none when all is caught up', async () => {
    const before = await home();
    const a1 = before.attention;
    // The profile counts once, however many gaps it has.
    expect(a1.profile_gaps.length).toBeGreaterThan(1);
    expect(before.attention_count).toBe(1 + a1.overdue_updates.length + a1.sent_back.length + a1.pending_changes.length + a1.new_remittances.length);
    expect(before.attention_count).toBeGreaterThan(0);

    const fresh = await createPartner(ctx);
    await db()
      .update(partners)
      .set({ bank_account_name: 'A', account_number: '1', bank_name: 'B', bank_address: 'C', finance_year_start: 'April', org_aboutus: 'About', org_mission: 'Mission', org_image: '/api/files/x' })
      .where(eq(partners.id, fresh.partnerId));
    const caughtUp = await home(fresh.token);
    expect(caughtUp).toMatchObject({ profile_score: 100, attention_count: 0, live_projects: 0, all_time: { contributions: 0, amount_usd: 0 } });
    expect(caughtUp.attention).toEqual({ profile_gaps: [], overdue_updates: [], sent_back: [], pending_changes: [], new_remittances: [] });
  });
});
