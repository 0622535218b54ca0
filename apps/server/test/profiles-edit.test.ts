import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  companyProfileCompleteness,
  personalProfileCompleteness,
  profileEditMessages,
  uploadMessages,
} from '@goodhive/contract';
import { companies, countries, files, industries, userBusiness, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { bearer, signIn, useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n% a small document\n%%EOF\n');

/** A multipart body with one file under `field`. */
function multipart(field: string, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----goodhive-profile-boundary';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fullPersonal = {
  first_name: 'Priya',
  last_name: 'Nair',
  about_you: 'I give a day of clean water for every cup we sell.',
  facebook_url: 'https://facebook.com/priya',
  googleplus_url: 'https://plus.google.com/priya',
  linkedin_url: 'https://www.linkedin.com/in/priya',
  twitter_url: 'https://twitter.com/priya',
};

describe('personal and company profiles with completeness scores', () => {
  const ctx = useTestApp({ smtp: true, env: { UPLOAD_MAX_BYTES: '4096' } });
  const a = api(ctx);
  const upload = (url: string, token: string | null, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const fileCount = async () => (await ctx.database.db.select({ id: files.id }).from(files)).length;
  const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
  const companyRow = async (id: number) => (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  const industryId = async (name: string) => (await ctx.database.db.select({ id: industries.id }).from(industries).where(eq(industries.name, name)))[0].id;
  const anyIndustries = async () => (await ctx.database.db.select({ id: industries.id, name: industries.name }).from(industries).limit(2));

  async function companyWithOwner(name: string) {
    const companyId = await createCompany(ctx, name);
    const owner = await createUser(ctx, { companyId });
    await ctx.database.db.update(userBusiness).set({ is_owner: true }).where(eq(userBusiness.user_id, owner.id));
    return { companyId, owner };
  }

  describe('the scores (one rule for web and server)', () => {
    it('scores an empty personal profile 50 and lists every missing item with its points', () => {
      const none = personalProfileCompleteness({});
      expect(none.score).toBe(50);
      expect(none.missing.map((m) => [m.key, m.points])).toEqual([
        ['image', 10],
        ['first_name', 10],
        ['about_you', 10],
        ['facebook_url', 5],
        ['googleplus_url', 5],
        ['linkedin_url', 5],
        ['twitter_url', 5],
      ]);
    });

    it('gives no points for the default no-image picture or blank text, and reaches exactly 100 with everything', () => {
      expect(personalProfileCompleteness({ image: '/images/no-image.png', about_you: '   ', first_name: 'Sam' }).score).toBe(60);
      const all = personalProfileCompleteness({ ...fullPersonal, image: '/api/files/1/me.png' });
      expect(all).toEqual({ score: 100, missing: [] });
    });

    it('scores a company 50 with nothing, 100 with everything, and never above 100', () => {
      const none = companyProfileCompleteness({});
      expect(none.score).toBe(50);
      expect(none.missing.reduce((s, m) => s + m.points, 0)).toBe(50);
      const all = companyProfileCompleteness({
        company_logo: '/api/files/2/logo.png',
        mission: 'Water for all',
        email: 'hello@co.example',
        phone: '+65 6000 0000',
        facebook_url: 'https://facebook.com/co',
        googleplus_url: 'https://plus.google.com/co',
        linkedin_url: 'https://linkedin.com/company/co',
        twitter_url: 'https://twitter.com/co',
        website: 'https://co.example',
      });
      expect(all).toEqual({ score: 100, missing: [] });
      // Logo and mission only: 50 + 10 + 10.
      expect(companyProfileCompleteness({ company_logo: '/api/files/2/logo.png', mission: 'x' }).score).toBe(70);
    });
  });

  describe('GET and POST /api/user/{id}/profile', () => {
    it('saves the personal profile and answers the score rising from 60 to 90 with what is still missing', async () => {
      const me = await createUser(ctx);
      const before = expectStatus(await a.get(`/api/user/${me.id}/profile`, me.token), 200).data;
      // A new user has a first name only: 50 + 10.
      expect(before.completeness.score).toBe(60);
      const res = expectStatus(await a.post(`/api/user/${me.id}/profile`, me.token, fullPersonal), 200);
      expect(res.message).toBe(profileEditMessages.personalSaved);
      expect(res.data).toMatchObject({ first_name: 'Priya', about_you: fullPersonal.about_you, twitter_url: fullPersonal.twitter_url, pending_email: null });
      expect(res.data.completeness).toEqual({ score: 90, missing: [{ key: 'image', label: 'Profile picture', points: 10 }] });
      expect((await userRow(me.id)).linkedin_url).toBe(fullPersonal.linkedin_url);
      // Clearing a field takes its points away again.
      const cleared = expectStatus(await a.post(`/api/user/${me.id}/profile`, me.token, { ...fullPersonal, twitter_url: '' }), 200).data;
      expect(cleared.twitter_url).toBeNull();
      expect(cleared.completeness.score).toBe(85);
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const me = await createUser(ctx);
      const res = await a.post(`/api/user/${me.id}/profile`, me.token, { first_name: '', last_name: 'x'.repeat(41), facebook_url: 'javascript:alert(1)', email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors;
      expect(Object.keys(errors).sort()).toEqual(['email', 'facebook_url', 'first_name', 'last_name']);
      expect(errors.facebook_url).toEqual([profileEditMessages.invalidUrl]);
      const row = await userRow(me.id);
      expect(row).toMatchObject({ first_name: 'Giver', facebook_url: null, pending_email: null });
    });

    it('lets only the user themself write; staff read; guests, other businesses and partners are refused', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      const partner = await signIn(ctx, DEMO_USERS.partner.email);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      expect((await a.post(`/api/user/${me.id}/profile`, null, fullPersonal)).statusCode).toBe(401);
      expect((await a.get(`/api/user/${me.id}/profile`, null)).statusCode).toBe(401);
      for (const token of [other.token, partner, admin]) {
        const res = await a.post(`/api/user/${me.id}/profile`, token, fullPersonal);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(profileEditMessages.ownProfileOnly);
      }
      for (const token of [other.token, partner]) expect((await a.get(`/api/user/${me.id}/profile`, token)).statusCode).toBe(403);
      expect(expectStatus(await a.get(`/api/user/${me.id}/profile`, admin), 200).data.completeness.score).toBe(60);
      expect((await userRow(me.id)).first_name).toBe('Giver');
    });

    it('changes the login e-mail only once the link mailed to the new address is opened, and tells the old address', async () => {
      const me = await createUser(ctx);
      const newEmail = `renamed-${me.id}@test.example`;
      const res = expectStatus(await a.post(`/api/user/${me.id}/profile`, me.token, { ...fullPersonal, email: newEmail }), 200);
      expect(res.message).toBe(profileEditMessages.emailChangeSent(newEmail));
      expect(res.data).toMatchObject({ email: me.email, pending_email: newEmail });

      const confirm = await ctx.smtp.waitForMail(newEmail, /Confirm your new/);
      const warned = await ctx.smtp.waitForMail(me.email, /about to change/);
      expect(warned.text).toContain(newEmail);
      const key = /email_code=([A-Za-z0-9_%-]+)/.exec(confirm.text)?.[1];
      expect(key).toBeTruthy();
      expect(confirm.text).toContain(`${ctx.config.appUrl}/personal/profile/?email_code=`);

      // Until then the old address still signs in and the new one does not.
      await signIn(ctx, me.email, 'Giving2026');
      await expect(signIn(ctx, newEmail, 'Giving2026')).rejects.toThrow();

      expect((await a.post('/api/user/confirm-email-change', null, { email_code: 'x'.repeat(32) })).statusCode).toBe(404);
      const done = expectStatus(await a.post('/api/user/confirm-email-change', null, { email_code: decodeURIComponent(key!) }), 200);
      expect(done).toMatchObject({ message: profileEditMessages.emailChanged, data: { email: newEmail } });
      const row = await userRow(me.id);
      expect(row).toMatchObject({ email: newEmail, pending_email: null });
      expect(row.email_verified_at).not.toBeNull();
      const told = await ctx.smtp.waitForMail(me.email, /has changed/);
      expect(told.text).toContain(newEmail);
      // A link works once.
      const again = await a.post('/api/user/confirm-email-change', null, { email_code: decodeURIComponent(key!) });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(profileEditMessages.emailChangeLinkInvalid);
    });

    it('refuses an e-mail another account uses, with a field error, and keeps no pending change', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      const res = await a.post(`/api/user/${me.id}/profile`, me.token, { ...fullPersonal, email: other.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ email: [profileEditMessages.emailTaken] });
      expect(await userRow(me.id)).toMatchObject({ pending_email: null, first_name: 'Giver' });
    });
  });

  describe('POST /api/user/{id}/image', () => {
    it('stores a real picture, which adds its 10 points; a wrong type or a too large file is refused and nothing is stored', async () => {
      const me = await createUser(ctx);
      const files0 = await fileCount();
      const fake = await upload(`/api/user/${me.id}/image`, me.token, multipart('image', { name: 'me.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') }));
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.file).toEqual([uploadMessages.wrongImageType]);
      const pdf = await upload(`/api/user/${me.id}/image`, me.token, multipart('image', { name: 'me.pdf', type: 'application/pdf', bytes: PDF }));
      expect(pdf.statusCode).toBe(422);
      const huge = await upload(`/api/user/${me.id}/image`, me.token, multipart('image', { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(8192)]) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe(uploadMessages.tooLarge('4 KB'));
      expect((await upload(`/api/user/${me.id}/image`, me.token, multipart('image', null))).statusCode).toBe(422);
      expect(await fileCount()).toBe(files0);
      expect((await userRow(me.id)).image).toBeNull();

      const res = expectStatus(await upload(`/api/user/${me.id}/image`, me.token, multipart('image', { name: 'me.png', type: 'image/png', bytes: PNG })), 200);
      expect(res.message).toBe(profileEditMessages.imageSaved);
      expect(res.data.image).toMatch(/^\/api\/files\/\d+\/me\.png$/);
      expect(res.data.completeness.score).toBe(70);
      const served = await ctx.app.inject({ method: 'GET', url: res.data.image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('refuses guests, other businesses, partners and staff before storing anything', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      const partner = await signIn(ctx, DEMO_USERS.partner.email);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const files0 = await fileCount();
      const png = () => multipart('image', { name: 'x.png', type: 'image/png', bytes: PNG });
      expect((await upload(`/api/user/${me.id}/image`, null, png())).statusCode).toBe(401);
      for (const token of [other.token, partner, admin]) expect((await upload(`/api/user/${me.id}/image`, token, png())).statusCode).toBe(403);
      expect(await fileCount()).toBe(files0);
    });
  });

  describe('GET and POST /api/company/{id}', () => {
    it('lets the owner fill the company profile to 100 and answers what is missing on the way', async () => {
      const { companyId, owner } = await companyWithOwner('Profile Roasters');
      const empty = expectStatus(await a.get(`/api/company/${companyId}`, owner.token), 200).data;
      expect(empty).toMatchObject({ id: companyId, company_name: 'Profile Roasters', can_edit: true, completeness: { score: 50 } });
      expect(empty.completeness.missing).toHaveLength(9);

      const [first, second] = await anyIndustries();
      const sg = (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'SG')))[0].id;
      const body = {
        company_name: 'Profile Roasters Ltd',
        mission: 'A day of clean water for every cup.',
        email: 'hello@roasters.example',
        phone: '+65 6123 4567',
        website: 'https://roasters.example',
        facebook_url: 'https://facebook.com/roasters',
        googleplus_url: 'https://plus.google.com/roasters',
        linkedin_url: 'https://linkedin.com/company/roasters',
        twitter_url: 'https://twitter.com/roasters',
        industry1: first.id,
        industry2: second.id,
        address_1: '1 Harbour Road',
        address_2: '#02-01',
        city: 'Singapore',
        state: 'Central',
        country_id: sg,
        zip_code: '098765',
      };
      const saved = expectStatus(await a.post(`/api/company/${companyId}`, owner.token, body), 200);
      expect(saved.message).toBe(profileEditMessages.companySaved);
      expect(saved.data).toMatchObject({
        company_name: 'Profile Roasters Ltd',
        industry1: { id: first.id, name: first.name },
        industry2: { id: second.id, name: second.name },
        address: { address_1: '1 Harbour Road', city: 'Singapore', country_id: sg, country_name: 'Singapore', zip_code: '098765' },
      });
      // Everything but the logo: 100 - 10.
      expect(saved.data.completeness).toEqual({ score: 90, missing: [{ key: 'company_logo', label: 'Company logo', points: 10 }] });

      const logo = expectStatus(await upload(`/api/company/${companyId}/image`, owner.token, multipart('company_logo', { name: 'logo.png', type: 'image/png', bytes: PNG })), 200).data;
      expect(logo.company_logo).toMatch(/^\/api\/files\/\d+\/logo\.png$/);
      expect(logo.completeness).toEqual({ score: 100, missing: [] });
      const icon = expectStatus(await upload(`/api/company/${companyId}/image`, owner.token, multipart('company_icon', { name: 'icon.png', type: 'image/png', bytes: PNG })), 200).data;
      const banner = expectStatus(await upload(`/api/company/${companyId}/image`, owner.token, multipart('company_banner_img', { name: 'banner.png', type: 'image/png', bytes: PNG })), 200).data;
      expect(icon.company_icon).toMatch(/icon\.png$/);
      expect(banner.company_banner_img).toMatch(/banner\.png$/);
      expect(banner.company_logo).toBe(logo.company_logo);

      // The public business profile shows the new fields and images once public.
      await ctx.database.db.update(companies).set({ is_public: true }).where(eq(companies.id, companyId));
      const pub = expectStatus(await a.get(`/api/v2/guest/company/${companyId}/profile`), 200).data;
      expect(pub).toMatchObject({
        name: 'Profile Roasters Ltd',
        about: body.mission,
        logo_url: logo.company_logo,
        icon_url: icon.company_icon,
        banner_url: banner.company_banner_img,
        industry: first.name,
        industry2: second.name,
        city: 'Singapore',
        email: 'hello@roasters.example',
        phone: '+65 6123 4567',
        linkedin_url: body.linkedin_url,
      });
    });

    it('lets a company admin save it too, leaves fields not sent as they are and clears empty ones', async () => {
      const { companyId } = await companyWithOwner('Admin Edits Co');
      const admin = await createUser(ctx, { companyId, isAdmin: true });
      expectStatus(await a.post(`/api/company/${companyId}`, admin.token, { company_name: 'Admin Edits Co', mission: 'Trees', phone: '+65 6000 0000' }), 200);
      const res = expectStatus(await a.post(`/api/company/${companyId}`, admin.token, { company_name: 'Admin Edits Co', phone: '' }), 200).data;
      expect(res).toMatchObject({ mission: 'Trees', phone: null });
      expect(res.completeness.score).toBe(60);
    });

    it('refuses bad input with every field error and writes nothing', async () => {
      const { companyId, owner } = await companyWithOwner('Strict Co');
      const food = await industryId('Food & Beverages');
      const res = await a.post(`/api/company/${companyId}`, owner.token, {
        company_name: '',
        email: 'nope',
        phone: 'call me',
        website: 'roasters',
        twitter_url: 'ftp://x.example',
        zip_code: 'x'.repeat(30),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['company_name', 'email', 'phone', 'twitter_url', 'website', 'zip_code']);
      const refs = await a.post(`/api/company/${companyId}`, owner.token, { company_name: 'Strict Co', mission: 'kept out', industry1: 999999, industry2: food, country_id: 999999 });
      expect(refs.statusCode).toBe(422);
      expect(refs.json().errors).toEqual({ industry1: [profileEditMessages.unknownIndustry], country_id: [profileEditMessages.unknownCountry] });
      const same = await a.post(`/api/company/${companyId}`, owner.token, { company_name: 'Strict Co', industry1: food, industry2: food });
      expect(same.json().errors).toEqual({ industry2: [profileEditMessages.sameIndustries] });
      expect(await companyRow(companyId)).toMatchObject({ company_name: 'Strict Co', mission: null, email: null, industry_1: null, zip_code: null });
      expect((await a.post('/api/company/999999', owner.token, { company_name: 'Ghost' })).statusCode).toBe(404);
      expect((await a.get('/api/company/abc', owner.token)).statusCode).toBe(422);
    });

    it('lets only the owner and admins write; staff read; guests, members, other businesses and partners are refused', async () => {
      const { companyId } = await companyWithOwner('Guarded Co');
      const member = await createUser(ctx, { companyId });
      const outsider = await createUser(ctx);
      const partner = await signIn(ctx, DEMO_USERS.partner.email);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      expect((await a.get(`/api/company/${companyId}`, null)).statusCode).toBe(401);
      expect((await a.post(`/api/company/${companyId}`, null, { company_name: 'Taken' })).statusCode).toBe(401);
      for (const token of [member.token, outsider.token, partner]) {
        expect((await a.get(`/api/company/${companyId}`, token)).statusCode).toBe(403);
        const res = await a.post(`/api/company/${companyId}`, token, { company_name: 'Taken' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(profileEditMessages.companyAdminsOnly);
      }
      expect(expectStatus(await a.get(`/api/company/${companyId}`, admin), 200).data).toMatchObject({ company_name: 'Guarded Co', can_edit: false });
      expect((await a.post(`/api/company/${companyId}`, admin, { company_name: 'Taken' })).statusCode).toBe(403);
      expect((await companyRow(companyId)).company_name).toBe('Guarded Co');
    });
  });

  describe('POST /api/company/{id}/image', () => {
    it('refuses a wrong field, a wrong type or a too large image and stores nothing', async () => {
      const { companyId, owner } = await companyWithOwner('Image Rules Co');
      const files0 = await fileCount();
      const wrongField = await upload(`/api/company/${companyId}/image`, owner.token, multipart('avatar', { name: 'x.png', type: 'image/png', bytes: PNG }));
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().message).toBe(profileEditMessages.imageFieldRequired);
      const pdf = await upload(`/api/company/${companyId}/image`, owner.token, multipart('company_logo', { name: 'x.pdf', type: 'application/pdf', bytes: PDF }));
      expect(pdf.statusCode).toBe(422);
      expect(pdf.json().errors.file).toEqual([uploadMessages.wrongImageType]);
      const huge = await upload(`/api/company/${companyId}/image`, owner.token, multipart('company_banner_img', { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(8192)]) }));
      expect(huge.statusCode).toBe(413);
      expect(await fileCount()).toBe(files0);
      expect(await companyRow(companyId)).toMatchObject({ company_logo: null, company_icon: null, company_banner_img: null });
    });

    it('refuses guests, members, other businesses, partners and staff before storing anything', async () => {
      const { companyId } = await companyWithOwner('Image Guard Co');
      const member = await createUser(ctx, { companyId });
      const outsider = await createUser(ctx);
      const partner = await signIn(ctx, DEMO_USERS.partner.email);
      const admin = await signIn(ctx, DEMO_USERS.admin.email);
      const files0 = await fileCount();
      const png = () => multipart('company_logo', { name: 'x.png', type: 'image/png', bytes: PNG });
      expect((await upload(`/api/company/${companyId}/image`, null, png())).statusCode).toBe(401);
      for (const token of [member.token, outsider.token, partner, admin]) expect((await upload(`/api/company/${companyId}/image`, token, png())).statusCode).toBe(403);
      expect((await upload('/api/company/999999/image', outsider.token, png())).statusCode).toBe(404);
      expect(await fileCount()).toBe(files0);
    });
  });
});
