import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sum } from 'drizzle-orm';
import { CATALOGUE_HEADING, PUBLIC_HOME_MEMBERS, PUBLIC_HOME_PROJECTS, PUBLIC_PAGES, SANDBOX_TEST_CARDS, type PublicHome, SIGN_IN_HEADING, SUMMIT_ANNOUNCEMENT, TRIAL_IMPACTS, publicPageUpdateSchema, publicSiteTexts } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { auditLog, companies, contributions, publicPages } from '../src/db/schema/index.js';
import { forgetPublicHome } from '../src/modules/public-site/public-site.service.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { PUBLIC_PAGE_SEEDS } from '../src/seed/public-pages.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard } from './giving-helpers.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>Goodhive</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"><div class="boot-header" aria-hidden="true"><div class="boot-bar"><svg></svg><span class="boot-name">Goodhive</span></div></div></div></body></html>';

const pageUpdate = (overrides: Record<string, unknown> = {}) => ({
  title: 'About Goodhive, rewritten by staff',
  description: 'Goodhive links businesses with worthy causes that deliver small, real impacts; this text was changed by staff.',
  eyebrow: 'About',
  heading: 'Giving that fits the way you work',
  intro: 'A new introduction from the staff editor.',
  style: 'cards',
  sections: [{ heading: 'What we do', body: ['We turn moments of business into impacts.'], points: ['Water', 'Trees'] }],
  ...overrides,
});

