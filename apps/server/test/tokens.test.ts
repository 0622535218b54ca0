import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, TOKEN_LIMITS, tokenGiftMessage, tokenMessages } from '@goodhive/contract';
import { companies } from '../src/db/schema/index.js';
import { balanceOf, ledgerAccount } from '../src/modules/ledger/index.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, multipart, type TestUser } from './giving-helpers.js';

const TREE = { project_id: 1380, impact_level_id: 3009 };

describe('impact tokens', () => {
  const ctx = useTestApp({ smtp: true });
  const call = api(ctx);
  const db = () => ctx.database.db;

  /** A company with token management and its admin. */
  async function companyWithAdmin(access = '1') {
    const companyId = await createCompany(ctx);
    await db().update(companies).set({ token_management_access: access }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    return { companyId, admin };
  }

  /** Buys tokens through the sandbox page with a card; answers the purchase id. */
  async function buy(admin: TestUser, amount: number, card: string = SANDBOX_TEST_CARDS.succeeds) {
    const started = expectStatus(await call.post('/api/v2/token/purchaseToken', admin.token, { amount }), 200);
    expect(started.data.provider).toBe('sandbox');
    const page = await call.submitCard(started.data.redirect_url, card);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(`/token-management?purchase=${started.data.token_purchase_id}`);
    return started.data.token_purchase_id as number;
  }

  const details = async (admin: TestUser) => expectStatus(await call.post('/api/v2/token/company-token-details', admin.token, {}), 200).data;
  const issue = (admin: TestUser, email: string, token_amount: number) => call.post('/api/v2/token/issueToken', admin.token, { email, token_amount });
  const transfers = async () => Number((await db().execute(sql`select count(*)::int as n from ledger_transfers`)).rows[0]!.n);

  it('a company admin buys tokens with the sandbox card: the balance is the ledger sum, with a PDF receipt', async () => {
    const { companyId, admin } = await companyWithAdmin();
    const purchaseId = await buy(admin, 100);
    expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(10_000);
    expect(await details(admin)).toMatchObject({ company_id: companyId, balance: 100, purchased: 100, issued: 0, allocated: 0, revoked: 0, expired: 0 });

    const receipt = await ctx.app.inject({ method: 'GET', url: `/api/v2/token/getTokenPaymentReceipt?token_data=${purchaseId}`, headers: bearer(admin.token) });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain('payment_receipt_T-');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await ctx.smtp.waitForMail(admin.email, /Impact Token receipt/);
    expect(mail.subject).toContain('US $100.00');

    // The billing page lists it as paid.
    const billing = expectStatus(await call.get('/api/user/billing/tokens?account=company', admin.token), 200);
    expect(billing.data[0]).toMatchObject({ id: purchaseId, amount_usd: 100, status: 'paid' });
  });

  it('a declined card adds nothing; another company cannot read the receipt', async () => {
    const { admin } = await companyWithAdmin();
    const purchaseId = await buy(admin, 50, SANDBOX_TEST_CARDS.declined);
    expect((await details(admin)).balance).toBe(0);
    expect((await call.get(`/api/v2/token/getTokenPaymentReceipt?token_data=${purchaseId}`, admin.token)).statusCode).toBe(409);
    const other = await companyWithAdmin();
    const paid = await buy(other.admin, 10);
    expect((await call.get(`/api/v2/token/getTokenPaymentReceipt?token_data=${paid}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses bad purchase amounts and who may not manage tokens', async () => {
    const { admin } = await companyWithAdmin();
    expect((await call.post('/api/v2/token/purchaseToken', admin.token, { amount: 0 })).statusCode).toBe(422);
    expect((await call.post('/api/v2/token/purchaseToken', admin.token, { amount: 10.005 })).statusCode).toBe(422);
    // A member who is not an admin, a personal giver, a company without token management, no session.
    const { companyId } = await companyWithAdmin();
    const member = await createUser(ctx, { companyId });
    expect((await call.post('/api/v2/token/company-token-details', member.token, { company_id: companyId })).statusCode).toBe(403);
    const personal = await createUser(ctx);
    expect((await call.post('/api/v2/token/company-token-details', personal.token, {})).statusCode).toBe(403);
    const locked = await companyWithAdmin('0');
    const res = await call.post('/api/v2/token/company-token-details', locked.admin.token, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Upgrade to access');
    expect((await call.post('/api/v2/token/company-token-details', null, {})).statusCode).toBe(401);
    // An admin of one company cannot act for another.
    expect((await call.post('/api/v2/token/company-token-details', admin.token, { company_id: companyId })).statusCode).toBe(403);
  });

  it('issues to a new person by e-mail: they set up an Employee account from the link, see the gift once and allocate to trees', async () => {
    const { companyId, admin } = await companyWithAdmin();
    await buy(admin, 100);
    const email = `new.${Date.now()}@people.example`;
    const issued = expectStatus(await issue(admin, email, 25), 200);
    expect(issued.data).toMatchObject({ email, token_amount: 25, balance: 25, status: 'active', has_account: false });
    expect(await details(admin)).toMatchObject({ balance: 75, issued: 25, outstanding: 25, holders: 1 });

    const mail = await ctx.smtp.waitForMail(email, /sent you Impact Tokens/);
    const key = /\/token-claim\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const info = expectStatus(await call.get(`/api/v2/token/claim/${key}`), 200);
    expect(info.data).toMatchObject({ email, token_amount: 25, has_account: false });
    expectStatus(await call.post(`/api/v2/token/claim/${key}`, null, { first_name: 'Rina', last_name: 'Lee', password: 'Trees4ever!' }), 200);
    // The link works once.
    expect((await call.post(`/api/v2/token/claim/${key}`, null, { first_name: 'Rina', last_name: 'Lee', password: 'Trees4ever!' })).statusCode).toBe(404);
    const holder = await signIn(ctx, email, 'Trees4ever!');
    const current = expectStatus(await call.get('/api/user/current', holder), 200);
    expect(current.data.role_id).toBe(10);

    const mine = expectStatus(await call.post('/api/v2/token/getTokenByUser', holder, {}), 200).data;
    expect(mine).toMatchObject({ token_amount: 25, display_company_token: '1', gift_notification: { token_amount: 25, message: tokenGiftMessage(25) } });
    expect(mine.gift_notification.message).toBe('Impact Tokens of US $25.00 has been added to your account!');
    const after = expectStatus(await call.post('/api/v2/token/gift-displayed', holder, {}), 200).data;
    expect(after.gift_notification).toBeNull();

    const tokenId = mine.tokens[0].id;
    const given = expectStatus(await call.post('/api/v2/token/allocate-token', holder, { token_id: tokenId, ...TREE, quantity: 10 }), 200);
    expect(given.data).toMatchObject({ amount: 10, beneficiaries: 10, balance: 15 });
    expect(await details(admin)).toMatchObject({ balance: 75, issued: 25, allocated: 10, outstanding: 15 });

    // The trees count in the company's impact and in the person's own.
    const rollup = async (account: string, owner: number) =>
      Number((await db().execute(sql`select coalesce(sum(total_impacts), 0)::int as n from impact_daily_totals where account = ${account} and owner_id = ${owner}`)).rows[0]!.n);
    expect(await rollup('company', companyId)).toBe(10);
    expect(await rollup('user', current.data.id)).toBe(10);
    const impact = expectStatus(await call.post('/api/v2/token/getTokenImpact', admin.token, { company_id: companyId }), 200).data;
    expect(impact).toMatchObject({ contributions: 1, amount: 10, beneficiaries: 10 });

    // Allocating more than the token holds: 409 and nothing written.
    const before = await transfers();
    const over = await call.post('/api/v2/token/allocate-token', holder, { token_id: tokenId, ...TREE, quantity: 16 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(tokenMessages.notEnoughTokens);
    expect(await transfers()).toBe(before);
    expect(Number((await db().execute(sql`select count(*)::int as n from contributions where funded_by = 'token' and user_id = ${current.data.id}`)).rows[0]!.n)).toBe(1);

    // Someone else's token is not found; the holder's details show the allocation.
    const stranger = await createUser(ctx);
    expect((await call.post('/api/v2/token/allocate-token', stranger.token, { token_id: tokenId, ...TREE, quantity: 1 })).statusCode).toBe(404);
    expect((await call.post('/api/v2/token/user-token-details', stranger.token, { token_id: tokenId })).statusCode).toBe(404);
    const own = expectStatus(await call.post('/api/v2/token/user-token-details', holder, { token_id: tokenId }), 200).data;
    expect(own.allocations).toHaveLength(1);
    expect(own.movements.map((m: { kind: string }) => m.kind)).toEqual(['token.issue', 'token.allocate']);

    // Revoking returns what is left to the company; the revoked token cannot be used.
    expectStatus(await call.post('/api/v2/token/revokeToken', admin.token, { token_id: tokenId }), 200);
    expect(await details(admin)).toMatchObject({ balance: 90, revoked: 15, outstanding: 0 });
    const revoked = await call.post('/api/v2/token/allocate-token', holder, { token_id: tokenId, ...TREE, quantity: 1 });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().message).toBe(tokenMessages.notActive('revoked'));
    expect((await call.post('/api/v2/token/revokeToken', admin.token, { token_id: tokenId })).statusCode).toBe(409);
  });

  it('issuing more than the balance is refused with nothing written; another company cannot touch the token', async () => {
    const { admin } = await companyWithAdmin();
    await buy(admin, 20);
    const before = await transfers();
    const res = await issue(admin, `too.much.${Date.now()}@people.example`, 20.01);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tokenMessages.notEnoughBalance);
    expect(await transfers()).toBe(before);
    expect(Number((await db().execute(sql`select count(*)::int as n from impact_tokens where amount_cents = 2001`)).rows[0]!.n)).toBe(0);
    expect((await issue(admin, 'not-an-email', 5)).statusCode).toBe(422);

    const token = expectStatus(await issue(admin, `ok.${Date.now()}@people.example`, 5), 200).data;
    const other = await companyWithAdmin();
    expect((await call.post('/api/v2/token/revokeToken', other.admin.token, { token_id: token.id })).statusCode).toBe(404);
    expect((await call.post('/api/v2/token/getEmployeeTokenDetails', other.admin.token, { token_id: token.id })).statusCode).toBe(404);
    expect((await call.post('/api/v2/token/emp-delete-tokens', other.admin.token, { token_ids: [token.id] })).statusCode).toBe(404);
    // One token of another company among one's own: none of them changes.
    await buy(other.admin, 1);
    const mine = expectStatus(await issue(other.admin, `mine.${Date.now()}@people.example`, 1), 200).data;
    expect((await call.post('/api/v2/token/emp-delete-tokens', other.admin.token, { token_ids: [mine.id, token.id] })).statusCode).toBe(404);
    expect((await call.post('/api/v2/token/emp-delete-tokens', other.admin.token, { token_ids: [mine.id, 999_999_999] })).statusCode).toBe(404);
    expect((await details(other.admin)).holders).toBe(1);
  });

  it('of 100 concurrent allocations of one token exactly one succeeds', async () => {
    const { admin } = await companyWithAdmin();
    await buy(admin, 10);
    const holder = await createUser(ctx);
    const token = expectStatus(await issue(admin, holder.email, 10), 200).data;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, ...TREE, quantity: 10 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(99);
    expect(await balanceOf(db(), 'token', `token:${token.id}`)).toBe(0);
    expect(Number((await db().execute(sql`select count(*)::int as n from contribution_groups where payment_reference = ${`token-${token.id}`}`)).rows[0]!.n)).toBe(1);
  });

  it('concurrent issues never spend the company balance twice', async () => {
    const { admin, companyId } = await companyWithAdmin();
    await buy(admin, 10);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => issue(admin, `race${i}.${Date.now()}@people.example`, 4)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(200);
  });

  it("the company's own giving from its balance through the Giving API shows as given, never as what holders allocated", async () => {
    const { companyId, admin } = await companyWithAdmin();
    await buy(admin, 100);
    const holder = await createUser(ctx);
    const token = expectStatus(await issue(admin, holder.email, 25), 200).data;
    expectStatus(await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, ...TREE, quantity: 10 }), 200);
    expect(await details(admin)).toMatchObject({ balance: 75, issued: 25, allocated: 10, given: 0, outstanding: 15 });

    const secret = expectStatus(await call.post('/api/developers/keys', admin.token, { name: 'Shop', mode: 'live', scopes: ['giving:write'] }), 200).data.secret as string;
    let n = 0;
    const give = (quantity: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/public/v1/givings', headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `tokens-${Date.now()}-${++n}` }, payload: { ...TREE, quantity, payment: 'tokens' } });
    // US $5 then US $60 of trees from the company's balance: more than was ever issued.
    expect(expectStatus(await give(5), 201).data).toMatchObject({ funded_by: 'tokens', status: 'paid', amount_usd: 5 });
    expect(expectStatus(await give(60), 201).data).toMatchObject({ funded_by: 'tokens', status: 'paid', amount_usd: 60 });
    expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(1_000);
    expect(await details(admin)).toMatchObject({ balance: 10, purchased: 100, issued: 25, allocated: 10, given: 65, revoked: 0, expired: 0, outstanding: 15, holders: 1 });

    // More than the balance holds: 402, nothing moved and the figures unchanged.
    const before = await transfers();
    expectStatus(await give(11), 402);
    expect(await transfers()).toBe(before);
    expect(await details(admin)).toMatchObject({ balance: 10, allocated: 10, given: 65, outstanding: 15 });

    // The holder allocates the rest and the token is spent: nothing is outstanding, never below zero.
    expectStatus(await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, ...TREE, quantity: 15 }), 200);
    expect(await details(admin)).toMatchObject({ balance: 10, issued: 25, allocated: 25, given: 65, outstanding: 0 });
    expectStatus(await give(10), 201);
    const spent = await details(admin);
    expect(spent).toMatchObject({ balance: 0, allocated: 25, given: 75, outstanding: 0 });
    // Every bought cent is in the balance, given, or issued.
    expect(spent.balance + spent.given + spent.issued).toBe(spent.purchased);

    // Another company's figures know nothing of it; its member cannot read them.
    const other = await companyWithAdmin();
    expect(await details(other.admin)).toMatchObject({ balance: 0, allocated: 0, given: 0, outstanding: 0 });
    expect((await call.post('/api/v2/token/company-token-details', other.admin.token, { company_id: companyId })).statusCode).toBe(403);
  });

  it('a CSV import previews per-row errors and saves nothing; the checked list is issued all or none', async () => {
    const { admin } = await companyWithAdmin();
    await buy(admin, 100);
    const upload = (content: Buffer | string) => {
      const form = multipart('people.csv', content);
      return ctx.app.inject({ method: 'POST', url: '/api/v2/token/import-employee-csv', headers: { ...bearer(admin.token), ...form.headers }, payload: form.payload });
    };
    const tag = Date.now();
    const csv = [
      'email,first_name,last_name,token_amount',
      `ana.${tag}@people.example,Ana,Ruiz,10`,
      `ben.${tag}@people.example,Ben,Ong,5.50`,
      'not-an-email,Bad,Mail,5',
      `ana.${tag}@people.example,Ana,Again,1`,
      `cal.${tag}@people.example,=HYPERLINK("x"),Cal,3`,
      `dee.${tag}@people.example,Dee,Low,abc`,
    ].join('\r\n');
    const beforeTokens = Number((await db().execute(sql`select count(*)::int as n from impact_tokens`)).rows[0]!.n);
    const preview = expectStatus(await upload(csv), 200).data;
    expect(preview.total_rows).toBe(6);
    expect(preview.error_rows).toBe(5);
    const errorsOf = (line: number) => preview.rows.find((r: { line: number }) => r.line === line).errors;
    expect(errorsOf(2)).toEqual([tokenMessages.rowDuplicate]);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual([tokenMessages.invalidEmail]);
    expect(errorsOf(5)).toEqual([tokenMessages.rowDuplicate]);
    expect(errorsOf(6)).toEqual([tokenMessages.rowFormula]);
    expect(errorsOf(7)).toEqual([tokenMessages.rowAmount]);
    expect(Number((await db().execute(sql`select count(*)::int as n from impact_tokens`)).rows[0]!.n)).toBe(beforeTokens);

    // Not UTF-8, no header, too many rows.
    expect(expectStatus(await upload(Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe, 0x41])), 200).data.errors).toEqual([tokenMessages.csvEncoding]);
    expect(expectStatus(await upload('name,amount\nx,1'), 200).data.errors).toEqual([tokenMessages.csvHeader]);
    const big = ['email,token_amount', ...Array.from({ length: TOKEN_LIMITS.maxCsvRows + 1 }, (_, i) => `p${i}@people.example,1`)].join('\n');
    expect(expectStatus(await upload(big), 200).data.errors).toEqual([tokenMessages.csvTooMany(TOKEN_LIMITS.maxCsvRows)]);

    // Saving: a duplicate or too little balance saves nothing; a good list issues every row.
    const employees = [
      { email: `ana.${tag}@people.example`, first_name: 'Ana', last_name: 'Ruiz', token_amount: 10 },
      { email: `ben.${tag}@people.example`, first_name: 'Ben', last_name: 'Ong', token_amount: 5.5 },
      { email: `cal.${tag}@people.example`, first_name: 'Cal', last_name: 'Moss', token_amount: 3 },
    ];
    expect((await call.post('/api/v2/token/emp-issue-tokens', admin.token, { employees: [...employees, employees[0]] })).statusCode).toBe(422);
    expect((await call.post('/api/v2/token/emp-issue-tokens', admin.token, { employees: [...employees, { email: `dee.${tag}@people.example`, token_amount: 90 }] })).statusCode).toBe(409);
    expect(Number((await db().execute(sql`select count(*)::int as n from impact_tokens`)).rows[0]!.n)).toBe(beforeTokens);
    const saved = expectStatus(await call.post('/api/v2/token/emp-issue-tokens', admin.token, { employees }), 200);
    expect(saved.data).toEqual({ issued: 3, total_token_amount: 18.5 });
    expect(await details(admin)).toMatchObject({ balance: 81.5, issued: 18.5, holders: 3 });

    const list = expectStatus(await call.post('/api/v2/token/getEmployeeToken', admin.token, { search: 'ben' }), 200);
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ first_name: 'Ben', token_amount: 5.5, balance: 5.5 });

    // The export is formula-safe CSV.
    await call.post('/api/v2/token/issueToken', admin.token, { email: `eve.${tag}@people.example`, first_name: '=cmd', token_amount: 1 });
    const exported = await call.get('/api/v2/token/getEmployeeToExport', admin.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain(`ana.${tag}@people.example,Ana,Ruiz,10.00,10.00,0.00,active`);
    expect(exported.body).toContain("'=cmd");

    // Deleting returns the value and takes them off the list; revoke-del removes one person's tokens.
    const ids = list.data.map((t: { id: number }) => t.id);
    expectStatus(await call.post('/api/v2/token/emp-delete-tokens', admin.token, { token_ids: ids }), 200);
    expectStatus(await call.post('/api/v2/token/revoke-del-employee-token', admin.token, { email: `ana.${tag}@people.example` }), 200);
    expect(await details(admin)).toMatchObject({ balance: 96, revoked: 15.5 });
    const rest = expectStatus(await call.post('/api/v2/token/getEmployeeToken', admin.token, {}), 200);
    expect(rest.data.map((t: { first_name: string }) => t.first_name).sort()).toEqual(['=cmd', 'Cal']);

    // The checked list of a full import comes back whole: 10,000 rows are more than 1 MB, and are read, not refused
    // for their size (this one repeats a row, so it is refused for that, and nothing is written).
    const full = Array.from({ length: TOKEN_LIMITS.maxCsvRows }, (_, i) => ({ email: `person.${i}.${tag}@people.example`, first_name: 'Firstname', last_name: `Lastname ${i}`, token_amount: 1 }));
    full[full.length - 1] = full[0]!;
    expect(JSON.stringify({ employees: full }).length).toBeGreaterThan(1024 * 1024);
    const tooBig = await call.post('/api/v2/token/emp-issue-tokens', admin.token, { employees: full });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.employees).toEqual([`person.0.${tag}@people.example: ${tokenMessages.rowDuplicate}`]);
  });

  it('pauses a token (no allocation while paused) and lists notices of tokens about to expire', async () => {
    const { admin } = await companyWithAdmin();
    await buy(admin, 10);
    const holder = await createUser(ctx);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const token = expectStatus(await call.post('/api/v2/token/issueToken', admin.token, { email: holder.email, token_amount: 4, expiry_date: soon }), 200).data;
    // The holder, who has an account, hears of it in their bell.
    const bell = expectStatus(await call.get('/api/user/get-broadcast-notification', holder.token), 200).data;
    expect(bell[0].broadcast_notification).toMatchObject({ title: 'Impact tokens received', message_body: expect.stringContaining('US $4.00') });
    expectStatus(await call.post('/api/v2/token/updateStatus', admin.token, { token_id: token.id, status: 'paused' }), 200);
    expect((await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, ...TREE, quantity: 1 })).statusCode).toBe(409);
    expect((await call.post('/api/v2/token/updateStatus', holder.token, { token_id: token.id, status: 'active' })).statusCode).toBe(404);
    expectStatus(await call.post('/api/v2/token/updateStatus', admin.token, { token_id: token.id, status: 'active' }), 200);
    expectStatus(await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, ...TREE, quantity: 1 }), 200);

    const forCompany = expectStatus(await call.get('/api/v2/token/getTokenNotificationByCompany', admin.token), 200).data;
    expect(forCompany).toEqual([expect.objectContaining({ token_id: token.id, type: 'expiring', amount: 3 })]);
    const forHolder = expectStatus(await call.get('/api/v2/token/getTokenNotificationByUser', holder.token), 200).data;
    expect(forHolder[0].message).toContain('US $3.00');
    expect((await call.get(`/api/v2/token/getTokenNotificationByUser?user_id=${admin.id}`, holder.token)).statusCode).toBe(404);
    expect(expectStatus(await call.get('/api/v2/token/get-expired-tokens', admin.token), 200).data).toEqual([]);
    expect((await call.get('/api/v2/token/get-expired-tokens', holder.token)).statusCode).toBe(403);
  });
});
