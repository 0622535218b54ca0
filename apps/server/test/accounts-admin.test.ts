import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { ROLE, SANDBOX_TEST_CARDS, accountsAdminMessages, tokenMessages } from '@goodhive/contract';
import { buildApp } from '../src/app.js';
import { auditLog, broadcastNotifications, companies, impactTokens, tokenPurchases, userBusiness, users } from '../src/db/schema/index.js';
import { balanceOf, ledgerAccount } from '../src/modules/ledger/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, testConfig, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, multipart, type TestUser } from './giving-helpers.js';

const TREE = { project_id: 1380, impact_level_id: 3009 };

// Each test buys, issues and allocates through the real app: on a busy machine that takes a while.
vi.setConfig({ testTimeout: 90_000 });

describe('staff: tokens and accounts', () => {
  const ctx = useTestApp({ smtp: true });
  const call = api(ctx);
  const db = () => ctx.database.db;
  let staff: string;
  beforeAll(async () => {
    staff = await signIn(ctx, DEMO_USERS.admin.email);
  });

  async function companyWithTokens(amount: number, name?: string) {
    const companyId = await createCompany(ctx, name);
    await db().update(companies).set({ token_management_access: '1' }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    if (amount > 0) {
      const started = expectStatus(await call.post('/api/v2/token/purchaseToken', admin.token, { amount }), 200);
      await call.submitCard(started.data.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    }
    return { companyId, admin };
  }
  const upload = (url: string, token: string, csv: string | Buffer) => {
    const { payload, headers } = multipart('people.csv', csv);
    return ctx.app.inject({ method: 'POST', url, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  };
  const audits = (action: string, subjectId: number) => db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subject_id, subjectId)));

  it('staff issue an external token from the company balance; the person allocates it; the ledger and CSV show it', async () => {
    const { companyId, admin } = await companyWithTokens(100);
    const outsider = await createUser(ctx);
    const issued = expectStatus(await call.post(`/api/admin/company/${companyId}/external-tokens`, staff, { email: outsider.email, token_amount: 30, reason: 'Customer thank-you gift' }), 200);
    expect(issued.data).toMatchObject({ kind: 'external', company_id: companyId, token_amount: 30, balance: 30, has_account: true });
    expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(7_000);
    await ctx.smtp.waitForMail(outsider.email, /sent you Impact Tokens/);
    const [audit] = await audits('token.issue-external', companyId);
    expect(audit).toMatchObject({ reason: 'Customer thank-you gift' });

    // The bell tells the holder. The company's holder list shows the token too, marked external, since its balance
    // paid for it; the company cannot revoke it (staff do, from the external screen).
    const bells = await db().select().from(broadcastNotifications).where(eq(broadcastNotifications.kind, 'tokens_received'));
    expect(bells.some((b) => b.message_body.includes('30.00'))).toBe(true);
    const holders = expectStatus(await call.post('/api/v2/token/getEmployeeToken', admin.token, {}), 200);
    expect(holders.data).toEqual([expect.objectContaining({ id: issued.data.id, kind: 'external', email: outsider.email, token_amount: 30 })]);
    expect((await call.post('/api/v2/token/emp-revoke-tokens', admin.token, { token_ids: [issued.data.id] })).statusCode).toBe(404);

    // The person sees it as an external token and allocates it: the company's impact and theirs.
    const mine = expectStatus(await call.post('/api/v2/token/external-token-details', outsider.token, {}), 200).data;
    expect(mine.tokens).toHaveLength(1);
    const allocated = expectStatus(await call.post('/api/v2/token/allocate-token', outsider.token, { token_id: issued.data.id, ...TREE, quantity: 10 }), 200).data;
    expect(allocated.balance).toBe(20);
    const companyImpact = expectStatus(await call.post('/api/v2/token/getTokenImpact', admin.token, { company_id: companyId }), 200).data;
    expect(companyImpact.amount).toBe(10);
    const ownImpact = expectStatus(await call.post('/api/v2/token/getTokenImpact', outsider.token, {}), 200).data;
    expect(ownImpact.amount).toBe(10);
    // Not a member of the company for all that.
    expect(await db().select().from(userBusiness).where(and(eq(userBusiness.user_id, outsider.id), eq(userBusiness.company_id, companyId)))).toHaveLength(0);

    // The staff ledger: purchase, issue, allocation of this company, with totals; filters by kind.
    const ledger = expectStatus(await call.get(`/api/admin/impact-tokens?company_id=${companyId}`, staff), 200);
    expect(ledger.data.rows.map((r: { kind: string }) => r.kind)).toEqual(['token.allocate', 'token.issue', 'token.purchase']);
    expect(ledger.data.totals).toMatchObject({ 'token.purchase': 100, 'token.issue': 30, 'token.allocate': 10 });
    expect(ledger.data.rows[0]).toMatchObject({ company_id: companyId, token_kind: 'external', email: outsider.email, amount: 10 });
    // A company name that a spreadsheet would run is neutralised in the CSV.
    await db().update(companies).set({ company_name: '=HYPERLINK("evil") Ltd' }).where(eq(companies.id, companyId));
    const onlyIssues = expectStatus(await call.get(`/api/admin/impact-tokens?search=${companyId}&kind=token.issue`, staff), 200);
    expect(onlyIssues.meta.total).toBe(1);
    const csv = await ctx.app.inject({ method: 'GET', url: `/api/admin/impact-tokens/export?company_id=${companyId}`, headers: { authorization: `Bearer ${staff}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`'=HYPERLINK`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await call.get('/api/admin/impact-tokens?date_from=2026-13-01', staff)).statusCode).toBe(422);

    // Revoking returns what is left (20) to the company, with the reason in the audit log.
    const revoked = expectStatus(await call.post(`/api/admin/company/${companyId}/external-tokens/revoke`, staff, { token_ids: [issued.data.id], reason: 'Gift withdrawn' }), 200).data;
    expect(revoked).toMatchObject({ tokens: 1, returned: 20 });
    expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(9_000);
    expect((await audits('token.revoke', issued.data.id))[0]).toMatchObject({ reason: 'Gift withdrawn' });
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens/revoke`, staff, { token_ids: [issued.data.id], reason: 'Again' })).statusCode).toBe(409);
    expect((await call.post('/api/v2/token/allocate-token', outsider.token, { token_id: issued.data.id, ...TREE, quantity: 1 })).statusCode).toBe(409);
  });

  it('refuses an external token beyond the balance, without a reason, or of another company', async () => {
    const { companyId, admin } = await companyWithTokens(10);
    const other = await companyWithTokens(10);
    const before = Number((await db().execute(sql`select count(*)::int as n from impact_tokens`)).rows[0]!.n);
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens`, staff, { email: 'far@example.com', token_amount: 11, reason: 'Too much' })).statusCode).toBe(409);
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens`, staff, { email: 'far@example.com', token_amount: 5 })).statusCode).toBe(422);
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens`, staff, { email: 'not-an-email', token_amount: 5, reason: 'Gift' })).statusCode).toBe(422);
    expect((await call.post('/api/admin/company/999999/external-tokens', staff, { email: 'far@example.com', token_amount: 5, reason: 'Gift' })).statusCode).toBe(404);
    expect(Number((await db().execute(sql`select count(*)::int as n from impact_tokens`)).rows[0]!.n)).toBe(before);
    // A company's own token is not revoked from the external screen; nor another company's external token.
    const own = expectStatus(await call.post('/api/v2/token/issueToken', admin.token, { email: 'own@example.com', token_amount: 2 }), 200).data;
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens/revoke`, staff, { token_ids: [own.id], reason: 'Wrong one' })).statusCode).toBe(404);
    const theirs = expectStatus(await call.post(`/api/admin/company/${other.companyId}/external-tokens`, staff, { email: 'x@example.com', token_amount: 2, reason: 'Gift' }), 200).data;
    expect((await call.post(`/api/admin/company/${companyId}/external-tokens/revoke`, staff, { token_ids: [theirs.id], reason: 'Wrong one' })).statusCode).toBe(404);
    const list = expectStatus(await call.get(`/api/admin/company/${other.companyId}/external-tokens`, staff), 200);
    expect(list.data.map((t: { id: number }) => t.id)).toEqual([theirs.id]);
  });

  it('every staff call: 401 signed out, 403 for members and company admins', async () => {
    const { companyId, admin } = await companyWithTokens(0);
    const member = await createUser(ctx, { companyId });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/impact-tokens'],
      ['GET', '/api/admin/impact-tokens/export'],
      ['GET', `/api/admin/company/${companyId}/external-tokens`],
      ['POST', `/api/admin/company/${companyId}/external-tokens`, { email: 'a@example.com', token_amount: 1, reason: 'Gift' }],
      ['POST', `/api/admin/company/${companyId}/external-tokens/revoke`, { token_ids: [1], reason: 'Gift' }],
      ['GET', '/api/admin/accounts/companies'],
      ['GET', `/api/admin/accounts/companies/${companyId}`],
      ['GET', `/api/admin/company/${companyId}/employees`],
      ['POST', `/api/admin/company/${companyId}/remove-employees`, { user_ids: [member.id], reason: 'Left' }],
      ['POST', `/api/admin/company/${companyId}/engagement-access`, { engagement_access: '1', reason: 'Pilot' }],
      ['POST', '/api/user/employee', { company_id: companyId, email: 'a@example.com', first_name: 'A', reason: 'New hire' }],
    ];
    for (const [method, url, payload] of calls) {
      const as = (token: string | null) => ctx.app.inject({ method: method as 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload: payload as object } : {}) });
      expect((await as(null)).statusCode, `${url} signed out`).toBe(401);
      expect((await as(member.token)).statusCode, `${url} member`).toBe(403);
      expect((await as(admin.token)).statusCode, `${url} company admin`).toBe(403);
    }
    for (const url of ['/api/user/import-employee-csv', '/api/user/save-employee-csv']) {
      expect((await upload(`${url}?company_id=${companyId}&reason=Hires`, admin.token, 'email\na@example.com\n')).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: `${url}?company_id=${companyId}`, ...multipart('a.csv', 'email\n') })).statusCode).toBe(401);
    }
    expect(await db().select().from(users).where(eq(users.email, 'a@example.com'))).toHaveLength(0);
  });

  it('employee accounts: a CSV preview with per-row errors saves nothing; the limit is raised; then every row at once', async () => {
    const { companyId, admin } = await companyWithTokens(0);
    const member = await createUser(ctx, { companyId });
    const staffUser = DEMO_USERS.admin.email;
    const bad = ['email,first_name,last_name', 'ana@example.com,Ana,Lim', 'ana@example.com,Ana,Again', 'not-an-email,Bo,Ng', `${member.email},Al,Ready`, `${staffUser},Ada,Staff`, 'cy@example.com,=SUM(A1),Tan'].join('\n');
    const preview = expectStatus(await upload(`/api/user/import-employee-csv?company_id=${companyId}`, staff, bad), 200).data;
    expect(preview.total_rows).toBe(6);
    const errorsOf = (line: number) => preview.rows.find((r: { line: number }) => r.line === line).errors;
    expect(errorsOf(2)).toContain(tokenMessages.rowDuplicate);
    expect(errorsOf(3)).toContain(tokenMessages.rowDuplicate);
    expect(errorsOf(4)).toContain(tokenMessages.invalidEmail);
    expect(errorsOf(5)).toContain(accountsAdminMessages.alreadyMember);
    expect(errorsOf(6)).toContain(accountsAdminMessages.staffAccount);
    expect(errorsOf(7)).toContain(tokenMessages.rowFormula);
    const refused = await upload(`/api/user/save-employee-csv?company_id=${companyId}&reason=New+hires`, staff, bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rows.length).toBeGreaterThan(0);
    expect(await db().select().from(users).where(eq(users.email, 'ana@example.com'))).toHaveLength(0);

    // Wrong encoding, and no reason.
    const latin1 = Buffer.from('email,first_name,last_name\nj\xe9r\xf4me@example.com,J\xe9r\xf4me,Roy\n', 'latin1');
    expect((expectStatus(await upload(`/api/user/import-employee-csv?company_id=${companyId}`, staff, latin1), 200).data.errors as string[])[0]).toBe(tokenMessages.csvEncoding);
    const good = ['email,first_name,last_name', 'ana@example.com,Ana,Lim', 'bo@example.com,Bo,Ng', 'cy@example.com,Cy,Tan'].join('\n');
    expect((await upload(`/api/user/save-employee-csv?company_id=${companyId}`, staff, good)).statusCode).toBe(422);

    // The limit (0) is full: the preview says so and saving is refused, until staff raise it.
    const full = expectStatus(await upload(`/api/user/import-employee-csv?company_id=${companyId}`, staff, good), 200).data;
    // The company's admin and member hold two seats already (the owner holds none).
    expect(full.errors[0]).toBe(accountsAdminMessages.overLimit(0, 2, 3));
    expect((await upload(`/api/user/save-employee-csv?company_id=${companyId}&reason=New+hires`, staff, good)).statusCode).toBe(422);
    expectStatus(await call.post(`/api/admin/company/${companyId}/employee-limit`, staff, { employee_limit: 10, reason: 'Bigger team' }), 200);
    const saved = expectStatus(await upload(`/api/user/save-employee-csv?company_id=${companyId}&reason=New+hires`, staff, good), 200);
    expect(saved.data).toMatchObject({ created: 3, linked: 0 });
    const ana = (await db().select().from(users).where(eq(users.email, 'ana@example.com')))[0]!;
    expect(ana.role_id).toBe(ROLE.EMPLOYEE);
    const mail = await ctx.smtp.waitForMail('ana@example.com', /Your Goodhive account for/);
    const link = /\/forgot-password\/([\w-]+)/.exec(mail.text)![1]!;
    expectStatus(await call.post('/api/user/reset-password/confirm', null, { code: link, password: 'Employee2026!', re_password: 'Employee2026!' }), 200);
    await signIn(ctx, 'ana@example.com', 'Employee2026!');
    expect((await audits('company.employee-accounts', companyId))[0]).toMatchObject({ reason: 'New hires' });

    // The company's admin sees them in the team; one more by hand; an existing member is refused.
    const team = expectStatus(await call.get('/api/user/invitedList', admin.token), 200).data;
    expect(team.members.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining(['ana@example.com', 'bo@example.com', 'cy@example.com']));
    const one = expectStatus(await call.post('/api/user/employee', staff, { company_id: companyId, email: 'Dee@Example.com', first_name: 'Dee', reason: 'New hire' }), 200).data;
    expect(one).toMatchObject({ email: 'dee@example.com', created: true });
    expect((await call.post('/api/user/employee', staff, { company_id: companyId, email: 'dee@example.com', first_name: 'Dee', reason: 'New hire' })).statusCode).toBe(409);
    expect((await call.post('/api/user/employee', staff, { company_id: companyId, email: 'eve@example.com', first_name: 'Eve' })).statusCode).toBe(422);

    // Removing members: never the owner; not someone else's member; all or none, audited.
    const outsider = await createUser(ctx);
    expect((await call.post(`/api/admin/company/${companyId}/remove-employees`, staff, { user_ids: [ana.id, outsider.id], reason: 'Left' })).statusCode).toBe(404);
    const removed = expectStatus(await call.post(`/api/admin/company/${companyId}/remove-employees`, staff, { user_ids: [ana.id], reason: 'Left the company' }), 200).data;
    expect(removed.removed).toBe(1);
    const employees = expectStatus(await call.get(`/api/admin/company/${companyId}/employees`, staff), 200).data;
    expect(employees.map((e: { email: string }) => e.email)).not.toContain('ana@example.com');
    expect((await audits('company.remove-employees', companyId))[0]).toMatchObject({ reason: 'Left the company' });
  });

  it('10,000 employee rows are saved at once (set-based)', async () => {
    const companyId = await createCompany(ctx);
    await db().update(companies).set({ employee_limit: 10_000 }).where(eq(companies.id, companyId));
    const lines = ['email,first_name,last_name', ...Array.from({ length: 10_000 }, (_, i) => `bulk${i}.${companyId}@example.com,Person,${i}`)];
    const over = [...lines, `bulk-extra.${companyId}@example.com,One,More`].join('\n');
    expect((expectStatus(await upload(`/api/user/import-employee-csv?company_id=${companyId}`, staff, over), 200).data.errors as string[])[0]).toBe(tokenMessages.csvTooMany(10_000));
    const saved = expectStatus(await upload(`/api/user/save-employee-csv?company_id=${companyId}&reason=Whole+company`, staff, lines.join('\n')), 200).data;
    expect(saved.created).toBe(10_000);
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from user_business where company_id = ${companyId}`)).rows as [{ n: number }];
    expect(Number(n)).toBe(10_000);
  }, 120_000);

  it('additional engagement: staff turn engagement_access on and off with a reason; the list filters by it', async () => {
    const companyId = await createCompany(ctx, 'Engaged Co');
    const on = expectStatus(await call.post(`/api/admin/company/${companyId}/engagement-access`, staff, { engagement_access: '1', reason: 'Pilot programme' }), 200).data;
    expect(on.engagement_access).toBe('1');
    const [row] = await db().select({ engagement_access: companies.engagement_access }).from(companies).where(eq(companies.id, companyId));
    expect(row!.engagement_access).toBe('1');
    expect((await audits('company.engagement-access', companyId))[0]).toMatchObject({ reason: 'Pilot programme', before: { engagement_access: '0' }, after: { engagement_access: '1' } });
    const listed = expectStatus(await call.get('/api/admin/accounts/companies?engagement=1&search=Engaged', staff), 200);
    expect(listed.data.map((c: { company_id: number }) => c.company_id)).toContain(companyId);
    // The figures are the company's own: two members (the owner not counted), its token balance.
    const { companyId: withTokens } = await companyWithTokens(25);
    await createUser(ctx, { companyId: withTokens });
    const one = expectStatus(await call.get(`/api/admin/accounts/companies/${withTokens}`, staff), 200).data;
    expect(one).toMatchObject({ company_id: withTokens, members: 2, open_invites: 0, token_balance: 25, token_management_access: '1' });
    expect((await call.post(`/api/admin/company/${companyId}/engagement-access`, staff, { engagement_access: '2', reason: 'x' })).statusCode).toBe(422);
    expect((await call.post('/api/admin/company/999999/engagement-access', staff, { engagement_access: '1', reason: 'Pilot' })).statusCode).toBe(404);
  });

  describe('a token purchase paid through Stripe', () => {
    const secret = 'whsec_test_goodhive_tokens';
    let stripeApp: FastifyInstance;
    beforeAll(async () => {
      stripeApp = await buildApp({ config: testConfig({ UPLOAD_DIR: ctx.config.uploads.dir, STRIPE_SECRET_KEY: 'sk_test_goodhive_never_called', STRIPE_WEBHOOK_SECRET: secret }), database: ctx.database, webDist: null, logger: false });
      await stripeApp.ready();
    });
    afterAll(async () => stripeApp?.close());

    it('is confirmed by the webhook once per provider event', async () => {
      const { companyId, admin } = await companyWithTokens(0);
      const sessionId = `cs_test_tokens_${companyId}_${Date.now()}`;
      const [purchase] = await db().insert(tokenPurchases).values({ company_id: companyId, user_id: admin.id, amount_usd_cents: 5_000, status: 'pending', provider: 'stripe', provider_session_id: sessionId }).returning();
      const payload = JSON.stringify({ id: `evt_tok_${companyId}`, object: 'event', type: 'checkout.session.completed', api_version: '2026-10-28', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', id: sessionId, payment_status: 'paid', amount_total: 5000, currency: 'usd', payment_intent: 'pi_tok' } } });
      const send = () => stripeApp.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) }, payload });
      const first = expectStatus(await send(), 200).data;
      expect(first).toMatchObject({ duplicate: false, outcome: 'token_paid' });
      const again = expectStatus(await send(), 200).data;
      expect(again).toMatchObject({ duplicate: true, outcome: 'token_paid' });
      expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(5_000);
      const [row] = await db().select().from(tokenPurchases).where(eq(tokenPurchases.id, purchase!.id));
      expect(row).toMatchObject({ status: 'paid', provider_reference: 'pi_tok' });
      // A second, different event of the same session pays nothing more.
      const later = payload.replace(`evt_tok_${companyId}`, `evt_tok2_${companyId}`);
      const res = await stripeApp.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: later, secret }) }, payload: later });
      expect(expectStatus(res, 200).data.outcome).toBe('token_already_paid');
      expect(await balanceOf(db(), 'token', ledgerAccount.company(companyId))).toBe(5_000);
    });
  });

  it('a holder with an account gets a bell notice when tokens arrive', async () => {
    const { admin } = await companyWithTokens(20);
    const holder: TestUser = await createUser(ctx);
    expectStatus(await call.post('/api/v2/token/issueToken', admin.token, { email: holder.email, token_amount: 7 }), 200);
    const bell = expectStatus(await call.get('/api/user/get-broadcast-notification?type=personal', holder.token), 200);
    expect(JSON.stringify(bell.data)).toContain('7.00');
    const [token] = await db().select().from(impactTokens).where(eq(impactTokens.email, holder.email));
    expect(token!.user_id).toBe(holder.id);
  });
});
