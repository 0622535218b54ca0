import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { buildTrialForm } from './factories.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, type TestUser } from './giving-helpers.js';

/**
 * One default account: every call that reads or writes an account's giving acts on the account the member
 * acts as (users.account and the primary company, as switched with POST /api/user/switch-account), and
 * `account=user|company` or company_id pick another account the member may act as.
 */
describe('the default giving account of a trial member', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let member: { id: number; token: string; companyId: number; trialGroup: number };
  let personalGroup: number;
  let outsider: TestUser;
  let otherCompanyId: number;
  let admin: string;

  /** The account each giving read answers for the member, with the same query added to every call. */
  async function accountsSeen(token: string, userId: number, query = '') {
    const q = query ? `?${query}` : '';
    const amp = query ? `&${query}` : '';
    const contributions = expectStatus(await a.get(`/api/v2/contribution${q}`, token), 200).data as { account: string; company_id: number | null; contribution_group_id: number }[];
    const cart = expectStatus(await a.get(`/api/cart${q}`, token), 200).data;
    const history = expectStatus(await a.get(`/api/v2/impact-history?limit=-1${amp}`, token), 200).data as { account: string; contribution_group_id: number }[];
    const stat = expectStatus(await a.get(`/api/user/${userId}/stat-impacts${q}`, token), 200).data;
    const credits = expectStatus(await a.get(`/api/user/credits${q}`, token), 200).data;
    const sum = expectStatus(await a.get(`/api/contribution/sum${q}`, token), 200).data;
    return {
      contributions: { accounts: [...new Set(contributions.map((c) => `${c.account}:${c.company_id}`))], groups: [...new Set(contributions.map((c) => c.contribution_group_id))].sort() },
      cart: `${cart.account}:${cart.company_id}`,
      history: { accounts: [...new Set(history.map((h) => h.account))], groups: [...new Set(history.map((h) => h.contribution_group_id))].sort() },
      stat: `${stat.account}:${stat.company_id}`,
      statUsd: stat.amt_total_usd,
      credits: `${credits.account}:${credits.balance_usd}`,
      sumUsd: sum.amt_total_usd,
    };
  }

  const companySeen = () => ({
    contributions: { accounts: [`company:${member.companyId}`], groups: [member.trialGroup] },
    cart: `company:${member.companyId}`,
    history: { accounts: ['company'], groups: [member.trialGroup] },
    stat: `company:${member.companyId}`,
    statUsd: 1,
    credits: 'company:30',
    sumUsd: 1,
  });
  const personalSeen = () => ({
    contributions: { accounts: ['user:null'], groups: [personalGroup] },
    cart: 'user:null',
    history: { accounts: ['user'], groups: [personalGroup] },
    stat: 'user:null',
    statUsd: 2,
    credits: 'user:20',
    sumUsd: 2,
  });

  beforeAll(async () => {
    const form = await buildTrialForm(ctx);
    const created = expectStatus(await a.post('/api/v2/trial-account/create', null, form), 200).data;
    const token = await signIn(ctx, form.email, form.password);
    member = { id: created.user_id, token, companyId: created.company_id, trialGroup: created.contribution_group_id };
    admin = await signIn(ctx, DEMO_USERS.admin.email);
    // A personal gift paid by card, named explicitly.
    expectStatus(await a.post('/api/cart', token, { op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 2, account: 'user' }), 200);
    personalGroup = (await giveWithCard(ctx, token, SANDBOX_TEST_CARDS.succeeds, { account: 'user' })).groupId;
    // Credits of different sizes, so the credit read tells the accounts apart.
    expectStatus(await a.post('/api/admin/giving/credits', admin, { user_id: member.id, credit_usd: 20 }), 200);
    expectStatus(await a.post('/api/admin/giving/credits', admin, { company_id: member.companyId, credit_usd: 30 }), 200);
    otherCompanyId = await createCompany(ctx);
    outsider = await createUser(ctx, { companyId: otherCompanyId, isAdmin: true });
  });

  it('answers the company the member acts as from every giving read', async () => {
    expect(await accountsSeen(member.token, member.id)).toEqual(companySeen());
  });

  it('answers the personal account with account=user, and the company again with company_id', async () => {
    expect(await accountsSeen(member.token, member.id, 'account=user')).toEqual(personalSeen());
    expect(await accountsSeen(member.token, member.id, `company_id=${member.companyId}`)).toEqual(companySeen());
  });

  it('writes to the acting account by default: the cart, the cart check and the checkout', async () => {
    const added = expectStatus(await a.post('/api/cart', member.token, { op: 'add', project_id: 1383, impact_level_id: 3013 }), 200).data;
    expect(added).toMatchObject({ account: 'company', company_id: member.companyId });
    const inCart = expectStatus(await a.post('/api/story/checkIsInCart', member.token, { project_id: 1383 }), 200).data;
    expect(inCart).toMatchObject({ is_in_cart: true, quantity: 1 });
    const personalCheck = expectStatus(await a.post('/api/story/checkIsInCart', member.token, { project_id: 1383, account: 'user' }), 200).data;
    expect(personalCheck.is_in_cart).toBe(false);
    const checkout = expectStatus(await a.checkout(member.token), 200).data;
    expect(checkout.group).toMatchObject({ account: 'company', company_id: member.companyId });
    expectStatus(await a.post('/api/cart/contribution/remove', member.token, {}), 200);
    expectStatus(await a.post('/api/cart', member.token, { op: 'clear' }), 200);
  });

  it('follows the switch to the personal account, where account=company and company_id pick the company', async () => {
    expectStatus(await a.post('/api/user/switch-account', member.token, { account: 'user' }), 200);
    try {
      expect(await accountsSeen(member.token, member.id)).toEqual(personalSeen());
      expect(await accountsSeen(member.token, member.id, 'account=company')).toEqual(companySeen());
      expect(await accountsSeen(member.token, member.id, `company_id=${member.companyId}`)).toEqual(companySeen());
      const added = expectStatus(await a.post('/api/cart', member.token, { op: 'add', project_id: 1383, impact_level_id: 3013 }), 200).data;
      expect(added).toMatchObject({ account: 'user', company_id: null });
      expectStatus(await a.post('/api/cart', member.token, { op: 'clear' }), 200);
    } finally {
      expectStatus(await a.post('/api/user/switch-account', member.token, { account: 'company' }), 200);
    }
  });

  it("refuses another member's company (403) and unknown companies (404) on every call", async () => {
    for (const url of [
      `/api/v2/contribution?company_id=${otherCompanyId}`,
      `/api/cart?company_id=${otherCompanyId}`,
      `/api/v2/impact-history?company_id=${otherCompanyId}`,
      `/api/user/${member.id}/stat-impacts?company_id=${otherCompanyId}`,
      `/api/user/credits?company_id=${otherCompanyId}`,
    ]) {
      expect((await a.get(url, member.token)).statusCode, url).toBe(403);
    }
    expect((await a.post('/api/cart', member.token, { op: 'clear', company_id: otherCompanyId })).statusCode).toBe(403);
    expect((await a.checkout(member.token, { company_id: otherCompanyId })).statusCode).toBe(403);
    for (const url of ['/api/v2/contribution?company_id=999999', '/api/cart?company_id=999999', '/api/user/credits?company_id=999999', '/api/v2/impact-history?company_id=999999']) {
      expect((await a.get(url, member.token)).statusCode, url).toBe(404);
    }
    // Another giver's own account is theirs alone.
    expect((await a.get(`/api/v2/contribution?user_id=${outsider.id}`, member.token)).statusCode).toBe(403);
    expect((await a.get(`/api/user/${outsider.id}/stat-impacts`, member.token)).statusCode).toBe(403);
    expect((await a.get(`/api/cart?user_id=${outsider.id}`, member.token)).statusCode).toBe(403);
  });

  it("lets staff read a member's acting account by user_id (or the one they pick), never write it", async () => {
    expect(await accountsSeen(admin, member.id, `user_id=${member.id}`)).toEqual(companySeen());
    expect(await accountsSeen(admin, member.id, `user_id=${member.id}&account=user`)).toEqual(personalSeen());
    expect(await accountsSeen(admin, member.id, `company_id=${member.companyId}`)).toMatchObject({ cart: `company:${member.companyId}`, stat: `company:${member.companyId}` });
    expect((await a.post('/api/cart', admin, { op: 'clear', user_id: member.id })).statusCode).toBe(403);
    expect((await a.post('/api/cart', admin, { op: 'clear', company_id: member.companyId })).statusCode).toBe(403);
    expect((await a.get('/api/v2/contribution?user_id=999999', admin)).statusCode).toBe(404);
    expect((await a.get('/api/cart?company_id=999999', admin)).statusCode).toBe(404);
  });

  it('refuses an account value that is neither user nor company (422)', async () => {
    for (const url of ['/api/cart?account=boss', '/api/v2/contribution?account=boss', '/api/user/credits?account=boss', '/api/v2/impact-history?account=boss']) {
      const res = await a.get(url, member.token);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors).toHaveProperty('account');
    }
  });
});
