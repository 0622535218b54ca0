import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@goodhive/contract';
import {
  auditLog,
  billingAddresses,
  companies,
  companyPackages,
  contributionGroups,
  contributions,
  countries,
  industries,
  mailOutbox,
  membershipPackages,
  referralCodes,
  referralInvitations,
  referrals,
  membershipPayments,
  states,
  userBusiness,
  users,
  userTags,
} from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { hashPassword } from '../src/lib/secrets.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';

const MARK = 'Filterfix';
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type World = Record<string, number> & { countrySG: number; countryAU: number; stateNSW: number; industry: number; sme: number; tiny: number };

/** A small world of users, one trait each, so each filter field has someone it finds and someone it leaves out. */
async function buildWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  const hash = await hashPassword('Filters2026');
  const countryId = async (code: string) => (await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0]!.id;
  const countrySG = await countryId('SG');
  const countryAU = await countryId('AU');
  const [nsw] = await db.select({ id: states.id, name: states.name }).from(states).where(and(eq(states.country_id, countryAU), eq(states.code, 'NSW')));
  const [industry] = await db.select({ id: industries.id }).from(industries).limit(1);
  const pkg = async (name: string) => (await db.select({ id: membershipPackages.id }).from(membershipPackages).where(eq(membershipPackages.name, name)))[0]!.id;
  const sme = await pkg('SME');
  const tiny = await pkg('Tiny');

  const user = async (first: string, values: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await db
      .insert(users)
      .values({ email: `${first.toLowerCase()}.${MARK.toLowerCase()}@test.example`, first_name: first, last_name: MARK, password_hash: hash, role_id: ROLE.MEMBER, ...values })
      .returning({ id: users.id });
    return row!.id;
  };
  const company = async (name: string, values: Partial<typeof companies.$inferInsert> = {}) => (await db.insert(companies).values({ company_name: name, ...values }).returning({ id: companies.id }))[0]!.id;
  const link = (userId: number, companyId: number, isOwner: boolean, typeReg = 'other') =>
    db.insert(userBusiness).values({ user_id: userId, company_id: companyId, is_owner: isOwner, is_admin: isOwner ? 1 : 0, type_reg: typeReg });
  const give = async (userId: number, companyId: number | null, when: Date, cents: number, quantity: number, extra: Partial<typeof contributions.$inferInsert> = {}) => {
    const account = companyId ? 'company' : 'user';
    const [group] = await db
      .insert(contributionGroups)
      .values({ user_id: userId, company_id: companyId, account, status: 'paid', total_usd_cents: cents, paid_at: when })
      .returning({ id: contributionGroups.id });
    await db.insert(contributions).values({
      contribution_group_id: group!.id,
      user_id: userId,
      company_id: companyId,
      account,
      project_id: 1380,
      impact_level_id: 3009,
      quantity,
      beneficiaries: quantity,
      unit_price_cents: Math.round(cents / quantity),
      amt_total_usd_cents: cents,
      payment_received: 1,
      contribution_date: when,
      ...extra,
    });
  };

  // Singapore SME member who gave US$600 in the last 2 months over 3 givings and opened 3 of 4 mails.
  const sgOwner = await user('Sgowner', { country_id: countrySG, created_at: ago(40), image: 'x.png', about_you: 'About', linkedin_url: 'https://l.example' });
  const sgCo = await company('Lion City Roasters', { country_id: countrySG, city: 'Singapore', industry_1: industry!.id, membership_end_date: new Date(Date.now() + 100 * DAY), created_at: ago(40) });
  await link(sgOwner, sgCo, true, 'event');
  await db.insert(companyPackages).values({ company_id: sgCo, package_id: sme });
  await give(sgOwner, sgCo, ago(20), 30000, 20);
  await give(sgOwner, sgCo, ago(30), 20000, 20);
  await give(sgOwner, sgCo, ago(50), 10000, 10, { contribution_story_id: 7 });
  for (const [i, opened] of [true, true, true, false].entries()) {
    await db.insert(mailOutbox).values({ to_address: `sgowner.${MARK.toLowerCase()}@test.example`, subject: `Mail ${i}`, html: '', text: '', template: 'receipt', status: 'sent', created_at: ago(10 + i), opened_at: opened ? ago(9) : null });
  }
  await db.insert(membershipPayments).values({ company_id: sgCo, user_id: sgOwner, package_id: sme, membership_period_id: 2, amount_usd_cents: 100, status: 'paid', payment_status: 1, paid_at: ago(35) });
  await db.insert(userTags).values({ user_id: sgOwner, tag: 'Gala 2026' });

  // A team member of the Singapore company who gave personally; leverages the owner's LGI.
  const sgStaff = await user('Sgstaff', { role_id: ROLE.EMPLOYEE, country_id: countrySG, created_at: ago(10) });
  await link(sgStaff, sgCo, false, 'referral');
  await give(sgStaff, sgCo, ago(5), 500, 7);

  // An Australian company owner, downgraded from trial 2 months ago, who gave little and long ago; opened no mail.
  const auOwner = await user('Auowner', { role_id: ROLE.DOWNGRADED, country_id: countryAU, created_at: ago(3 * 365 + 20), referral_code: 'HIVE42' });
  const auCo = await company('Harbour Bikes', { country_id: countryAU, city: 'Sydney', state: nsw!.name, created_at: ago(3 * 365 + 20) });
  await link(auOwner, auCo, true, 'linkedin');
  await db.insert(companyPackages).values({ company_id: auCo, package_id: tiny });
  await give(auOwner, auCo, ago(700), 5000, 3, { funded_by: 'credit' });
  await db.insert(mailOutbox).values({ to_address: `auowner.${MARK.toLowerCase()}@test.example`, subject: 'Hello', html: '', text: '', template: 'welcome', status: 'sent', created_at: ago(400) });
  await db.insert(auditLog).values({ actor_id: null, action: 'membership.trial_ended', subject_type: 'user', subject_id: auOwner, details: { from_role_id: ROLE.TRIAL, to_role_id: ROLE.DOWNGRADED }, created_at: ago(60) });
  await db.insert(userTags).values({ user_id: auOwner, tag: 'Newsletter' });

  // A blocked personal giver in New South Wales (billing address), never gave.
  const blocked = await user('Blockedgiver', { role_id: ROLE.PERSONAL, status: 1, country_id: countryAU, created_at: ago(200) });
  await db.insert(billingAddresses).values({ owner_key: `user:${blocked}`, account: 'user', user_id: blocked, address_1: '1 Road', city: 'Sydney', state: nsw!.name, country_name: 'Australia', zip_code: '2000' });

  // The Singapore owner sent 3 invitations; Harbour Bikes signed up with the Singapore company's code.
  for (const n of [1, 2, 3]) await db.insert(referralInvitations).values({ company_id: sgCo, sent_by: sgOwner, email: `friend${n}@test.example` });
  const [code] = await db.insert(referralCodes).values({ code: 'LIONCITY-FILTERS', company_id: sgCo }).returning({ id: referralCodes.id });
  await db.insert(referrals).values({ referral_code_id: code!.id, referrer_company_id: sgCo, referred_user_id: auOwner, referred_company_id: auCo, source: 'connect' });

  return { sgOwner, sgStaff, auOwner, blocked, sgCo, auCo, countrySG, countryAU, stateNSW: nsw!.id, industry: industry!.id, sme, tiny } as World;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const dmy = (d: Date) => day(d).split('-').reverse().join('-');

