import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE, partnerApplicationTexts } from '@goodhive/contract';
import { auditLog, countries, partnerApplications, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { signIn, useTestApp } from './helpers.js';
import { createUser, expectStatus } from './giving-helpers.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const TEXT = Buffer.from('just some words, not a document');

/** A multipart body: the text fields, then the document. */
function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null) {
  const boundary = '----goodhive-application-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('partner applications', () => {
  const ctx = useTestApp({ smtp: true });
  const countryId = async () => (await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'KE')))[0]!.id;
  const fields = async (overrides: Record<string, string> = {}) => ({
    worthy_cause_name: 'Rift Valley Water Trust',
    first_name: 'Amani',
    last_name: 'Otieno',
    email: `apply-${Math.random().toString(36).slice(2)}@example.org`,
    country_id: String(await countryId()),
    website: 'https://riftvalleywater.example',
    about: 'We drill and maintain boreholes for rural schools in the Rift Valley.',
    ...overrides,
  });
  const apply = async (body: Record<string, string>, file: { name: string; bytes: Buffer } | null = { name: 'registration.pdf', bytes: PDF }) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/guest/partner-application', ...multipart(body, file) });
  const asStaff = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('a worthy cause applies; staff see it with its document and approve it, which creates the partner user, audited', async () => {
    const body = await fields();
    const submitted = expectStatus(await apply(body), 200);
    expect(submitted).toMatchObject({ message: partnerApplicationTexts.submitted, data: { status: 'pending' } });
    // Nobody can sign in for it yet.
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);

    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const list = expectStatus(await asStaff('GET', '/api/admin/partner-applications?status=pending', admin), 200).data as { id: number; email: string; document_url: string }[];
    const mine = list.find((a) => a.email === body.email)!;
    expect(mine).toMatchObject({ worthy_cause_name: 'Rift Valley Water Trust', country: 'Kenya', status: 'pending' });
    const document = await asStaff('GET', mine.document_url, admin);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const approved = expectStatus(await asStaff('POST', `/api/admin/partner-applications/${mine.id}/approve`, admin), 200);
    expect(approved.data).toMatchObject({ status: 'approved' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ user_type: 'partner', role_id: ROLE.WORTHY_CAUSE });
    expect(approved.data.partner_user_id).toBe(user!.id);
    await ctx.smtp.waitForMail(body.email, /./);
    const actions = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.subject_type, 'partner_application'))).map((e) => e.action);
    expect(actions).toContain('partner_application.approve');
    // Reviewed once only.
    expect((await asStaff('POST', `/api/admin/partner-applications/${mine.id}/approve`, admin)).statusCode).toBe(409);
  });

  it('approves in one transaction: when recording the approval fails, no partner user, organisation or audit row is left behind', async () => {
    const body = await fields();
    const { data } = expectStatus(await apply(body), 200);
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    // The approval's own write fails after the partner user is made in the same call.
    await ctx.database.db.execute(sql`create or replace function fail_application_approval() returns trigger language plpgsql as $$ begin if new.status = 'approved' then raise exception 'approval refused for the test'; end if; return new; end $$`);
    await ctx.database.db.execute(sql`create trigger fail_application_approval before update on partner_applications for each row execute function fail_application_approval()`);
    try {
      const res = await asStaff('POST', `/api/admin/partner-applications/${data.id}/approve`, admin);
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_application_approval on partner_applications`);
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const [application] = await ctx.database.db.select().from(partnerApplications).where(eq(partnerApplications.id, data.id));
    expect(application).toMatchObject({ status: 'pending', partner_user_id: null });
    const created = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.create'))).filter((e) => JSON.stringify(e.details ?? {}).includes(body.email));
    expect(created).toEqual([]);
    // Once the fault is gone the same application approves normally.
    expectStatus(await asStaff('POST', `/api/admin/partner-applications/${data.id}/approve`, admin), 200);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('refuses a wrong file type, a missing document, bad fields, a member e-mail and a second application, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(partnerApplications)).length;
    const wrongType = await apply(await fields(), { name: 'notes.pdf', bytes: TEXT });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.document).toEqual([partnerApplicationTexts.documentType]);
    const missing = await apply(await fields(), null);
    expect(missing.json().errors.document).toEqual([partnerApplicationTexts.documentRequired]);
    const badFields = await apply(await fields({ email: 'nope', about: 'short' }));
    expect(badFields.statusCode).toBe(422);
    expect(Object.keys(badFields.json().errors).sort()).toEqual(['about', 'email']);
    const member = await apply(await fields({ email: DEMO_USERS.admin.email }));
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(partnerApplicationTexts.emailTaken);
    expect((await ctx.database.db.select().from(partnerApplications)).length).toBe(before);

    const once = await fields();
    expectStatus(await apply(once), 200);
    const twice = await apply(once);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(partnerApplicationTexts.alreadyApplied);
  });

  it('staff decline with a reason (audited); members and visitors may not review', async () => {
    const body = await fields();
    const { data } = expectStatus(await apply(body), 200);
    const member = await createUser(ctx);
    expect((await asStaff('GET', '/api/admin/partner-applications', member.token)).statusCode).toBe(403);
    expect((await asStaff('POST', `/api/admin/partner-applications/${data.id}/approve`, member.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/partner-applications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/admin/partner-applications/${data.id}/document` })).statusCode).toBe(401);

    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const noReason = await asStaff('POST', `/api/admin/partner-applications/${data.id}/reject`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const rejected = expectStatus(await asStaff('POST', `/api/admin/partner-applications/${data.id}/reject`, admin, { reason: 'We could not verify the registration.' }), 200);
    expect(rejected.data).toMatchObject({ status: 'rejected', review_note: 'We could not verify the registration.', partner_user_id: null });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner_application.reject'));
    expect(entry).toMatchObject({ subject_id: data.id, reason: 'We could not verify the registration.' });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });
});
