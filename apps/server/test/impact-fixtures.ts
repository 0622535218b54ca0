import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { contributionGroups, contributions, impactLevels, projectCategories, projects } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, type TestContext } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, type TestUser } from './giving-helpers.js';

/**
 * The giving the impact tests read, all made through the cart, checkout and sandbox card payment, then
 * dated (UTC) so date ranges can be checked at their edges:
 * - giver, personal: 15 Jan 2026 two trees + 10 kg of plastic; 31 Jan 2026 23:59:59 one tree (the last
 *   instant of January); 1 Feb 2026 00:00 fifty days of clean water (the first instant after January); a
 *   declined health check-up and a checkout never paid (neither counts);
 * - the company (member gives): 20 Jan 2026 one emergency relief pack; 10 Mar 2026 thirty hygiene stations;
 * - member, personal: 20 Jan 2026 one tree.
 */
export type ImpactGiving = {
  giver: TestUser;
  other: TestUser;
  member: TestUser;
  teammate: TestUser;
  companyId: number;
  admin: string;
  partner: string;
  groups: { jan15: number; jan31: number; feb1: number; declined: number; pending: number; companyJan: number; companyMar: number; memberJan: number };
};

/** Sets when a paid group's contributions were paid (UTC). */
export async function dateGroup(ctx: TestContext, groupId: number, iso: string) {
  await ctx.database.db.update(contributions).set({ contribution_date: new Date(iso) }).where(eq(contributions.contribution_group_id, groupId));
  await ctx.database.db.update(contributionGroups).set({ paid_at: new Date(iso) }).where(eq(contributionGroups.id, groupId));
}

export async function setUpImpactGiving(ctx: TestContext): Promise<ImpactGiving> {
  const a = api(ctx);
  const pay = async (token: string, lines: Parameters<typeof a.add>[1][], opts: { company_id?: number; account?: 'user' | 'company' } = {}, card: string = SANDBOX_TEST_CARDS.succeeds) => {
    for (const line of lines) expectStatus(await a.add(token, line), 200);
    return (await giveWithCard(ctx, token, card, opts)).groupId;
  };
  const giver = await createUser(ctx);
  const other = await createUser(ctx);
  const companyId = await createCompany(ctx);
  const member = await createUser(ctx, { companyId, isAdmin: true });
  const teammate = await createUser(ctx, { companyId });

  const jan15 = await pay(giver.token, [
    { project_id: 1380, impact_level_id: 3009, quantity: 2 },
    { project_id: 1383, impact_level_id: 3013 },
  ]);
  const jan31 = await pay(giver.token, [{ project_id: 1380, impact_level_id: 3009 }]);
  const feb1 = await pay(giver.token, [{ project_id: 1382, impact_level_id: 3011, quantity: 50 }]);
  const declined = await pay(giver.token, [{ project_id: 1385, impact_level_id: 3015 }], {}, SANDBOX_TEST_CARDS.declined);
  expectStatus(await a.post('/api/cart', giver.token, { op: 'clear' }), 200);
  expectStatus(await a.add(giver.token, { project_id: 1386, impact_level_id: 3016 }), 200);
  const pending = expectStatus(await a.checkout(giver.token), 200).data.contribution_group_id as number;

  const companyJan = await pay(member.token, [{ project_id: 1390, impact_level_id: 3020, company_id: companyId }], { company_id: companyId });
  const companyMar = await pay(member.token, [{ project_id: 1392, impact_level_id: 3022, quantity: 30, company_id: companyId }], { company_id: companyId });
  // The member acts as the company, so their personal giving names the personal account.
  const memberJan = await pay(member.token, [{ project_id: 1380, impact_level_id: 3009, account: 'user' }], { account: 'user' });

  await dateGroup(ctx, jan15, '2026-01-15T10:00:00Z');
  await dateGroup(ctx, jan31, '2026-01-31T23:59:59Z');
  await dateGroup(ctx, feb1, '2026-02-01T00:00:00Z');
  await dateGroup(ctx, companyJan, '2026-01-20T08:00:00Z');
  await dateGroup(ctx, companyMar, '2026-03-10T12:00:00Z');
  await dateGroup(ctx, memberJan, '2026-01-20T09:00:00Z');

  return {
    giver,
    other,
    member,
    teammate,
    companyId,
    admin: await signIn(ctx, DEMO_USERS.admin.email),
    partner: await signIn(ctx, DEMO_USERS.partner.email),
    groups: { jan15, jan31, feb1, declined, pending, companyJan, companyMar, memberJan },
  };
}

/** A live project of the demo partner with the given title and one $1 impact level (a tree-planting project). */
export async function createLiveProject(ctx: TestContext, title: string) {
  const [owner] = await ctx.database.db.select({ partner_id: projects.partner_id }).from(projects).where(eq(projects.id, 1380));
  const [project] = await ctx.database.db.insert(projects).values({ partner_id: owner.partner_id, title, status: 'live', country_id: null }).returning({ id: projects.id });
  const [category] = await ctx.database.db.select({ category_id: projectCategories.category_id }).from(projectCategories).where(eq(projectCategories.project_id, 1380));
  await ctx.database.db.insert(projectCategories).values({ project_id: project.id, category_id: category.category_id });
  const [level] = await ctx.database.db
    .insert(impactLevels)
    .values({ project_id: project.id, price_cents: 100, impact_unit: 'tree planted', beneficiaries_per_unit: 1 })
    .returning({ id: impactLevels.id });
  return { projectId: project.id, levelId: level.id };
}
