import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AUTO_RENEW_STATUS, SANDBOX_TEST_CARDS, billingMessages } from '@goodhive/contract';
import {
  cardSetupSessions,
  companies,
  companyPackages,
  membershipPayments,
  membershipRenewalCharges,
  paymentCards,
  taxDetails,
  tokenPurchases,
  userBusiness,
} from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { sandboxProviderFor } from '../src/lib/payments/index.js';
import { runDueAt } from '../src/modules/jobs/index.js';
import { addMonthsUtc } from '../src/modules/memberships/memberships.service.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, pdfText, type TestUser } from './giving-helpers.js';

const HOUR = 3_600_000;

describe('billing: cards, tax details, address, giving payments, token purchases and the renewal charge', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const db = () => ctx.database.db;

  /** A company with an admin (who manages billing), a team member and nothing else. */
  async function business() {
    const companyId = await createCompany(ctx);
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const member = await createUser(ctx, { companyId, isAdmin: false });
    return { companyId, admin, member };
  }
  const cardsOf = async (token: string, query = '') => expectStatus(await a.get(`/api/user/cards${query}`, token), 200).data as { id: number; brand: string; last4: string; exp_month: number; exp_year: number; is_primary: boolean }[];
  const cardRows = (ownerKey: string) => db().select().from(paymentCards).where(eq(paymentCards.owner_key, ownerKey));

  /** Update-card, then the sandbox page with a test card: the redirect back to the billing screen. */
  async function addCard(user: TestUser, card: string, expiry = '12/34') {
    const started = expectStatus(await a.post('/api/user/update-card', user.token, {}), 200);
    expect(started.data.provider).toBe('sandbox');
    const url = new URL(started.data.redirect_url);
    const res = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', card_number: card, expiry, cvc: '123' }).toString(),
    });
    return { url, res };
  }

  it('adds a card through the sandbox page: only brand, last 4 and expiry are kept, and the first card is primary', async () => {
    const { admin, companyId } = await business();
    const started = expectStatus(await a.post('/api/user/update-card', admin.token, {}), 200);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(started.data.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Add a card');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).not.toContain('<script');

    const { res } = await addCard(admin, SANDBOX_TEST_CARDS.succeeds, '09/31');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3999/billing-details?card=added');
    const cards = await cardsOf(admin.token);
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 9, exp_year: 2031, is_primary: true })]);
    // The same answer under the other names of the call.
    expect(expectStatus(await a.get('/api/user/cards-list', admin.token), 200).data).toEqual(cards);
    expect(expectStatus(await a.get('/api/user/giving/cards', admin.token), 200).data).toEqual(cards);
    // No card number anywhere in what is stored.
    const stored = JSON.stringify(await db().select().from(paymentCards).where(eq(paymentCards.company_id, companyId)));
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
  });

  it('refuses an unknown card number on the sandbox page, saves nothing on cancel, and a used page cannot save again', async () => {
    const { admin } = await business();
    const expired = await addCard(admin, SANDBOX_TEST_CARDS.succeeds, '01/20');
    expect(expired.res.statusCode).toBe(422);
    expect(expired.res.body).toContain(billingMessages.cardExpired);
    const bad = await addCard(admin, '5555 5555 5555 4444');
    expect(bad.res.statusCode).toBe(422);
    expect(bad.res.body).toContain(billingMessages.unknownTestCard);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: bad.url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.headers.location).toBe('http://localhost:3999/billing-details?card=cancelled');
    expect(await cardsOf(admin.token)).toEqual([]);
    const again = await ctx.app.inject({ method: 'GET', url: bad.url.pathname });
    expect(again.statusCode).toBe(404);

    const added = await addCard(admin, SANDBOX_TEST_CARDS.succeeds);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: added.url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', card_number: SANDBOX_TEST_CARDS.declined, expiry: '12/34' }).toString(),
    });
    expect(replay.statusCode).toBe(404);
    expect(await cardsOf(admin.token)).toHaveLength(1);
    const [session] = await db().select().from(cardSetupSessions).where(eq(cardSetupSessions.session_key, added.url.pathname.split('/').pop()!));
    expect(session.status).toBe('completed');
  });

  it('sets another card as primary and, when the primary card is deleted, makes the newest remaining card primary', async () => {
    const { admin } = await business();
    await addCard(admin, SANDBOX_TEST_CARDS.succeeds, '01/30');
    await addCard(admin, SANDBOX_TEST_CARDS.declined, '02/31');
    await addCard(admin, SANDBOX_TEST_CARDS.requiresConfirmation, '03/32');
    let cards = await cardsOf(admin.token);
    const byLast4 = (l: string) => cards.find((c) => c.last4 === l)!;
    expect(cards.filter((c) => c.is_primary).map((c) => c.last4)).toEqual(['4242']);

    const primaryRes = expectStatus(await a.post('/api/user/giving/card/set-primary-new', admin.token, { card_id: byLast4('0002').id }), 200);
    expect(primaryRes.message).toBe(billingMessages.cardPrimarySet);
    cards = await cardsOf(admin.token);
    expect(cards[0]).toMatchObject({ last4: '0002', is_primary: true });
    expect(cards.filter((c) => c.is_primary)).toHaveLength(1);
    // The older name of the call does the same.
    expectStatus(await a.post('/api/user/giving/card/set-primary', admin.token, { card_id: byLast4('4242').id }), 200);
    expect((await cardsOf(admin.token))[0]).toMatchObject({ last4: '4242', is_primary: true });

    const afterDelete = expectStatus(await a.post('/api/user/giving/delete-card-new', admin.token, { card_id: byLast4('4242').id }), 200).data;
    expect(afterDelete.map((c: { last4: string; is_primary: boolean }) => [c.last4, c.is_primary])).toEqual([
      ['3220', true],
      ['0002', false],
    ]);
    expectStatus(await a.post('/api/user/giving/delete-card', admin.token, { card_id: byLast4('0002').id }), 200);
    expect((await cardsOf(admin.token)).map((c) => c.last4)).toEqual(['3220']);
  });

  it("another business's card is not found: set-primary and delete answer 404 and change nothing", async () => {
    const mine = await business();
    const theirs = await business();
    await addCard(theirs.admin, SANDBOX_TEST_CARDS.succeeds);
    await addCard(theirs.admin, SANDBOX_TEST_CARDS.declined);
    const [, second] = await cardsOf(theirs.admin.token);
    const before = await cardRows(`company:${theirs.companyId}`);

    for (const url of ['/api/user/giving/card/set-primary-new', '/api/user/giving/delete-card-new']) {
      const res = expectStatus(await a.post(url, mine.admin.token, { card_id: second.id }), 404);
      expect(res.message).toBe(billingMessages.cardNotFound);
    }
    // Naming the other company outright is refused as well.
    expectStatus(await a.post('/api/user/giving/delete-card-new', mine.admin.token, { card_id: second.id, company_id: theirs.companyId }), 403);
    expectStatus(await a.get(`/api/user/cards?company_id=${theirs.companyId}`, mine.admin.token), 403);
    expect(await cardRows(`company:${theirs.companyId}`)).toEqual(before);
    expectStatus(await a.post('/api/user/giving/delete-card-new', mine.admin.token, { card_id: 'x' }), 422);
  });

  it('keeps billing to company admins with is_business 0; personal givers have their own; guests, partners and staff writes are refused', async () => {
    const { admin, member, companyId } = await business();
    await addCard(admin, SANDBOX_TEST_CARDS.succeeds);
    // A team member of the company acts for it but may not manage its billing.
    const refused = expectStatus(await a.get('/api/user/billing-details', member.token), 403);
    expect(refused.message).toBe(billingMessages.noCompanyBilling);
    expectStatus(await a.post('/api/user/update-card', member.token, {}), 403);
    // A business-only admin (is_business 1) neither.
    const bizOnly = await createUser(ctx, { companyId, isAdmin: true });
    await db().update(userBusiness).set({ is_business: 1 }).where(eq(userBusiness.user_id, bizOnly.id));
    expectStatus(await a.get('/api/user/cards', bizOnly.token), 403);
    // In personal mode the member's own billing is theirs.
    expect(await cardsOf(member.token, '?account=user')).toEqual([]);
    const solo = await createUser(ctx);
    await addCard(solo, SANDBOX_TEST_CARDS.succeeds);
    expect(await cardsOf(solo.token)).toHaveLength(1);
    expect((await cardRows(`user:${solo.id}`))[0]).toMatchObject({ account: 'user', company_id: null });

    // Guests: 401 on every billing call.
    const calls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/user/cards'],
      ['GET', '/api/user/cards-list'],
      ['GET', '/api/user/giving/cards'],
      ['POST', '/api/user/update-card'],
      ['POST', '/api/user/update-payment-card'],
      ['POST', '/api/user/giving/add-giving-card-new/pm_x123'],
      ['POST', '/api/user/giving/card/set-primary-new'],
      ['POST', '/api/user/giving/delete-card-new'],
      ['POST', '/api/user/addTaxDetails'],
      ['DELETE', '/api/user/removeTaxDetails/1'],
      ['GET', '/api/user/billing-address'],
      ['POST', '/api/user/billing-address'],
      ['GET', '/api/user/billing-details'],
      ['GET', '/api/user/billing/impacts'],
      ['GET', '/api/user/billing/tokens'],
    ];
    const partner = await createUser(ctx, { userType: 'partner' });
    const staff = await createUser(ctx, { userType: 'admin' });
    // The tax-detail calls also serve partners (and staff for a partner) with the partner profile's tax details.
    const partnerCalls = new Set(['/api/user/addTaxDetails', '/api/user/removeTaxDetails/1']);
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(401);
      if (partnerCalls.has(url)) continue;
      expect((await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${partner.token}` }, ...(payload ? { payload } : {}) })).statusCode, `partner ${method} ${url}`).toBe(403);
      if (method !== 'GET') {
        expect((await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${staff.token}` }, ...(payload ? { payload } : {}) })).statusCode, `staff ${method} ${url}`).toBe(403);
      }
    }
    // Staff read a member's billing by user_id.
    const seen = expectStatus(await a.get(`/api/user/billing-details?user_id=${admin.id}`, staff.token), 200).data;
    expect(seen.account).toMatchObject({ account: 'company', company_id: companyId });
    expect(seen.cards).toHaveLength(1);
    // A member cannot read another user's billing by user_id.
    expectStatus(await a.get(`/api/user/billing-details?user_id=${admin.id}`, solo.token), 403);
  });

  it('saves a payment method the provider issued (add-giving-card-new) and refuses one it did not, or one saved elsewhere', async () => {
    const { admin } = await business();
    const other = await createUser(ctx);
    const unknown = expectStatus(await a.post('/api/user/giving/add-giving-card-new/pm_1NotFromTheSandbox', admin.token), 422);
    expect(unknown.errors.payment_method_id).toEqual([billingMessages.paymentMethodUnknown]);
    const issued = sandboxProviderFor(ctx.config)!.issuePaymentMethod(SANDBOX_TEST_CARDS.succeeds, { month: 6, year: 2033 })!;
    // A forged signature is not the sandbox's.
    const forged = `${issued.slice(0, -4)}AAAA`;
    expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(forged)}`, admin.token), 422);
    const saved = expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, admin.token), 200).data;
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 6, exp_year: 2033, is_primary: true });
    expect(expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, admin.token), 409).message).toBe(billingMessages.paymentMethodAlreadySaved);
    expect(expectStatus(await a.post(`/api/user/giving/add-giving-card-new/${encodeURIComponent(issued)}`, other.token), 409).message).toBe(billingMessages.paymentMethodTaken);
    expect(await cardsOf(other.token)).toEqual([]);
  });

  it('adds tax details of a known type with a valid number and country, refuses bad ones with field messages, and removes only its own', async () => {
    const { admin } = await business();
    const other = await createUser(ctx);
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(taxDetails))[0].n;
    const before = await count();
    const bad = async (body: object) => expectStatus(await a.post('/api/user/addTaxDetails', admin.token, body), 422).errors;
    expect((await bad({ tax_type: 'SSN', tax_number: '123', country_id: 1 })).tax_type).toEqual([billingMessages.taxTypeInvalid]);
    expect((await bad({ tax_type: 'ABN', tax_number: '51 824 753 557', country_id: 1 })).tax_number).toEqual([billingMessages.taxNumberInvalid.ABN]);
    expect((await bad({ tax_type: 'VAT', tax_number: '123456', country_id: 1 })).tax_number).toEqual([billingMessages.taxNumberInvalid.VAT]);
    expect((await bad({ tax_type: 'EIN', tax_number: '12-345', country_id: 1 })).tax_number).toEqual([billingMessages.taxNumberInvalid.EIN]);
    expect((await bad({ tax_type: 'GST', tax_number: '', country_id: 1 })).tax_number).toEqual([billingMessages.taxNumberRequired]);
    expect((await bad({ tax_type: 'GST', tax_number: 'M90312345X' })).country_id).toEqual([billingMessages.countryRequired]);
    expect((await bad({ tax_type: 'GST', tax_number: 'M90312345X', country_id: 999999 })).country_id).toEqual([billingMessages.countryUnknown]);
    expect(await count()).toBe(before);

    const abn = expectStatus(await a.post('/api/user/addTaxDetails', admin.token, { tax_type: 'ABN', tax_number: '51 824 753 556', country_id: 1 }), 200);
    expect(abn.message).toBe(billingMessages.taxAdded);
    expect(abn.data).toMatchObject({ tax_type: 'ABN', tax_number: '51824753556', country_id: 1, country_name: expect.any(String) });
    expectStatus(await a.post('/api/user/addTaxDetails', admin.token, { tax_type: 'vat', tax_number: 'gb 123 456 789', country_id: 1 }), 200);
    expect((await bad({ tax_type: 'ABN', tax_number: '51824753556', country_id: 1 })).tax_number).toEqual([billingMessages.taxDuplicate]);

    const details = expectStatus(await a.get('/api/user/billing-details', admin.token), 200).data;
    expect(details.tax_details.map((t: { tax_type: string; tax_number: string }) => `${t.tax_type} ${t.tax_number}`)).toEqual(['ABN 51824753556', 'VAT GB123456789']);

    expect(expectStatus(await a.del(`/api/user/removeTaxDetails/${abn.data.id}`, other.token), 404).message).toBe(billingMessages.taxNotFound);
    expectStatus(await a.del(`/api/user/removeTaxDetails/${abn.data.id}`, admin.token), 200);
    expectStatus(await a.del(`/api/user/removeTaxDetails/${abn.data.id}`, admin.token), 404);
    expect(expectStatus(await a.get('/api/user/billing-details', admin.token), 200).data.tax_details).toHaveLength(1);
  });

  it('saves the billing address with the Address fields, refusing missing fields, an unknown country and a bad postcode', async () => {
    const { admin } = await business();
    expect(expectStatus(await a.get('/api/user/billing-address', admin.token), 200).data).toEqual({ address_1: null, address_2: null, city: null, state: null, country_name: null, zip_code: null });
    const missing = expectStatus(await a.post('/api/user/billing-address', admin.token, { address_2: 'Unit 4' }), 422).errors;
    expect(missing).toEqual({
      address_1: [billingMessages.addressRequired.address_1],
      city: [billingMessages.addressRequired.city],
      country_name: [billingMessages.addressRequired.country_name],
      zip_code: [billingMessages.addressRequired.zip_code],
    });
    const good = { address_1: '12 Harbour St', address_2: '', city: 'Sydney', state: 'NSW', country_name: 'australia', zip_code: '2000' };
    expect(expectStatus(await a.post('/api/user/billing-address', admin.token, { ...good, country_name: 'Atlantis' }), 422).errors.country_name).toEqual([billingMessages.countryUnknown]);
    expect(expectStatus(await a.post('/api/user/billing-address', admin.token, { ...good, zip_code: '#1' }), 422).errors.zip_code).toEqual([billingMessages.zipInvalid]);
    expect(expectStatus(await a.post('/api/user/billing-address', admin.token, { ...good, city: 'x'.repeat(81) }), 422).errors.city).toEqual([billingMessages.tooLong(80)]);
    expect(expectStatus(await a.get('/api/user/billing-address', admin.token), 200).data.address_1).toBeNull();

    const saved = expectStatus(await a.post('/api/user/billing-address', admin.token, good), 200);
    expect(saved.message).toBe(billingMessages.addressSaved);
    expect(saved.data).toEqual({ address_1: '12 Harbour St', address_2: null, city: 'Sydney', state: 'NSW', country_name: 'Australia', zip_code: '2000' });
    expectStatus(await a.post('/api/user/billing-address', admin.token, { ...good, zip_code: '2001' }), 200);
    expect(expectStatus(await a.get('/api/user/billing-details', admin.token), 200).data.address.zip_code).toBe('2001');
  });

  it('lists the paid giving payments of the account only, newest first, each with a receipt PDF', async () => {
    const { admin } = await business();
    await a.add(admin.token, { project_id: 1382, impact_level_id: 3011, quantity: 2 });
    const paid = await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.succeeds);
    await a.add(admin.token, { project_id: 1383, impact_level_id: 3013, quantity: 1 });
    const declined = await giveWithCard(ctx, admin.token, SANDBOX_TEST_CARDS.declined);
    const other = await createUser(ctx);
    await a.add(other.token, { project_id: 1382, impact_level_id: 3011, quantity: 1 });
    await giveWithCard(ctx, other.token, SANDBOX_TEST_CARDS.succeeds);

    const body = expectStatus(await a.get('/api/user/billing/impacts', admin.token), 200);
    expect(body.meta).toEqual({ total: 1, page: 1, limit: 20 });
    expect(body.data).toEqual([
      {
        contribution_group_id: paid.groupId,
        paid_at: expect.any(String),
        amount_usd: paid.checkout.total_usd ?? expect.any(Number),
        method: 'Card (Sandbox)',
        contributions: 1,
        receipt_url: `/api/contribution/receipt?group_id=${paid.groupId}`,
      },
    ]);
    expect(body.data.map((r: { contribution_group_id: number }) => r.contribution_group_id)).not.toContain(declined.groupId);
    const pdf = await ctx.app.inject({ method: 'GET', url: body.data[0].receipt_url, headers: { authorization: `Bearer ${admin.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(String(paid.groupId));
    // The personal account of the same person has none.
    expect(expectStatus(await a.get('/api/user/billing/impacts?account=user', admin.token), 200).data).toEqual([]);
  });

  it('lists token purchases of the company: empty at first, then a purchase written to token_purchases shows up', async () => {
    const { admin, companyId } = await business();
    const theirs = await business();
    expect(expectStatus(await a.get('/api/user/billing/tokens', admin.token), 200)).toMatchObject({ data: [], meta: { total: 0 } });
    await db().insert(tokenPurchases).values({ company_id: companyId, user_id: admin.id, amount_usd_cents: 12_550, provider: 'sandbox', provider_reference: 'pi_sbx_1', status: 'paid', receipt_number: `T-${companyId}-1`, paid_at: new Date() });
    const body = expectStatus(await a.get('/api/user/billing/tokens', admin.token), 200);
    expect(body.data).toEqual([{ id: expect.any(Number), created_at: expect.any(String), amount_usd: 125.5, status: 'paid', receipt_number: `T-${companyId}-1`, provider: 'sandbox' }]);
    expect(expectStatus(await a.get('/api/user/billing/tokens', theirs.admin.token), 200).data).toEqual([]);
    expect(expectStatus(await a.get('/api/user/billing/tokens?account=user', admin.token), 200).data).toEqual([]);
  });

  describe('the renewal charge', () => {
    const runAt = (at: Date) => runDueAt({ db: db(), config: ctx.config, mailer: createMailer(ctx.config, { error: () => undefined }), at });
    const mailsTo = (email: string, subject: RegExp) => ctx.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
    const companyRow = async (id: number) => (await db().select().from(companies).where(eq(companies.id, id)))[0];
    const renewalsOf = (companyId: number) => db().select().from(membershipPayments).where(and(eq(membershipPayments.company_id, companyId), eq(membershipPayments.is_renewal, true)));

    /** A paying SME member (monthly) ending at `end` with auto-renewal on, and a saved card when given. */
    async function renewing(end: Date, card: string | null) {
      const b = await business();
      const packages = expectStatus(await a.get('/api/app/packages'), 200).data as { id: number; name: string }[];
      const sme = packages.find((p) => p.name === 'SME')!.id;
      await db().insert(companyPackages).values({ company_id: b.companyId, package_id: sme });
      await db().update(companies).set({ membership_period_id: 1, membership_end_date: end, membership_recurring_status: AUTO_RENEW_STATUS.on }).where(eq(companies.id, b.companyId));
      if (card) await addCard(b.admin, card);
      return b;
    }

    it('charges the primary card once when the membership ends: the end date moves one period on and the receipt is mailed', async () => {
      const end = new Date('2034-03-10T00:00:00Z');
      const b = await renewing(end, SANDBOX_TEST_CARDS.succeeds);
      expect((await runAt(new Date(end.getTime() - HOUR))).reports.filter((r) => r.name === 'membership-renewal-charge')).toEqual([]);
      expect((await companyRow(b.companyId)).membership_end_date).toEqual(end);

      await runAt(new Date(end.getTime() + HOUR));
      await runAt(new Date(end.getTime() + 2 * HOUR));
      const company = await companyRow(b.companyId);
      expect(company.membership_end_date).toEqual(addMonthsUtc(end, 1));
      expect(company.membership_recurring_status).toBe(AUTO_RENEW_STATUS.on);
      const payments = await renewalsOf(b.companyId);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'paid', payment_status: 1, amount_usd_cents: 9_900, provider: 'sandbox', membership_end_date: addMonthsUtc(end, 1) });
      const [charge] = await db().select().from(membershipRenewalCharges).where(eq(membershipRenewalCharges.company_id, b.companyId));
      expect(charge).toMatchObject({ status: 'paid', membership_payment_id: payments[0].id, failure_reason: null, idempotency_key: `goodhive-renewal-${b.companyId}-${end.toISOString()}` });
      const mail = await ctx.smtp.waitForMail(b.admin.email, /membership receipt/);
      expect(mail.raw).toContain(`membership_receipt_${payments[0].id}.pdf`);

      await runAt(new Date(end.getTime() + 3 * HOUR));
      expect(await renewalsOf(b.companyId)).toHaveLength(1);
      expect(mailsTo(b.admin.email, /membership receipt/)).toHaveLength(1);
      expect((await companyRow(b.companyId)).membership_end_date).toEqual(addMonthsUtc(end, 1));
    });

    it('a declined card leaves the membership as it was, records why and mails the renewal link once', async () => {
      const end = new Date('2034-05-20T00:00:00Z');
      const b = await renewing(end, SANDBOX_TEST_CARDS.declined);
      await runAt(new Date(end.getTime() + HOUR));
      await runAt(new Date(end.getTime() + 2 * HOUR));
      const company = await companyRow(b.companyId);
      expect(company.membership_end_date).toEqual(end);
      expect(company.membership_recurring_status).toBe(AUTO_RENEW_STATUS.cancelled);
      const payments = await renewalsOf(b.companyId);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'failed', payment_status: 0 });
      const reason = billingMessages.renewalDeclined('Visa', '0002', billingMessages.renewalCardDeclined);
      expect(payments[0].failure_reason).toBe(reason);
      const [charge] = await db().select().from(membershipRenewalCharges).where(eq(membershipRenewalCharges.company_id, b.companyId));
      expect(charge).toMatchObject({ status: 'declined', failure_reason: reason });
      const mail = await ctx.smtp.waitForMail(b.admin.email, /could not renew/);
      expect(mail.text).toContain('declined');
      expect(mail.text).toContain('/profile/renew-membership/');
      await runAt(new Date(end.getTime() + 3 * HOUR));
      expect(mailsTo(b.admin.email, /could not renew/)).toHaveLength(1);
      expect(mailsTo(b.admin.email, /membership receipt/)).toHaveLength(0);
    });

    it('without a saved card charges nothing, records no_card and mails the renewal link', async () => {
      const end = new Date('2034-07-01T00:00:00Z');
      const b = await renewing(end, null);
      await runAt(new Date(end.getTime() + HOUR));
      expect((await companyRow(b.companyId)).membership_end_date).toEqual(end);
      expect(await renewalsOf(b.companyId)).toHaveLength(0);
      const [charge] = await db().select().from(membershipRenewalCharges).where(eq(membershipRenewalCharges.company_id, b.companyId));
      expect(charge).toMatchObject({ status: 'no_card', failure_reason: billingMessages.renewalNoCard });
      const mail = await ctx.smtp.waitForMail(b.admin.email, /could not renew/);
      expect(mail.text).toContain(billingMessages.renewalNoCard);
    });
  });
});
