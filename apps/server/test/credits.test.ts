import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { GIFT_CREDIT_USD, SANDBOX_TEST_CARDS, contributionMessages } from '@goodhive/contract';
import { auditLog, contributionGroups, contributions, credits, mailOutbox } from '../src/db/schema/index.js';
import type { GivingAccount } from '../src/modules/accounts/index.js';
import { reserveCredit as reserveCreditForTest } from '../src/modules/giving/credits/credit-ledger.service.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, demoCompanyId, expectStatus, giveWithCard } from './giving-helpers.js';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('giving credits', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  const grant = async (body: Record<string, unknown>) =>
    expectStatus(await a.post('/api/admin/giving/credits', await signIn(ctx, DEMO_USERS.admin.email), body), 200).data;
  const ledgerBalance = async (creditId: number) =>
    Number((await ctx.database.db.execute<{ b: string }>(sql`select coalesce(sum(amount_cents), 0)::text as b from ledger_entries where account = ${`credit:${creditId}`}`)).rows[0]!.b);
  const balance = async (token: string, query = '') => expectStatus(await a.get(`/api/user/credits${query}`, token), 200).data.balance_usd as number;

  describe('POST and GET /api/admin/giving/credits', () => {
    it('are for admins only', async () => {
      const me = await createUser(ctx);
      expect((await a.post('/api/admin/giving/credits', null, { user_id: me.id })).statusCode).toBe(401);
      expect((await a.get('/api/admin/giving/credits')).statusCode).toBe(401);
      for (const email of [DEMO_USERS.business.email, DEMO_USERS.partner.email]) {
        const token = await signIn(ctx, email);
        expect((await a.post('/api/admin/giving/credits', token, { user_id: me.id })).statusCode).toBe(403);
        expect((await a.get('/api/admin/giving/credits', token)).statusCode).toBe(403);
      }
      expect((await a.post('/api/admin/giving/credits', me.token, { user_id: me.id })).statusCode).toBe(403);
    });

    it('grant US $100 by default, never expiring; or an amount until a day; to a user or a company', async () => {
      const me = await createUser(ctx);
      const companyId = await createCompany(ctx, 'Credit Co');
      const gift = await grant({ user_id: me.id });
      expect(gift).toMatchObject({
        user_id: me.id,
        company_id: null,
        account: 'user',
        credit_usd: GIFT_CREDIT_USD,
        amount_redeemed_usd: 0,
        balance_usd: 100,
        expiry_date: null,
        never_expires: true,
        is_expired: false,
        owner_name: `Giver Number${me.email.match(/^giver(\d+)-/)![1]}`,
      });
      expect((await grant({ user_id: me.id, credit_usd: 25.5, expiry_date: '0000-00-00' })).expiry_date).toBeNull();
      expect(await grant({ company_id: companyId, credit_usd: 40, expiry_date: '2099-12-31', note: 'Partner bonus' })).toMatchObject({
        account: 'company',
        company_id: companyId,
        user_id: null,
        credit_usd: 40,
        expiry_date: '2099-12-31',
        never_expires: false,
        note: 'Partner bonus',
        owner_name: 'Credit Co',
      });
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const list = expectStatus(await a.get(`/api/admin/giving/credits?user_id=${me.id}`, admin), 200);
      expect(list.meta.total).toBe(2);
      expect(list.data.map((c: { credit_usd: number }) => c.credit_usd)).toEqual([25.5, 100]);
      expect(expectStatus(await a.get(`/api/admin/giving/credits?company_id=${companyId}`, admin), 200).meta.total).toBe(1);
      expect(expectStatus(await a.get('/api/admin/giving/credits?limit=1&page=1', admin), 200).data).toHaveLength(1);
    });

    it('answer 422 for each invalid grant', async () => {
      const me = await createUser(ctx);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'user_id'],
        [{ user_id: me.id, company_id: await demoCompanyId(ctx) }, 'user_id'],
        [{ user_id: me.id, credit_usd: 0 }, 'credit_usd'],
        [{ user_id: me.id, credit_usd: -5 }, 'credit_usd'],
        [{ user_id: me.id, credit_usd: 'lots' }, 'credit_usd'],
        [{ user_id: me.id, expiry_date: '2026-02-30' }, 'expiry_date'],
        [{ user_id: me.id, expiry_date: '31-12-2099' }, 'expiry_date'],
        [{ user_id: me.id, expiry_date: '2020-01-01' }, 'expiry_date'],
        [{ user_id: 999999 }, 'user_id'],
        [{ company_id: 999999 }, 'company_id'],
      ];
      for (const [body, field] of cases) {
        const res = await a.post('/api/admin/giving/credits', admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
      }
      expect((await a.get('/api/admin/giving/credits?limit=0', admin)).statusCode).toBe(422);
    });
  });

  describe('GET /api/user/credits and the gift dialog', () => {
    it('shows the balance and the gift message once', async () => {
      const me = await createUser(ctx);
      await grant({ user_id: me.id });
      const mine = expectStatus(await a.get('/api/user/credits', me.token), 200).data;
      expect(mine).toMatchObject({ account: 'user', balance_usd: 100, gift_notification: { credit_usd: 100, message: 'A special Giving Credit of US $100.00 has been added to your account!' } });
      expect(mine.gift_notification.message).toBe(contributionMessages.giftCredit(100));
      expect(expectStatus(await a.post(`/api/user/credit-notification?user_id=${me.id}&type=user`, me.token), 200).data).toEqual({ updated: 1 });
      expect(expectStatus(await a.get('/api/user/credits', me.token), 200).data.gift_notification).toBeNull();
      const other = await createUser(ctx);
      expect((await a.post(`/api/user/credit-notification?user_id=${me.id}&type=user`, other.token)).statusCode).toBe(403);
      // type=company without company_id means the caller's primary company, and this caller has none.
      expect((await a.post('/api/user/credit-notification?type=company', me.token)).statusCode).toBe(404);
      expect((await a.post('/api/user/credit-notification?account=boss', me.token)).statusCode).toBe(422);
      expect((await a.get('/api/user/credits')).statusCode).toBe(401);
    });

    it("appear on the staff user details with what was spent of each (GET /api/user/{id}/details)", async () => {
      const me = await createUser(ctx);
      for (const credit_usd of [10, 20]) await grant({ user_id: me.id, credit_usd });
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const details = expectStatus(await a.get(`/api/user/${me.id}/details`, admin), 200).data;
      expect(details.credits.map((c: { credit_usd_cents: number; amount_redeemed_usd_cents: number }) => [c.credit_usd_cents, c.amount_redeemed_usd_cents])).toEqual([
        [2000, 0],
        [1000, 0],
      ]);
    });

    it("shows a company's credit to its members only (the demo company has the US $100 gift)", async () => {
      const owner = await signIn(ctx, DEMO_USERS.business.email);
      const companyId = await demoCompanyId(ctx);
      expect(await balance(owner, `?company_id=${companyId}`)).toBe(100);
      // The demo credit is announced already, so shared demo sessions never meet the one-time dialog.
      expect(expectStatus(await a.get(`/api/user/credits?company_id=${companyId}`, owner), 200).data.gift_notification).toBeNull();
      // The owner acts as the company, so the balance defaults to its credit; account=user is the personal one.
      expect(await balance(owner)).toBe(100);
      expect(await balance(owner, '?account=user')).toBe(0);
      const outsider = await createUser(ctx);
      expect((await a.get(`/api/user/credits?company_id=${companyId}`, outsider.token)).statusCode).toBe(403);
    });
  });

  describe('paying with credit', () => {
    it('pays the whole checkout when the credit covers it, without a payment page', async () => {
      const me = await createUser(ctx);
      await grant({ user_id: me.id });
      await a.add(me.token, { project_id: 1384, impact_level_id: 3014, quantity: 2 });
      await a.post('/api/cart', me.token, { op: 'ecard', ecard_template_id: 1, recipient_email: `credit-${me.id}@test.example` });
      const checkout = expectStatus(await a.checkout(me.token, { use_credit: true }), 200).data;
      expect(checkout).toMatchObject({
        status: 'paid',
        total_usd: 30,
        credit_applied_usd: 30,
        amount_due_usd: 0,
        payment_required: false,
        payment_token: null,
        redirect_path: `/payment-success/?group=${checkout.contribution_group_id}`,
        group: { status: 'paid', funded_by: 'credit', payment_provider: 'credit', total_sgd: 40.5 },
      });
      const rows = await ctx.database.db.select().from(contributions).where(eq(contributions.contribution_group_id, checkout.contribution_group_id));
      expect(rows.map((r) => [r.payment_received, r.funded_by])).toEqual([[1, 'credit']]);
      expect(await balance(me.token)).toBe(70);
      expect(expectStatus(await a.get('/api/cart', me.token), 200).data.items).toEqual([]);
      const [credit] = expectStatus(await a.get('/api/user/credits', me.token), 200).data.credits;
      expect(credit).toMatchObject({ credit_usd: 100, amount_redeemed_usd: 30, balance_usd: 70 });
      expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `credit-${me.id}@test.example`))).toHaveLength(1);
    });

    it('pays part with credit and the rest by card; a declined card gives the credit back', async () => {
      const me = await createUser(ctx);
      await grant({ user_id: me.id, credit_usd: 20 });
      await a.add(me.token, { project_id: 1390, impact_level_id: 3020 });
      const declined = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.declined, { use_credit: true });
      expect(declined.checkout).toMatchObject({ status: 'pending', total_usd: 25, credit_applied_usd: 20, amount_due_usd: 5 });
      expect(declined.pay.amount_due_usd).toBe(5);
      expect(await balance(me.token)).toBe(20);
      const paid = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds, { use_credit: true });
      expect(paid.res.headers.location).toContain('/payment-success/');
      const [group] = await ctx.database.db.select().from(contributionGroups).where(eq(contributionGroups.id, paid.groupId));
      expect(group).toMatchObject({ status: 'paid', total_usd_cents: 2500, funded_by: 'customer' });
      expect(await balance(me.token)).toBe(0);
      expect(expectStatus(await a.get(`/api/cart/group/${paid.groupId}`, me.token), 200).data).toMatchObject({ credit_applied_usd: 20, amount_due_usd: 0 });
    });

    it('gives reserved credit back when the checkout is cancelled or replaced', async () => {
      const me = await createUser(ctx);
      await grant({ user_id: me.id, credit_usd: 10 });
      await a.add(me.token, { project_id: 1392, impact_level_id: 3022 });
      const first = expectStatus(await a.checkout(me.token, { use_credit: true }), 200).data;
      expect(first.credit_applied_usd).toBe(10);
      expect(await balance(me.token)).toBe(0);
      await a.add(me.token, { project_id: 1380, impact_level_id: 3009 });
      const second = expectStatus(await a.checkout(me.token, { use_credit: true }), 200).data;
      expect(second).toMatchObject({ total_usd: 41, credit_applied_usd: 10, amount_due_usd: 31 });
      expect(await balance(me.token)).toBe(0);
      await a.post('/api/cart/contribution/remove', me.token, {});
      expect(await balance(me.token)).toBe(10);
      const withoutCredit = expectStatus(await a.checkout(me.token), 200).data;
      expect(withoutCredit).toMatchObject({ credit_applied_usd: 0, amount_due_usd: 41 });
    });

    it('never spends the same credit twice, even when members check out the company cart at once', async () => {
      const companyId = await createCompany(ctx);
      const one = await createUser(ctx, { companyId });
      const two = await createUser(ctx, { companyId });
      await grant({ company_id: companyId, credit_usd: 50 });
      await a.add(one.token, { project_id: 1384, impact_level_id: 3014, quantity: 2, company_id: companyId });
      const results = await Promise.all([a.checkout(one.token, { use_credit: true, company_id: companyId }), a.checkout(two.token, { use_credit: true, company_id: companyId })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await balance(one.token, `?company_id=${companyId}`)).toBe(20);
      await a.add(two.token, { project_id: 1384, impact_level_id: 3014, quantity: 2, company_id: companyId });
      const next = expectStatus(await a.checkout(two.token, { use_credit: true, company_id: companyId }), 200).data;
      expect(next).toMatchObject({ credit_applied_usd: 20, amount_due_usd: 10 });
      expect(await balance(two.token, `?company_id=${companyId}`)).toBe(0);
      const [row] = await ctx.database.db.select().from(credits).where(eq(credits.company_id, companyId));
      expect(await ledgerBalance(row.id)).toBe(0);
      expect(expectStatus(await a.get(`/api/admin/giving/credits?company_id=${companyId}`, await signIn(ctx, DEMO_USERS.admin.email)), 200).data[0]).toMatchObject({ amount_redeemed_usd: 50, balance_usd: 0, status: 'used' });
      // The ledger itself refuses to change or remove a movement.
      await expect(ctx.database.db.execute(sql`update ledger_entries set amount_cents = 1 where account = ${`credit:${row.id}`}`)).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`delete from ledger_entries where account = ${`credit:${row.id}`}`)).rejects.toThrow();
    });

    it('uses credit through its expiry day and not after', async () => {
      const me = await createUser(ctx);
      // Staff cannot grant a credit already expired: this one expired after it was granted.
      const expired = await grant({ user_id: me.id, credit_usd: 5, expiry_date: day(1) });
      await ctx.database.db.update(credits).set({ expiry_date: day(-1) }).where(eq(credits.id, expired.id));
      await grant({ user_id: me.id, credit_usd: 3, expiry_date: day(0) });
      await grant({ user_id: me.id, credit_usd: 4 });
      expect(await balance(me.token)).toBe(7);
      const listed = expectStatus(await a.get('/api/user/credits', me.token), 200).data.credits as { credit_usd: number; is_expired: boolean; balance_usd: number }[];
      expect(listed.find((c) => c.credit_usd === 5)).toMatchObject({ is_expired: true, balance_usd: 0 });
      await a.add(me.token, { project_id: 1390, impact_level_id: 3020 });
      const checkout = expectStatus(await a.checkout(me.token, { use_credit: true }), 200).data;
      expect(checkout).toMatchObject({ credit_applied_usd: 7, amount_due_usd: 18 });
      // The credit expiring soonest is spent first.
      const rows = expectStatus(await a.get('/api/user/credits', me.token), 200).data.credits as { credit_usd: number; amount_redeemed_usd: number }[];
      expect(rows.map((r) => [r.credit_usd, r.amount_redeemed_usd])).toEqual([[4, 4], [3, 3], [5, 0]]);
    });
  });

  describe('POST /api/admin/giving/credits/{id}/expire and /revoke', () => {
    it('are for admins only', async () => {
      const me = await createUser(ctx);
      const credit = await grant({ user_id: me.id, credit_usd: 10 });
      for (const how of ['expire', 'revoke']) {
        const url = `/api/admin/giving/credits/${credit.id}/${how}`;
        expect((await a.post(url, null, { reason: 'x' })).statusCode).toBe(401);
        expect((await a.post(url, me.token, { reason: 'x' })).statusCode).toBe(403);
        expect((await a.post(url, await signIn(ctx, DEMO_USERS.business.email), { reason: 'x' })).statusCode).toBe(403);
        expect((await a.post(url, await signIn(ctx, DEMO_USERS.partner.email), { reason: 'x' })).statusCode).toBe(403);
      }
      expect(await balance(me.token)).toBe(10);
    });

    it('end only what is left, with a reason, audited; what was spent stays spent', async () => {
      const me = await createUser(ctx);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const credit = await grant({ user_id: me.id, credit_usd: 50 });
      await a.add(me.token, { project_id: 1384, impact_level_id: 3014, quantity: 2 });
      expectStatus(await a.checkout(me.token, { use_credit: true }), 200);
      const bad: [unknown, number][] = [
        [{}, 422],
        [{ reason: '   ' }, 422],
        [{ reason: 'x'.repeat(501) }, 422],
      ];
      for (const [body, code] of bad) expect((await a.post(`/api/admin/giving/credits/${credit.id}/revoke`, admin, body)).statusCode, JSON.stringify(body)).toBe(code);
      expect((await a.post('/api/admin/giving/credits/999999/revoke', admin, { reason: 'Mistake' })).statusCode).toBe(404);
      expect((await a.post('/api/admin/giving/credits/abc/revoke', admin, { reason: 'Mistake' })).statusCode).toBe(422);
      const revoked = expectStatus(await a.post(`/api/admin/giving/credits/${credit.id}/revoke`, admin, { reason: 'Granted to the wrong account' }), 200);
      expect(revoked.message).toBe(contributionMessages.creditRevoked);
      expect(revoked.data).toMatchObject({ credit_usd: 50, amount_redeemed_usd: 30, revoked_usd: 20, balance_usd: 0, status: 'revoked' });
      expect(await balance(me.token)).toBe(0);
      // Nothing is left: a second end is refused and moves nothing.
      expect((await a.post(`/api/admin/giving/credits/${credit.id}/expire`, admin, { reason: 'Again' })).statusCode).toBe(409);
      const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'credit.revoke'), eq(auditLog.subject_id, credit.id)));
      expect(audit).toMatchObject({ subject_type: 'credit', reason: 'Granted to the wrong account', details: { ended_usd: 20 } });

      const other = await grant({ user_id: me.id, credit_usd: 15 });
      const expired = expectStatus(await a.post(`/api/admin/giving/credits/${other.id}/expire`, admin, { reason: 'Campaign over' }), 200).data;
      expect(expired).toMatchObject({ expired_usd: 15, balance_usd: 0, status: 'expired' });
      expect(await ledgerBalance(other.id)).toBe(0);
    });

    it('keeps a revoked credit ended when a checkout that held part of it fails', async () => {
      const me = await createUser(ctx);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const credit = await grant({ user_id: me.id, credit_usd: 20 });
      await a.add(me.token, { project_id: 1390, impact_level_id: 3020 });
      expect(expectStatus(await a.checkout(me.token, { use_credit: true }), 200).data.credit_applied_usd).toBe(20);
      // Nothing left to revoke while the checkout holds it all.
      expect((await a.post(`/api/admin/giving/credits/${credit.id}/revoke`, admin, { reason: 'Fraud' })).statusCode).toBe(409);
      await grant({ user_id: me.id, credit_usd: 1 });
      const small = (await a.get(`/api/admin/giving/credits?user_id=${me.id}`, admin)).json().data[0];
      expectStatus(await a.post(`/api/admin/giving/credits/${small.id}/revoke`, admin, { reason: 'Fraud' }), 200);
      // The small credit is revoked; cancelling the checkout gives the big one its 20 back, the revoked one nothing.
      await a.post('/api/cart/contribution/remove', me.token, {});
      expect(await balance(me.token)).toBe(20);
      expect(await ledgerBalance(small.id)).toBe(0);
    });

    it('a credit spent by two checkouts at once is spent once: the second one gets what is left', async () => {
      const me = await createUser(ctx);
      await grant({ user_id: me.id, credit_usd: 30 });
      const account: GivingAccount = { account: 'user', userId: me.id, companyId: null, ownerKey: `user:${me.id}` };
      const db = ctx.database.db;
      // Two contribution groups of the same account spend the same credit in parallel transactions.
      const groups = await Promise.all([0, 1].map(async () => (await db.insert(contributionGroups).values({ user_id: me.id, account: 'user', status: 'pending', total_usd_cents: 2500, funded_by: 'customer' }).returning())[0]!.id));
      const taken = await Promise.all(groups.map((g) => db.transaction((tx) => reserveCreditForTest(tx, account, g, 2500))));
      expect(taken.sort((x, y) => x - y)).toEqual([500, 2500]);
      expect(await balance(me.token)).toBe(0);
      const [credit] = await db.select().from(credits).where(eq(credits.user_id, me.id));
      expect(await ledgerBalance(credit!.id)).toBe(0);
    });
  });
});

