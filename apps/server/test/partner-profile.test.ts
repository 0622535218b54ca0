import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partnerMessages, uploadMessages } from '@goodhive/contract';
import { countries, partners, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { hashPassword } from '../src/lib/secrets.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% a small document\n%%EOF\n');

/** A multipart body with one file and optional fields. */
function multipart(file: { name: string; type: string; bytes: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----goodhive-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let counter = 0;
async function createPartner(ctx: TestContext) {
  counter += 1;
  const email = `cause${counter}-${process.pid}@test.example`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email, first_name: 'Cause', last_name: `Keeper${counter}`, password_hash: await hashPassword('Partner2026'), role_id: 4, user_type: 'partner' })
    .returning({ id: users.id });
  const [partner] = await ctx.database.db.insert(partners).values({ user_id: user.id, worthy_cause_name: `Test Cause ${counter}` }).returning({ id: partners.id });
  return { id: partner.id, userId: user.id, token: await signIn(ctx, email, 'Partner2026') };
}

describe('partner profile', () => {
  const ctx = useTestApp({ env: { UPLOAD_MAX_BYTES: '4096' } });
  const a = api(ctx);
  const upload = (url: string, token: string | null, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const countryId = async (code: string) => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id;

  it('scores a new profile 40 and reaches 100 with bank details, finance year, about us, mission and image', async () => {
    const partner = await createPartner(ctx);
    const start = expectStatus(await a.get('/api/partner/profile', partner.token), 200).data;
    expect(start.completeness.score).toBe(40);
    expect(start.completeness.missing.map((m: { field: string }) => m.field)).toHaveLength(8);

    const saved = expectStatus(
      await a.post('/api/partner/profile', partner.token, {
        org_legal_name: 'Test Cause Foundation Ltd',
        registration_date: '2015-03-02',
        bank_account_name: 'Test Cause Foundation',
        account_number: 'GB29 NWBK 6016 1331',
        bank_name: 'Community Bank',
        bank_address: '1 Bank Street',
        finance_year_start: 'April',
        org_aboutus: 'We dig wells.',
        org_mission: 'Water for every village.',
      }),
      200,
    );
    expect(saved.message).toBe(partnerMessages.profileSaved);
    expect(saved.data.completeness).toEqual({ score: 90, missing: [{ field: 'org_image', label: 'Organisation image', points: 10 }] });

    const imaged = expectStatus(await upload('/api/user/org-image', partner.token, multipart({ name: 'logo.png', type: 'image/png', bytes: PNG })), 200).data;
    expect(imaged.completeness).toEqual({ score: 100, missing: [] });
    const image = await ctx.app.inject({ method: 'GET', url: imaged.org_image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses wrong types, oversized files, missing files and path tricks in names, storing nothing', async () => {
    const partner = await createPartner(ctx);
    const fake = await upload('/api/user/org-image', partner.token, multipart({ name: 'logo.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual([uploadMessages.wrongImageType]);
    const pdfAsImage = await upload('/api/user/org-image', partner.token, multipart({ name: 'a.pdf', type: 'application/pdf', bytes: PDF }));
    expect(pdfAsImage.statusCode).toBe(422);
    const huge = await upload('/api/user/org-image', partner.token, multipart({ name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(8192)]) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(uploadMessages.tooLarge('4 KB'));
    expect((await upload('/api/user/org-image', partner.token, multipart(null))).statusCode).toBe(422);
    expect(expectStatus(await a.get('/api/partner/profile', partner.token), 200).data.org_image).toBeNull();

    const tricky = expectStatus(await upload('/api/files', partner.token, multipart({ name: '../../etc/pass wd<x>.png', type: 'image/png', bytes: PNG }, { purpose: 'document' })), 200).data;
    expect(tricky.original_name).toBe('pass wd_x_.png');
    expect(tricky.url).toMatch(/^\/api\/files\/\d+\/pass%20wd_x_\.png$/);
    expect((await upload('/api/files', partner.token, multipart({ name: 'x.png', type: 'image/png', bytes: PNG }, { purpose: 'secret' }))).statusCode).toBe(422);
  });

  it('serves private documents only to their owner and staff', async () => {
    const partner = await createPartner(ctx);
    const doc = expectStatus(await upload('/api/files', partner.token, multipart({ name: 'annual report.pdf', type: 'application/pdf', bytes: PDF }, { purpose: 'document' })), 200).data;
    expect(doc).toMatchObject({ content_type: 'application/pdf', byte_size: PDF.length, original_name: 'annual report.pdf', purpose: 'document' });
    expect((await a.get(doc.url)).statusCode).toBe(404);
    const other = await createUser(ctx);
    expect((await a.get(doc.url, other.token)).statusCode).toBe(404);
    const mine = await a.get(doc.url, partner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toBe('attachment; filename="annual report.pdf"');
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect((await a.get(doc.url, admin)).statusCode).toBe(200);
    expect((await upload('/api/files', null, multipart({ name: 'a.pdf', type: 'application/pdf', bytes: PDF }, { purpose: 'document' }))).statusCode).toBe(401);
  });

  it('keeps contacts, tax details and country lists, with their validation and no partial writes', async () => {
    const partner = await createPartner(ctx);
    const [ke, sg] = [await countryId('KE'), await countryId('SG')];
    const withContact = expectStatus(
      await a.post('/api/user/contact', partner.token, { type: 'Finance', notifications: true, title: 'Ms', first_name: 'Wanjiru', last_name: 'Kamau', email: 'wanjiru@cause.example', phone: '+254 700 000000', position: 'Treasurer' }),
      200,
    ).data;
    expect(withContact.contacts).toEqual([expect.objectContaining({ type: 'Finance', notifications: true, email: 'wanjiru@cause.example', position: 'Treasurer' })]);
    const bad = await a.post('/api/user/contact', partner.token, { type: 'Friend', first_name: '', last_name: 'X', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name', 'type']);

    const withTax = expectStatus(await a.post('/api/user/addTaxDetails', partner.token, { country_id: ke, tax_type: 'PIN', tax_number: 'P051234567X' }), 200).data;
    expect(withTax.tax_details).toEqual([expect.objectContaining({ country_id: ke, country_name: 'Kenya', tax_type: 'PIN' })]);
    expect((await a.post('/api/user/addTaxDetails', partner.token, { country_id: 999999, tax_type: 'VAT', tax_number: '1' })).statusCode).toBe(422);
    // The same call serves members' giving accounts; a partner's must still name the country, type and number.
    const missing = await a.post('/api/user/addTaxDetails', partner.token, { tax_type: ' ', tax_number: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ country_id: [partnerMessages.countryRequired], tax_type: [partnerMessages.taxTypeRequired], tax_number: [partnerMessages.taxNumberRequired] });

    const placed = expectStatus(await a.post('/api/partner/profile', partner.token, { countries: { reg: [ke], ope: [ke, sg], tax: [ke] } }), 200).data;
    expect(placed.countries.map((c: { code: string; info_type: string }) => `${c.info_type}:${c.code}`).sort()).toEqual(['ope:KE', 'ope:SG', 'reg:KE', 'tax:KE']);
    const refused = await a.post('/api/partner/profile', partner.token, { org_mission: 'Changed', countries: { ope: [999999] } });
    expect(refused.statusCode).toBe(422);
    const after = expectStatus(await a.get('/api/partner/profile', partner.token), 200).data;
    expect(after.org_mission).toBeNull();
    expect(after.countries).toHaveLength(4);

    expectStatus(await a.del(`/api/user/contact/${withContact.contacts[0].id}`, partner.token), 200);
    expectStatus(await a.del(`/api/user/removeTaxDetails/${withTax.tax_details[0].id}`, partner.token), 200);
    expect((await a.del(`/api/user/contact/${withContact.contacts[0].id}`, partner.token)).statusCode).toBe(404);
  });

  it('shows the profile, bank details included, only to its partner and staff', async () => {
    const mine = await createPartner(ctx);
    const other = await createPartner(ctx);
    const business = await createUser(ctx);
    expect((await a.get('/api/partner/profile')).statusCode).toBe(401);
    expect((await a.get('/api/partner/profile', business.token)).statusCode).toBe(403);
    expect((await a.get(`/api/partner/profile?partner_id=${mine.id}`, other.token)).statusCode).toBe(403);
    expect((await a.post('/api/partner/profile', other.token, { partner_id: mine.id, bank_name: 'Mine now' })).statusCode).toBe(403);
    const contact = expectStatus(await a.post('/api/user/contact', mine.token, { type: 'Primary', first_name: 'A', last_name: 'B', email: 'a@b.example' }), 200).data.contacts[0];
    expect((await a.del(`/api/user/contact/${contact.id}`, other.token)).statusCode).toBe(404);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    expect(expectStatus(await a.get(`/api/partner/profile?partner_id=${mine.id}`, admin), 200).data.id).toBe(mine.id);
    expect(expectStatus(await a.post('/api/partner/profile', admin, { partner_id: mine.id, bank_name: 'Set by staff' }), 200).data.bank_name).toBe('Set by staff');
    expect((await a.get('/api/partner/profile', admin)).statusCode).toBe(404);
    expect((await a.post('/api/partner/profile', mine.token, { registration_date: '2999-01-01' })).statusCode).toBe(422);
    expect((await a.post('/api/partner/profile', mine.token, { finance_year_start: 'Smarch' })).statusCode).toBe(422);
  });
});