describe('public site', () => {
  const ctx = useTestApp();
  let site: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    site = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist, widgetDist: null, logger: false });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const put = (url: string, token: string | null, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });

  it('seeds every public page with a title and a description search engines show whole', () => {
    expect(PUBLIC_PAGE_SEEDS.map((page) => page.slug).sort()).toEqual(PUBLIC_PAGES.map((page) => page.slug).sort());
    for (const seed of PUBLIC_PAGE_SEEDS) expect(publicPageUpdateSchema.safeParse(seed).error?.issues ?? []).toEqual([]);
  });

  it('reads a public page for everyone, and 404s an unknown one', async () => {
    const page = expectStatus(await ctx.app.inject({ method: 'GET', url: '/api/public/pages/how-it-works' }), 200).data;
    expect(page).toMatchObject({ slug: 'how-it-works', path: '/how-it-works', style: 'cards' });
    expect(page.sections.length).toBeGreaterThan(2);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/public/pages/secrets' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().status).toBe('error');
  });

  it('lists the causes with their live projects; the water cause leads to the water trial project', async () => {
    const causes = expectStatus(await ctx.app.inject({ method: 'GET', url: '/api/public/causes' }), 200).data as { slug: string; projects: { id: number }[]; project_count: number }[];
    const water = causes.find((cause) => cause.slug === 'water');
    expect(water?.projects.map((p) => p.id)).toContain(TRIAL_IMPACTS.water.project_id);
    expect(water!.project_count).toBeGreaterThanOrEqual(water!.projects.length);
  });

  it("the visitors' home counts the ledger's paid impacts, shows projects to give to and the public businesses that gave the most", async () => {
    const a = api(ctx);
    const home = async () => expectStatus(await ctx.app.inject({ method: 'GET', url: '/api/public/home' }), 200).data as PublicHome;
    forgetPublicHome(ctx.database.db);
    const before = await home();
    expect(before.projects.length).toBe(PUBLIC_HOME_PROJECTS);
    const catalogue = expectStatus(await ctx.app.inject({ method: 'GET', url: `/api/projects?sort=recommended&limit=${PUBLIC_HOME_PROJECTS}` }), 200).data;
    expect(before.projects.map((p) => p.id)).toEqual(catalogue.map((p: { id: number }) => p.id));
    expect(before.members.length).toBe(PUBLIC_HOME_MEMBERS);
    const impacts = before.members.map((m) => m.total_impacts);
    expect(impacts).toEqual([...impacts].sort((x, y) => y - x));

    // A paid checkout counts; a declined one does not.
    const companyId = await createCompany(ctx, 'Home Counted Co');
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    await a.add(admin.token, { project_id: 1382, impact_level_id: 3011, quantity: 40, company_id: companyId });
    await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    await a.add(admin.token, { project_id: 1380, impact_level_id: 3009, quantity: 7, company_id: companyId });
    await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.declined, { company_id: companyId });
    const [paid] = await ctx.database.db
      .select({ quantity: sum(contributions.quantity).mapWith(Number), beneficiaries: sum(contributions.beneficiaries).mapWith(Number) })
      .from(contributions)
      .where(and(eq(contributions.company_id, companyId), eq(contributions.payment_received, 1)));
    expect(paid.quantity).toBe(40);

    // One count serves every visitor for a minute.
    expect((await home()).totals).toEqual(before.totals);
    forgetPublicHome(ctx.database.db);
    const after = await home();
    expect(after.totals.impacts).toBe(before.totals.impacts + 40);
    expect(after.totals.beneficiaries).toBe(before.totals.beneficiaries + paid.beneficiaries);

    // A business that hides its profile leaves the home's members.
    const leader = after.members[0]!;
    await ctx.database.db.update(companies).set({ is_public: false }).where(eq(companies.id, leader.id));
    forgetPublicHome(ctx.database.db);
    const hidden = await home();
    expect(hidden.members.map((m) => m.id)).not.toContain(leader.id);
    expect(hidden.totals).toEqual(after.totals);
    await ctx.database.db.update(companies).set({ is_public: true }).where(eq(companies.id, leader.id));
    forgetPublicHome(ctx.database.db);
  });

  it('staff change a page: saved, audited with before and after, and served in the page head at once', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const saved = expectStatus(await put('/api/admin/public-pages/about', admin, pageUpdate()), 200);
    expect(saved.message).toBe(publicSiteTexts.pageSaved);
    expect(saved.data).toMatchObject({ slug: 'about', heading: 'Giving that fits the way you work' });

    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'public_page.update')));
    expect(entry).toMatchObject({ subject_type: 'public_page', details: { slug: 'about' } });
    expect((entry!.before as { heading: string }).heading).toBe('Giving that is part of how you do business');
    expect((entry!.after as { heading: string }).heading).toBe('Giving that fits the way you work');

    const html = (await site.inject({ method: 'GET', url: '/about' })).body;
    expect(html).toContain('<title>About Goodhive, rewritten by staff</title>');
    expect(html).toContain('<h1>Giving that fits the way you work</h1>');

    const list = expectStatus(await ctx.app.inject({ method: 'GET', url: '/api/admin/public-pages', headers: { authorization: `Bearer ${admin}` } }), 200).data as { slug: string }[];
    expect(list.map((p) => p.slug)).toEqual(PUBLIC_PAGES.map((p) => p.slug));
  });

  it('refuses bad texts with 422 and the field, and members and visitors with 403 and 401, changing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const before = await ctx.database.db.select().from(publicPages).where(eq(publicPages.slug, 'terms'));
    const short = await put('/api/admin/public-pages/terms', admin, pageUpdate({ description: 'Too short.' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.description).toEqual([publicSiteTexts.descriptionLength]);
    const noBody = await put('/api/admin/public-pages/terms', admin, pageUpdate({ sections: [{ heading: 'Empty', body: [] }] }));
    expect(noBody.statusCode).toBe(422);
    const member = await createUser(ctx);
    expect((await put('/api/admin/public-pages/terms', member.token, pageUpdate())).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/public-pages', headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(403);
    expect((await put('/api/admin/public-pages/terms', null, pageUpdate())).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(publicPages).where(eq(publicPages.slug, 'terms'))).toEqual(before);
  });

  it('writes each public page its own title, description, Open Graph tags, canonical address and first paint before any script', async () => {
    for (const { path: pagePath, slug } of PUBLIC_PAGES) {
      const res = await site.inject({ method: 'GET', url: pagePath });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const [row] = await ctx.database.db.select().from(publicPages).where(eq(publicPages.slug, slug));
      const head = html.slice(0, html.indexOf('</head>'));
      const firstScript = html.indexOf('<script');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(head).toContain(`<meta name="description" content="${row!.description.replace(/'/g, '&apos;')}" />`);
      expect(head).toContain(`<link rel="canonical" href="${ctx.config.appUrl}${pagePath}" />`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(head).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
      expect(html.indexOf('<title>')).toBeLessThan(firstScript);
      expect(html.indexOf('<meta name="description"')).toBeLessThan(firstScript);
      expect(html).toMatch(/<main class="boot-page"><div class="boot-hero">.*<h1>[^<]+<\/h1>/);
      const data = /<script type="application\/json" id="public-page-data">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(data![1]!)).toMatchObject({ slug });
    }
  });

  it('gives project pages their own head, escapes their texts, and leaves unknown or private addresses generic', async () => {
    const project = await site.inject({ method: 'GET', url: `/projectdetail/${TRIAL_IMPACTS.water.project_id}` });
    expect(project.body).toMatch(/<title>[^<]+\| Goodhive<\/title>/);
    expect(project.body).toContain(`<meta property="og:image" content="${ctx.config.appUrl}/api/projects/${TRIAL_IMPACTS.water.project_id}/image/rectangle" />`);
    // The first paint shows the project's picture (fetched first) above its title, as the page does.
    expect(project.body).toMatch(
      new RegExp(`<main class="boot-page"><div class="boot-media"><img src="/api/projects/${TRIAL_IMPACTS.water.project_id}/image/rectangle" alt="" width="1200" height="600" fetchpriority="high"></div><div class="boot-hero">.*<h1>`),
    );
    // The catalogue's first paint: its heading and the first project a visitor sees, with its picture.
    const catalogue = (await site.inject({ method: 'GET', url: '/view-all-projects' })).body;
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/projects' })).json() as { data: { title: string; image_rectangle: { url: string } }[] };
    expect(catalogue).toContain(`<h1>${CATALOGUE_HEADING.title}</h1>`);
    expect(catalogue).toContain(`<img src="${listed.data[0]!.image_rectangle.url}"`);
    expect(catalogue).toContain(`<p class="boot-caption">${listed.data[0]!.title.replace(/'/g, '&apos;')}</p>`);
    // The sign-in screen's first paint: its heading and the conference announcement, as the screen shows them.
    const signIn = (await site.inject({ method: 'GET', url: '/login' })).body;
    expect(signIn).toContain(`<h1>${SIGN_IN_HEADING.title}</h1>`);
    expect(signIn).toContain(`<h2>${SUMMIT_ANNOUNCEMENT.title}</h2>`);
    for (const url of ['/projectdetail/999999', '/impact', '/admin/users']) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.body).toContain('<title>Goodhive</title>');
      expect(res.body).not.toContain('boot-page');
    }
  });

  it('serves /robots.txt naming the sitemap, and /sitemap.xml with every public page and live project', async () => {
    const robots = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${ctx.config.appUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await site.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const { path: pagePath } of PUBLIC_PAGES) expect(sitemap.body).toContain(`<loc>${ctx.config.appUrl}${pagePath}</loc>`);
    expect(sitemap.body).toContain(`<loc>${ctx.config.appUrl}/projectdetail/${TRIAL_IMPACTS.water.project_id}</loc>`);
    expect(sitemap.body).toMatch(/<loc>[^<]+\/wcu_partner\/\d+<\/loc>/);
  });
});