describe('POST /api/user/filtersearch: every filter field in SQL', () => {
  const ctx = useTestApp();
  let w: World;
  let admin: string;
  const search = async (body: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { keyword: MARK, limit: 100, ...body } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data.map((u: { id: number }) => u.id).sort() as number[];
  };
  beforeAll(async () => {
    w = await buildWorld(ctx);
    admin = await signIn(ctx, DEMO_USERS.admin.email);
  });

  const cases: [string, () => Record<string, unknown>, () => number[]][] = [
    ['keyword (name)', () => ({ keyword: 'Sgowner' }), () => [w.sgOwner]],
    ['keyword (UID)', () => ({ keyword: String(w.auOwner) }), () => [w.auOwner]],
    ['select_user_type individuals', () => ({ select_user_type: 'individuals' }), () => [w.sgStaff, w.blocked]],
    ['select_user_type businesses', () => ({ select_user_type: 'businesses' }), () => [w.sgOwner, w.auOwner]],
    ['current_user_type[]', () => ({ 'current_user_type[]': [ROLE.DOWNGRADED, ROLE.EMPLOYEE] }), () => [w.sgStaff, w.auOwner]],
    ['previous_user_type[]', () => ({ previous_user_type: [ROLE.TRIAL] }), () => [w.auOwner]],
    ['reg_type[]', () => ({ reg_type: ['event', 'linkedin'] }), () => [w.sgOwner, w.auOwner]],
    ['refered_type[] referral code', () => ({ refered_type: ['referral_code'] }), () => [w.auOwner]],
    ['refered_type[] team invite', () => ({ refered_type: ['team_invite'] }), () => [w.sgStaff]],
    ['refered_type[] direct', () => ({ refered_type: ['direct'] }), () => [w.sgOwner, w.blocked]],
    ['joining_date_from/to (yyyy-mm-dd)', () => ({ joining_date_from: day(ago(45)), joining_date_to: day(ago(35)) }), () => [w.sgOwner]],
    ['joining_date_from/to (dd-mm-yyyy)', () => ({ joining_date_from: dmy(ago(45)), joining_date_to: dmy(ago(35)) }), () => [w.sgOwner]],
    ['upgrade_from/to', () => ({ upgrade_from: day(ago(40)), upgrade_to: day(ago(30)) }), () => [w.sgOwner, w.sgStaff]],
    ['user_status blocked', () => ({ user_status: 1 }), () => [w.blocked]],
    ['joining_custom less than 3 months', () => ({ joining_custom: 'less_3m' }), () => [w.sgOwner, w.sgStaff]],
    ['joining_custom more than 3 years', () => ({ joining_custom: 'more_3y' }), () => [w.auOwner]],
    ['joining_down_custom less than 3 months', () => ({ joining_down_custom: 'less_3m' }), () => [w.auOwner]],
    ['user_country[]', () => ({ user_country: [w.countrySG] }), () => [w.sgOwner, w.sgStaff]],
    ['user_state[]', () => ({ user_state: [w.stateNSW] }), () => [w.blocked]],
    ['bus_name', () => ({ bus_name: 'harbour' }), () => [w.auOwner]],
    ['bus_acc_status upgraded', () => ({ bus_acc_status: 'upgraded' }), () => [w.sgOwner]],
    ['bus_acc_status downgraded', () => ({ bus_acc_status: 'downgraded' }), () => [w.auOwner]],
    ['bus_acc_status active', () => ({ bus_acc_status: 'active' }), () => [w.sgOwner, w.sgStaff]],
    ['bus_acc_status dormant', () => ({ bus_acc_status: 'dormant' }), () => []],
    ['bus_acc_status blocked', () => ({ bus_acc_status: 'blocked' }), () => []],
    ['bus_package', () => ({ bus_package: w.tiny }), () => [w.auOwner]],
    ['reg_date_from/to', () => ({ reg_date_from: day(ago(50)), reg_date_to: day(ago(30)) }), () => [w.sgOwner, w.sgStaff]],
    ['bus_country[]', () => ({ bus_country: [w.countryAU] }), () => [w.auOwner]],
    ['bus_state[]', () => ({ bus_state: [w.stateNSW] }), () => [w.auOwner]],
    ['bus_city', () => ({ bus_city: 'sydn' }), () => [w.auOwner]],
    ['bus_cate', () => ({ bus_cate: 3 }), () => [w.sgOwner, w.sgStaff, w.auOwner]],
    ['bus_cus_date more than 1 year', () => ({ bus_cus_date: 'more_1y' }), () => [w.auOwner]],
    ['bus_indus[]', () => ({ bus_indus: [w.industry] }), () => [w.sgOwner, w.sgStaff]],
    ['include_tag[]', () => ({ include_tag: ['Gala 2026'] }), () => [w.sgOwner]],
    ['exclude_tag[]', () => ({ exclude_tag: ['Gala 2026', 'Newsletter'] }), () => [w.sgStaff, w.blocked]],
    ['lastgiving_from/to', () => ({ lastgiving_from: day(ago(25)), lastgiving_to: day(ago(15)) }), () => [w.sgOwner]],
    ['noof_giving_more/less', () => ({ noof_giving_more: 1, noof_giving_less: 10 }), () => [w.sgOwner]],
    ['con_custom_range with noof_giving_more', () => ({ con_custom_range: 'less_1m', noof_giving_more: 0 }), () => [w.sgOwner, w.sgStaff]],
    ['con_giving_impact_more (DGI)', () => ({ con_giving_impact_more: 40 }), () => [w.sgOwner]],
    ['con_giving_impact_less (DGI)', () => ({ con_giving_impact_less: 5 }), () => [w.auOwner, w.blocked]],
    ['giving_amount_more (USD) in the last 6 months', () => ({ giving_amount_more: 500, con_custom_range: 'less_6m' }), () => [w.sgOwner]],
    ['giving_amount_less (USD)', () => ({ giving_amount_less: 100 }), () => [w.sgStaff, w.auOwner, w.blocked]],
    ['con_lgi_more (LGI)', () => ({ con_lgi_more: 5 }), () => [w.sgOwner]],
    ['con_lgi_less (LGI)', () => ({ con_lgi_more: 0, con_lgi_less: 5 }), () => []],
    ['contri_giving_type recurring', () => ({ contri_giving_type: 'recurring' }), () => [w.sgOwner]],
    ['contri_giving_type credit', () => ({ contri_giving_type: 'credit' }), () => [w.auOwner]],
    ['lastmsg_from/to', () => ({ lastmsg_from: day(ago(12)), lastmsg_to: day(ago(8)) }), () => [w.sgOwner]],
    ['mail_open_rate 50.01-75', () => ({ mail_open_rate: '50.01-75' }), () => [w.sgOwner]],
    ['mail_open_rate 0% and 0-10%', () => ({ mail_open_rate: ['0', '0-10'] }), () => [w.auOwner]],
    ['msg_open_last_custom narrows the open rate window', () => ({ mail_open_rate: ['0'], msg_open_last_custom: 'less_1m' }), () => []],
    ['profile_rate', () => ({ profile_rate: 75 }), () => [w.sgOwner]],
    ['emp_more/emp_less', () => ({ emp_more: 0, emp_less: 5 }), () => [w.sgOwner, w.sgStaff]],
    ['invite_more_user', () => ({ invite_more_user: 2 }), () => [w.sgOwner]],
    ['invite_less_user', () => ({ invite_less_user: 1 }), () => [w.sgStaff, w.auOwner, w.blocked]],
    ['invited_more', () => ({ invited_more: 0 }), () => [w.sgOwner]],
    ['invited_less', () => ({ invited_more: 0, invited_less: 1 }), () => []],
  ];

  it.each(cases)('%s', async (_name, body, expected) => {
    expect(await search(body())).toEqual([...expected()].sort());
  });

  it('combines six fields: SME members in Singapore who gave more than US$500 in 6 months and opened over 25 % of mails', async () => {
    const found = await search({
      select_user_type: 'businesses',
      bus_package: w.sme,
      bus_country: [w.countrySG],
      giving_amount_more: 500,
      con_custom_range: 'less_6m',
      mail_open_rate: ['25.01-50', '50.01-75', '75.01+'],
    });
    expect(found).toEqual([w.sgOwner]);
  });

  it('applies a favourite filter by favorite_filter, with the fields sent winning', async () => {
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/user/favourite-filters', headers: bearer(admin), payload: { name: 'Aussies', filters: { bus_country: [w.countryAU] } } });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data.id;
    expect(await search({ favorite_filter: id })).toEqual([w.auOwner]);
    expect(await search({ favorite_filter: id, bus_country: [w.countrySG] })).toEqual([w.sgOwner, w.sgStaff].sort());
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/favourite-filters', headers: bearer(admin), payload: { name: 'Aussies', filters: {} } })).statusCode).toBe(409);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { favorite_filter: 999999 } });
    expect(other.statusCode).toBe(422);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/user/favourite-filters/${id}`, headers: bearer(admin) });
    expect(del.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/favourite-filters/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('answers the list shape of /admin/users, paged and sorted', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { keyword: MARK, sort: 'total_given', order: 'desc', limit: 2, page: 1 } });
    const body = res.json();
    expect(body.meta).toEqual({ total: 4, page: 1, limit: 2 });
    expect(body.data[0]).toMatchObject({ id: w.sgOwner, company_name: 'Lion City Roasters', package_name: 'SME', total_given_usd_cents: 60000, status: 0 });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/user?keyword=${MARK}&sort=name&order=asc`, headers: bearer(admin) });
    expect(list.json().data.map((u: { first_name: string }) => u.first_name)).toEqual(['Auowner', 'Blockedgiver', 'Sgowner', 'Sgstaff']);
  });

  it('exports the result as formula-safe CSV', async () => {
    await ctx.database.db.update(users).set({ first_name: '=HYPERLINK("x")' }).where(eq(users.id, w.blocked));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch/csv', headers: bearer(admin), payload: { keyword: MARK, sort: 'id', order: 'asc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('UID');
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`'=HYPERLINK`);
    await ctx.database.db.update(users).set({ first_name: 'Blockedgiver' }).where(eq(users.id, w.blocked));
  });

  it('refuses impossible ranges, wrong date formats, huge multi-selects and unrecorded fields with 422', async () => {
    const bad = async (body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: body });
    const r1 = await bad({ joining_date_from: '2026-05-01', joining_date_to: '2026-01-01' });
    expect(r1.statusCode).toBe(422);
    expect(r1.json().errors.joining_date_to[0]).toContain('impossible');
    expect((await bad({ joining_date_from: '05/01/2026' })).json().errors.joining_date_from).toEqual(['Dates are written yyyy-mm-dd or dd-mm-yyyy.']);
    expect((await bad({ joining_date_from: '2026-02-30' })).statusCode).toBe(422);
    expect((await bad({ giving_amount_more: 500, giving_amount_less: 100 })).statusCode).toBe(422);
    expect((await bad({ user_country: Array.from({ length: 10_000 }, (_, i) => i + 1) })).statusCode).toBe(422);
    expect((await bad({ mail_open_rate: '30%' })).statusCode).toBe(422);
    expect((await bad({ joining_custom: 'less_5m' })).statusCode).toBe(422);
    expect((await bad({ include_milestone: ['first-giving'] })).statusCode).toBe(422);
    expect((await bad({ invite_more_user: 5, invite_less_user: 2 })).statusCode).toBe(422);
  });

  it('is for staff only', async () => {
    for (const email of [DEMO_USERS.business.email, DEMO_USERS.partner.email, DEMO_USERS.personal.email]) {
      const token = await signIn(ctx, email);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(token), payload: {} })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch/csv', headers: bearer(token), payload: {} })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user/favourite-filters', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', payload: {} })).statusCode).toBe(401);
  });

  it('never finds a user it should not: the total is counted in SQL over all users', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: {} });
    const [all] = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(sql`deleted_at is null`);
    expect(res.json().meta.total).toBe(all!.n);
  });
});

