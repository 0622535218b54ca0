import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, SANDBOX_TEST_CARDS, SHARING_TEMPLATES, USEFUL_GUIDES, WRITTEN_PIECES, mediaKitMessages } from '@goodhive/contract';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, pdfText } from './giving-helpers.js';

describe('media kit and useful resources', () => {
  const ctx = useTestApp();
  const a = api(ctx);

  /** A company whose admin paid for 50 days of water and 2 trees, and then had a card declined for 3 more trees. */
  async function givingCompany(name: string) {
    const companyId = await createCompany(ctx, name);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    await a.add(member.token, { project_id: 1382, impact_level_id: 3011, quantity: 50, company_id: companyId });
    await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 2, company_id: companyId });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 3, company_id: companyId });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.declined, { company_id: companyId });
    return { companyId, member };
  }

  /** What the ledger holds for a company: its paid contributions only. */
  async function ledgerOf(companyId: number) {
    const { rows } = await ctx.database.db.execute<{ impacts: string; beneficiaries: string; projects: string; cents: string }>(
      sql`select coalesce(sum(quantity), 0) as impacts, coalesce(sum(beneficiaries), 0) as beneficiaries, count(distinct project_id) as projects,
            coalesce(sum(amt_total_usd_cents), 0) as cents
          from contributions where company_id = ${companyId} and account = 'company' and payment_received = 1`,
    );
    const row = rows[0]!;
    return { total_impacts: Number(row.impacts), beneficiaries: Number(row.beneficiaries), projects_supported: Number(row.projects), amount_usd: Number(row.cents) / 100 };
  }

  it("GET /api/media-kit fills the templates and texts with the company's name and the paid figures of its ledger", async () => {
    const { companyId, member } = await givingCompany('Bright & Co');
    const kit = expectStatus(await a.get('/api/media-kit', member.token), 200).data;
    const ledger = await ledgerOf(companyId);
    // Only the paid checkout counts: the declined one is not in the figures.
    expect(ledger).toEqual({ total_impacts: 52, beneficiaries: 52, projects_supported: 2, amount_usd: 3 });
    expect(kit).toMatchObject({ account: 'company', company_id: companyId, has_figures: true, figures: { name: 'Bright & Co', ...ledger, countries_reached: expect.any(Number) } });
    expect(kit.figures.causes.length).toBeGreaterThan(0);
    // The same totals the dashboard shows.
    const stats = expectStatus(await a.get(`/api/user/${member.id}/stat-impacts`, member.token), 200).data;
    expect(kit.figures).toMatchObject({ total_impacts: stats.total_impacts, beneficiaries: stats.beneficiaries, countries_reached: stats.countries_reached });

    expect(kit.templates.map((t: { id: string }) => t.id)).toEqual(SHARING_TEMPLATES.map((t) => t.id));
    expect(kit.written.map((p: { id: string }) => p.id)).toEqual(WRITTEN_PIECES.map((p) => p.id));
    const website = kit.written.find((p: { id: string }) => p.id === 'website');
    expect(website.text).toContain('At Bright & Co,');
    expect(website.text).toContain('52 impacts that reached 52 beneficiaries through 2 projects');
    expect(kit.written.find((p: { id: string }) => p.id === 'social-short').text.length).toBeLessThanOrEqual(280);
  });

  it('a member without paid giving gets texts without figures', async () => {
    const me = await createUser(ctx);
    const kit = expectStatus(await a.get('/api/media-kit', me.token), 200).data;
    expect(kit).toMatchObject({ account: 'user', has_figures: false, figures: { name: expect.stringMatching(/^Giver Number/), total_impacts: 0 } });
    const signature = kit.written.find((p: { id: string }) => p.id === 'email-signature').text;
    expect(signature).toContain('gives with Goodhive');
    expect(signature).not.toMatch(/\d+ impacts/);
  });

  it('downloads each sharing template as an SVG of its size with the name (escaped) and the figures', async () => {
    const { member } = await givingCompany('Pixel <Makers>');
    for (const template of SHARING_TEMPLATES) {
      const res = await a.get(`/api/media-kit/templates/${template.id}`, member.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="pixel-makers-goodhive-${template.id}.svg"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body).toContain(`width="${template.width}" height="${template.height}"`);
      expect(res.body).toContain('Pixel &lt;Makers&gt;');
      expect(res.body).not.toContain('Pixel <Makers>');
      expect(res.body).toContain('>52</');
      expect(res.body).toContain('impacts created');
    }
  });

  it('downloads each written piece as a .txt file with the live figures', async () => {
    const { member } = await givingCompany('Text Shop');
    const kit = expectStatus(await a.get('/api/media-kit', member.token), 200).data;
    for (const piece of WRITTEN_PIECES) {
      const res = await a.get(`/api/media-kit/written/${piece.id}`, member.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="text-shop-goodhive-${piece.id}.txt"`);
      expect(res.body).toBe(`${kit.written.find((p: { id: string }) => p.id === piece.id).text}\n`);
    }
    expect((await a.get('/api/media-kit/written/email-signature', member.token)).body).toContain('Text Shop gives with Goodhive: 52 impacts created for 52 beneficiaries');
  });

  it('the brand guideline and every useful guide are real PDFs with their content', async () => {
    const me = await createUser(ctx);
    const guideline = await a.get('/api/media-kit/brand-guideline', me.token);
    expect(guideline.statusCode).toBe(200);
    expect(guideline.headers['content-type']).toBe('application/pdf');
    expect(guideline.headers['content-disposition']).toBe('attachment; filename="goodhive-brand-guideline.pdf"');
    expect(guideline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(guideline.rawPayload);
    expect(text).toContain('Goodhive brand guideline');
    expect(text).toContain('#F5AD14');
    expect(text).toContain('#0F4631');
    expect(text).toContain('Fraunces');
    for (const guide of USEFUL_GUIDES) {
      const res = await a.get(`/api/useful-resources/guides/${guide.slug}`, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="goodhive-guide-${guide.slug}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(res.rawPayload)).toContain(guide.sections[0]!.heading);
    }
  });

  it('refuses guests (401), unknown templates, texts and guides (422)', async () => {
    for (const url of ['/api/media-kit', '/api/media-kit/templates/square', '/api/media-kit/written/press', '/api/media-kit/brand-guideline', '/api/useful-resources/guides/media-kit']) {
      const res = await a.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().status).toBe('error');
    }
    const me = await createUser(ctx);
    expect((await a.get('/api/media-kit/templates/poster', me.token)).statusCode).toBe(422);
    expect((await a.get('/api/media-kit/written/novel', me.token)).statusCode).toBe(422);
    expect((await a.get('/api/useful-resources/guides/secret', me.token)).statusCode).toBe(422);
  });

  it("a business sees only its own figures: another company's kit or another member's is refused", async () => {
    const { companyId, member } = await givingCompany('Private Figures Ltd');
    const stranger = await createUser(ctx);
    for (const url of [`/api/media-kit?company_id=${companyId}`, `/api/media-kit/templates/square?company_id=${companyId}`, `/api/media-kit/written/press?company_id=${companyId}`]) {
      const res = await a.get(url, stranger.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('Private Figures');
    }
    expect((await a.get(`/api/media-kit?user_id=${member.id}&account=user`, stranger.token)).statusCode).toBe(403);
    // A plain member of the company may use its kit.
    const colleague = await createUser(ctx, { companyId });
    expect(expectStatus(await a.get('/api/media-kit', colleague.token), 200).data.figures).toMatchObject({ name: 'Private Figures Ltd', total_impacts: 52 });
  });

  it("staff read a member's kit by user_id; partners and downgraded members are refused", async () => {
    const { companyId, member } = await givingCompany('Staff Looked Co');
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const kit = expectStatus(await a.get(`/api/media-kit?user_id=${member.id}&company_id=${companyId}`, admin), 200).data;
    expect(kit.figures).toMatchObject({ name: 'Staff Looked Co', total_impacts: 52 });
    expect(kit.company_id).toBe(companyId);

    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const refused = await a.get('/api/media-kit', partner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(mediaKitMessages.partnersNotAllowed);
    expect((await a.get('/api/media-kit/templates/square', partner)).statusCode).toBe(403);
    // The brand guideline and the guides hold no one's figures: every signed-in user may download them.
    for (const token of [partner, admin]) {
      expect((await a.get('/api/media-kit/brand-guideline', token)).statusCode).toBe(200);
      expect((await a.get('/api/useful-resources/guides/media-kit', token)).statusCode).toBe(200);
    }

    const downgraded = await createUser(ctx, { roleId: ROLE.DOWNGRADED });
    expect((await a.get('/api/media-kit', downgraded.token)).statusCode).toBe(403);
  });
});
