import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { categories, companies, impactLevels, partners, projectCategories, projects, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, type TestContext } from './helpers.js';
import { dateGroup } from './impact-fixtures.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, setSgdRate, type TestUser } from './giving-helpers.js';

let counter = 0;

/** A new worthy-cause partner with its signed-in panel user. */
export async function createPartner(ctx: TestContext, name = `Test Cause ${process.pid}-${++counter}`) {
  const user = await createUser(ctx, { userType: 'partner', roleId: 4 });
  const [row] = await ctx.database.db.insert(partners).values({ user_id: user.id, worthy_cause_name: name, created_by: user.id }).returning({ id: partners.id });
  return { ...user, partnerId: row.id, name };
}

/** A project of a partner with one USD impact level; live by default. */
export async function createPartnerProject(
  ctx: TestContext,
  partnerId: number,
  opts: { title: string; categorySlug: string; priceCents: number; beneficiaries: number; status?: string; approvedAt?: Date | null },
) {
  const db = ctx.database.db;
  const [project] = await db
    .insert(projects)
    .values({ partner_id: partnerId, title: opts.title, status: opts.status ?? 'live', approved_at: opts.approvedAt === undefined ? new Date() : opts.approvedAt })
    .returning({ id: projects.id });
  const [category] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.slug, opts.categorySlug));
  await db.insert(projectCategories).values({ project_id: project.id, category_id: category.id });
  const [level] = await db
    .insert(impactLevels)
    .values({ project_id: project.id, price_cents: opts.priceCents, impact_unit: `${opts.title} unit`, beneficiaries_per_unit: opts.beneficiaries })
    .returning({ id: impactLevels.id });
  return { id: project.id, levelId: level.id, categoryId: category.id, categoryName: category.name, title: opts.title };
}

export type PartnerGiving = Awaited<ReturnType<typeof setUpPartnerGiving>>;

/**
 * A fresh partner with paid giving made through the cart and sandbox checkout (USD→SGD at 1.35), then dated:
 * - 10 Jan 2026 12:00: the public individual, 2 × well repair ($5.00, 8 beneficiaries);
 * - 31 Jan 2026 23:59:59: the private individual, 3 × mangrove ($3.00, 3);
 * - 1 Feb 2026 00:00: the public company, 4 × well repair ($10.00, 16) and 1 × mangrove ($1.00, 1);
 * - now (this month): the public individual, 5 × mangrove ($5.00, 5).
 * Not counted: a declined payment, and the same giver's gift to another partner's project (1383).
 */
export async function setUpPartnerGiving(ctx: TestContext) {
  await setSgdRate(ctx, '1.350000');
  const a = api(ctx);
  const partner = await createPartner(ctx);
  const well = await createPartnerProject(ctx, partner.partnerId, { title: `River well repair ${partner.partnerId}`, categorySlug: 'water-access', priceCents: 250, beneficiaries: 4 });
  const mangrove = await createPartnerProject(ctx, partner.partnerId, { title: `Mangrove nursery ${partner.partnerId}`, categorySlug: 'tree-planting', priceCents: 100, beneficiaries: 1 });
  const draft = await createPartnerProject(ctx, partner.partnerId, { title: `Draft idea ${partner.partnerId}`, categorySlug: 'tree-planting', priceCents: 100, beneficiaries: 1, status: 'draft', approvedAt: null });

  const publicGiver = await createUser(ctx);
  await ctx.database.db.update(users).set({ is_public: true, first_name: 'Priya', last_name: `Public${partner.partnerId}` }).where(eq(users.id, publicGiver.id));
  const privateGiver = await createUser(ctx);
  await ctx.database.db.update(users).set({ first_name: 'Quentin', last_name: `Hidden${partner.partnerId}` }).where(eq(users.id, privateGiver.id));
  const companyName = `Acme Water Works ${partner.partnerId}`;
  const companyId = await createCompany(ctx, companyName);
  await ctx.database.db.update(companies).set({ is_public: true }).where(eq(companies.id, companyId));
  const member = await createUser(ctx, { companyId, isAdmin: true });

  const pay = async (giver: TestUser, lines: { project_id: number; impact_level_id: number; quantity: number }[], opts: { company_id?: number } = {}, card: string = SANDBOX_TEST_CARDS.succeeds) => {
    for (const line of lines) expectStatus(await a.add(giver.token, { ...line, ...(opts.company_id ? { company_id: opts.company_id } : {}) }), 200);
    return (await giveWithCard(ctx, giver.token, card, opts)).groupId;
  };
  const jan10 = await pay(publicGiver, [{ project_id: well.id, impact_level_id: well.levelId, quantity: 2 }]);
  const jan31 = await pay(privateGiver, [{ project_id: mangrove.id, impact_level_id: mangrove.levelId, quantity: 3 }]);
  const feb1 = await pay(
    member,
    [
      { project_id: well.id, impact_level_id: well.levelId, quantity: 4 },
      { project_id: mangrove.id, impact_level_id: mangrove.levelId, quantity: 1 },
    ],
    { company_id: companyId },
  );
  const declined = await pay(publicGiver, [{ project_id: well.id, impact_level_id: well.levelId, quantity: 7 }], {}, SANDBOX_TEST_CARDS.declined);
  expectStatus(await a.post('/api/cart', publicGiver.token, { op: 'clear' }), 200);
  const recent = await pay(publicGiver, [
    { project_id: mangrove.id, impact_level_id: mangrove.levelId, quantity: 5 },
    { project_id: 1383, impact_level_id: 3012, quantity: 1 },
  ]);
  await dateGroup(ctx, jan10, '2026-01-10T12:00:00Z');
  await dateGroup(ctx, jan31, '2026-01-31T23:59:59Z');
  await dateGroup(ctx, feb1, '2026-02-01T00:00:00Z');

  return {
    partner,
    well,
    mangrove,
    draft,
    publicGiver,
    privateGiver,
    member,
    companyId,
    companyName,
    groups: { jan10, jan31, feb1, declined, recent },
    admin: await signIn(ctx, DEMO_USERS.admin.email),
    demoPartner: await signIn(ctx, DEMO_USERS.partner.email),
  };
}