describe('mail opens', () => {
  const ctx = useTestApp();

  it('a mail of a kind the member may turn off carries a tracking pixel that records the first open; security mails carry none', async () => {
    const mailer = createMailer(ctx.config, { error: () => undefined });
    const to = DEMO_USERS.personal.email;
    const content = (template: 'payment-receipt' | 'reset-password') => ({ template, subject: `Mail ${template}`, html: '<html><body><p>Hello</p></body></html>', text: 'Hello' });
    await mailer.send(ctx.database.db, to, content('payment-receipt'));
    await mailer.send(ctx.database.db, to, content('reset-password'));
    const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(mailOutbox.id);
    const receipt = rows.find((r) => r.template === 'payment-receipt')!;
    const reset = rows.find((r) => r.template === 'reset-password')!;
    expect(reset.open_key).toBeNull();
    expect(reset.html).not.toContain('/api/mail/open/');
    expect(receipt.html).toContain(`/api/mail/open/${receipt.open_key}.gif`);

    const pixel = await ctx.app.inject({ method: 'GET', url: `/api/mail/open/${receipt.open_key}.gif` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    const [opened] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, receipt.id));
    expect(opened!.opened_at).not.toBeNull();
    await ctx.app.inject({ method: 'GET', url: `/api/mail/open/${receipt.open_key}.gif` });
    const [again] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, receipt.id));
    expect(again!.opened_at!.getTime()).toBe(opened!.opened_at!.getTime());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/mail/open/nonsense!.gif' })).statusCode).toBe(200);

    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const find = async (bands: string[]) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { keyword: to, mail_open_rate: bands } })).json().data.map((u: { email: string }) => u.email);
    expect(await find(['0-10', '10.01-25', '25.01-50', '50.01-75', '75.01+'])).toEqual([to]);
    expect(await find(['0'])).toEqual([]);
  });
});

describe('demo favourite filters', () => {
  const ctx = useTestApp();

  it('the demo admin has 8 favourites, and the Singapore SME one finds the demo member who fits it', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const favourites = (await ctx.app.inject({ method: 'GET', url: '/api/user/favourite-filters', headers: bearer(admin) })).json().data;
    expect(favourites).toHaveLength(8);
    const sme = favourites.find((f: { name: string }) => f.name.startsWith('SME members in Singapore'));
    const found = await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { favorite_filter: sme.id } });
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['owner@merlion.example']);
    for (const f of favourites) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(admin), payload: { favorite_filter: f.id } })).statusCode).toBe(200);
    }
    // Another staff member's favourites are their own.
    const [other] = await ctx.database.db.insert(users).values({ email: 'staff2@test.example', first_name: 'Second', last_name: 'Staff', password_hash: await hashPassword('Filters2026'), role_id: ROLE.ADMIN, user_type: 'admin' }).returning({ id: users.id });
    const otherToken = await signIn(ctx, 'staff2@test.example', 'Filters2026');
    expect(other).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/favourite-filters', headers: bearer(otherToken) })).json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/filtersearch', headers: bearer(otherToken), payload: { favorite_filter: sme.id } })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/favourite-filters/${sme.id}`, headers: bearer(otherToken) })).statusCode).toBe(404);
  });
});
