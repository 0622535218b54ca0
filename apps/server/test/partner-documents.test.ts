import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { partnerDocumentMessages as msg, uploadMessages } from '@goodhive/contract';
import { files, partnerDocuments, partners, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { hashPassword } from '../src/lib/secrets.js';
import { bearer, signIn, useTestApp, type TestContext } from './helpers.js';
import { api, createUser, expectStatus } from './giving-helpers.js';

const PDF = Buffer.from('%PDF-1.4\n% remittance advice\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A multipart body: the text fields first, then the file (the order the web app sends). */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----goodhive-documents-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let counter = 0;
async function createPartner(ctx: TestContext) {
  counter += 1;
  const email = `docs${counter}-${process.pid}@cause.example`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email, first_name: 'Doc', last_name: `Keeper${counter}`, password_hash: await hashPassword('Partner2026'), role_id: 4, user_type: 'partner' })
    .returning({ id: users.id });
  const [partner] = await ctx.database.db.insert(partners).values({ user_id: user.id, worthy_cause_name: `Document Cause ${counter}` }).returning({ id: partners.id });
  return { id: partner.id, userId: user.id, token: await signIn(ctx, email, 'Partner2026') };
}

const remittance = (overrides: Record<string, string> = {}) => ({ title: 'Remittance advice Q1 2026', period_start: '2026-01-01', period_end: '2026-03-31', amount_usd: '1250.50', ...overrides });
const pdfFile = (name = 'advice.pdf') => ({ name, type: 'application/pdf', bytes: PDF });

/** Every stored file under the test upload folder. */
const storedFiles = (ctx: TestContext) => (fs.existsSync(ctx.config.uploads.dir) ? fs.readdirSync(ctx.config.uploads.dir, { recursive: true }).filter((f) => String(f).includes('.')) : []).length;
const fileRows = async (ctx: TestContext) => (await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(files))[0].n;

describe('partner documents', () => {
  const ctx = useTestApp({ env: { UPLOAD_MAX_BYTES: '16384' } });
  const a = api(ctx);
  const upload = (url: string, token: string | null, body: ReturnType<typeof multipart>) =>
    ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const download = (id: number, token?: string) => ctx.app.inject({ method: 'GET', url: `/api/user/download-remittance-pdf/${id}`, headers: token ? bearer(token) : {} });

  it('gives the demo partner its seeded remittance advice and annual document, and every partner the resources', async () => {
    const partner = await signIn(ctx, DEMO_USERS.partner.email);
    const advice = expectStatus(await a.get('/api/user/get-remittance-pdf', partner), 200);
    expect(advice.meta).toMatchObject({ total: 1, page: 1 });
    expect(advice.data[0]).toMatchObject({ kind: 'remittance', title: 'Remittance advice Q4 2025', period_start: '2025-10-01', period_end: '2025-12-31', amount_usd: 1842.5, viewed: false, content_type: 'application/pdf' });
    const me = expectStatus(await a.get('/api/user/current', partner), 200).data;
    const annual = expectStatus(await a.get(`/api/user/${me.id}/get-annual-document`, partner), 200).data;
    expect(annual).toEqual([expect.objectContaining({ kind: 'annual', year: 2025 })]);
    const other = await createPartner(ctx);
    const resources = expectStatus(await a.get('/api/partner/resources', other.token), 200);
    expect(resources.meta.total).toBe(2);
    expect(resources.data.every((d: { kind: string; partner_id: null; viewed: boolean }) => d.kind === 'resource' && d.partner_id === null && !d.viewed)).toBe(true);

    // The seeded bytes were put into this app's file storage when it started.
    const file = await download(advice.data[0].id, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="remittance-advice-2025-q4.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(advice.data[0].byte_size);
    expect((await download(resources.data[0].id, other.token)).statusCode).toBe(200);
  });

  it('lets staff upload a remittance advice that only its partner sees; the first download marks it viewed', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const mine = await createPartner(ctx);
    const other = await createPartner(ctx);
    const business = await createUser(ctx);
    const url = `/api/user/${mine.userId}/remittance-pdf`;

    expect((await upload(url, null, multipart(remittance(), pdfFile()))).statusCode).toBe(401);
    expect((await upload(url, mine.token, multipart(remittance(), pdfFile()))).statusCode).toBe(403);
    expect((await upload(url, business.token, multipart(remittance(), pdfFile()))).statusCode).toBe(403);
    const created = expectStatus(await upload(url, admin, multipart(remittance(), pdfFile('Q1 advice.pdf'))), 200);
    expect(created.message).toBe(msg.remittanceUploaded);
    expect(created.data).toMatchObject({ kind: 'remittance', partner_id: mine.id, amount_usd: 1250.5, period_start: '2026-01-01', period_end: '2026-03-31', file_name: 'Q1 advice.pdf', byte_size: PDF.length, viewed: false, viewed_at: null });
    const [row] = await ctx.database.db.select().from(partnerDocuments).where(eq(partnerDocuments.id, created.data.id));
    expect(row.amount_usd_cents).toBe(125050);
    const id = created.data.id as number;

    // Who may list it.
    expect((await a.get('/api/user/get-remittance-pdf')).statusCode).toBe(401);
    expect((await a.get('/api/user/get-remittance-pdf', business.token)).statusCode).toBe(403);
    expect(expectStatus(await a.get('/api/user/get-remittance-pdf', mine.token), 200).data.map((d: { id: number }) => d.id)).toEqual([id]);
    expect(expectStatus(await a.get('/api/user/get-remittance-pdf', other.token), 200).data).toEqual([]);
    expect((await a.get(`/api/user/get-remittance-pdf?user_id=${mine.userId}`, other.token)).statusCode).toBe(403);
    expect(expectStatus(await a.get(`/api/user/get-remittance-pdf?user_id=${mine.userId}`, admin), 200).meta.total).toBe(1);
    expect((await a.get('/api/user/get-remittance-pdf', admin)).json().errors).toEqual({ user_id: [msg.userIdRequired] });
    expect((await a.get(`/api/user/get-remittance-pdf?user_id=${business.id}`, admin)).statusCode).toBe(404);

    // Who may download it: never through /api/files for the partner, never for another partner.
    expect((await download(id)).statusCode).toBe(401);
    expect((await download(id, business.token)).statusCode).toBe(403);
    expect((await download(id, other.token)).statusCode).toBe(404);
    expect((await a.get(`/api/files/${row.file_id}`, mine.token)).statusCode).toBe(404);
    expect((await download(id, admin)).statusCode).toBe(200);
    const staffActingAsPartner = expectStatus(await a.get(`/api/user/impersonate/${mine.userId}`, admin), 200).data.access_token;
    expect((await download(id, staffActingAsPartner)).statusCode).toBe(200);
    expect(expectStatus(await a.get('/api/user/get-remittance-pdf', mine.token), 200).data[0].viewed).toBe(false);
    const got = await download(id, mine.token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toBe('attachment; filename="Q1 advice.pdf"');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const viewed = expectStatus(await a.get('/api/user/get-remittance-pdf', mine.token), 200).data[0];
    expect(viewed.viewed).toBe(true);
    expect(Date.parse(viewed.viewed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets the partner and staff mark a document read or unread, but not another partner', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const mine = await createPartner(ctx);
    const other = await createPartner(ctx);
    const id = expectStatus(await upload(`/api/user/${mine.userId}/remittance-pdf`, admin, multipart(remittance(), pdfFile())), 200).data.id;
    const status = (token: string | null, body: unknown) => a.post('/api/user/update-remittance-pdf-status', token, body);
    expect((await status(null, { id, viewed: true })).statusCode).toBe(401);
    expect((await status(other.token, { id, viewed: true })).statusCode).toBe(404);
    const read = expectStatus(await status(mine.token, { id, viewed: true }), 200);
    expect(read).toMatchObject({ message: msg.markedRead, data: { id, viewed: true } });
    // Read again keeps the first time it was read.
    expect(expectStatus(await status(mine.token, { id, viewed: true }), 200).data.viewed_at).toBe(read.data.viewed_at);
    expect(expectStatus(await status(admin, { id, viewed: false }), 200)).toMatchObject({ message: msg.markedUnread, data: { viewed: false, viewed_at: null } });
    expect((await status(mine.token, { id })).json().errors.viewed).toBeDefined();
    expect((await status(mine.token, { id: 99999999, viewed: true })).statusCode).toBe(404);
    const resource = expectStatus(await a.get('/api/partner/resources', mine.token), 200).data[0];
    const refused = await status(mine.token, { id: resource.id, viewed: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id: [msg.noReadStatus] });
  });

  it('refuses bad fields, wrong types, oversized files and unknown partners with clear messages, storing nothing', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const mine = await createPartner(ctx);
    const business = await createUser(ctx);
    const url = `/api/user/${mine.userId}/remittance-pdf`;
    const [rowsBefore, bytesBefore] = [await fileRows(ctx), storedFiles(ctx)];

    const bad = await upload(url, admin, multipart({ title: ' ', period_start: '2026-04-01', period_end: '2026-03-31', amount_usd: '12.345' }, pdfFile()));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['The title is required.'],
      period_end: ['The period must end on or after its first day.'],
      amount_usd: ['Enter the amount in US dollars with at most 2 decimals, e.g. 1250.00.'],
    });
    const badDays = await upload(url, admin, multipart(remittance({ period_start: '2026-02-30', amount_usd: '0' }), pdfFile()));
    expect(badDays.json().errors).toEqual({ period_start: ['Enter the first day of the period as yyyy-mm-dd.'], amount_usd: ['The amount must be above zero.'] });
    const nul = await upload(url, admin, multipart(remittance({ title: 'Advice\u0000Q1' }), pdfFile()));
    expect(nul.json().errors).toEqual({ title: ['Remove the control characters from this text.'] });
    const image = await upload(url, admin, multipart(remittance(), { name: 'advice.png', type: 'image/png', bytes: PNG }));
    expect(image.json().errors).toEqual({ file: [msg.pdfOnly] });
    const fake = await upload(url, admin, multipart(remittance(), { name: 'advice.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') }));
    expect(fake.json().errors).toEqual({ file: [uploadMessages.wrongDocumentType] });
    const huge = await upload(url, admin, multipart(remittance(), { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(20_000)]) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(uploadMessages.tooLarge('16 KB'));
    expect((await upload(url, admin, multipart(remittance(), null))).json().errors).toEqual({ file: [uploadMessages.fileRequired] });
    expect((await upload(`/api/user/${business.id}/remittance-pdf`, admin, multipart(remittance(), pdfFile()))).statusCode).toBe(404);
    expect((await upload('/api/user/99999999/annual-document', admin, multipart({ title: 'x', year: '2025' }, pdfFile()))).statusCode).toBe(404);
    const badYear = await upload(`/api/user/${mine.userId}/annual-document`, admin, multipart({ title: 'Annual', year: '1999' }, pdfFile()));
    expect(badYear.json().errors).toEqual({ year: [`The year must be between 2000 and ${new Date().getUTCFullYear() + 1}.`] });

    // A tricky file name is made safe; nothing above left a file behind.
    expect([await fileRows(ctx), storedFiles(ctx)]).toEqual([rowsBefore, bytesBefore]);
    const tricky = expectStatus(await upload(url, admin, multipart(remittance(), pdfFile('../../etc/pass wd<x>.pdf'))), 200).data;
    expect(tricky.file_name).toBe('pass wd_x_.pdf');
    expect(expectStatus(await a.get('/api/user/get-remittance-pdf', mine.token), 200).meta.total).toBe(1);
  });

  it('keeps annual documents per partner user: partners their own, staff any', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const mine = await createPartner(ctx);
    const other = await createPartner(ctx);
    const created = expectStatus(await upload(`/api/user/${mine.userId}/annual-document`, admin, multipart({ title: 'Annual statement 2025', year: '2025' }, pdfFile('annual.pdf'))), 200);
    expect(created).toMatchObject({ message: msg.annualUploaded, data: { kind: 'annual', year: 2025, title: 'Annual statement 2025', partner_id: mine.id } });
    const older = expectStatus(await upload(`/api/user/${mine.userId}/annual-document`, admin, multipart({ title: 'Annual statement 2024', year: '2024' }, pdfFile('annual.pdf'))), 200).data;
    const listUrl = `/api/user/${mine.userId}/get-annual-document`;
    expect(expectStatus(await a.get(listUrl, mine.token), 200).data.map((d: { year: number }) => d.year)).toEqual([2025, 2024]);
    expect(expectStatus(await a.get(`${listUrl}?limit=1&page=2`, mine.token), 200)).toMatchObject({ data: [{ id: older.id }], meta: { total: 2, page: 2, limit: 1 } });
    expect(expectStatus(await a.get(listUrl, admin), 200).meta.total).toBe(2);
    expect((await a.get(listUrl, other.token)).statusCode).toBe(403);
    expect((await a.get(listUrl)).statusCode).toBe(401);
    expect((await download(created.data.id, other.token)).statusCode).toBe(404);
    expect((await download(created.data.id, mine.token)).statusCode).toBe(200);
  });

  it('lets staff delete documents and their files; partners cannot', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const mine = await createPartner(ctx);
    const advice = expectStatus(await upload(`/api/user/${mine.userId}/remittance-pdf`, admin, multipart(remittance(), pdfFile())), 200).data;
    const annual = expectStatus(await upload(`/api/user/${mine.userId}/annual-document`, admin, multipart({ title: 'Annual', year: '2025' }, pdfFile())), 200).data;
    const bytesBefore = storedFiles(ctx);

    expect((await a.del(`/api/user/delete-remittance-pdf/${advice.id}`)).statusCode).toBe(401);
    expect((await a.del(`/api/user/delete-remittance-pdf/${advice.id}`, mine.token)).statusCode).toBe(403);
    expect((await a.del(`/api/user/delete-document/${annual.id}`, mine.token)).statusCode).toBe(403);
    expect((await a.del(`/api/user/delete-remittance-pdf/${annual.id}`, admin)).statusCode).toBe(404);
    expect(expectStatus(await a.del(`/api/user/delete-remittance-pdf/${advice.id}`, admin), 200)).toEqual({ status: 'success', message: msg.deleted, data: null });
    expect(expectStatus(await a.del(`/api/user/delete-document/${annual.id}`, admin), 200).message).toBe(msg.deleted);
    expect((await a.del(`/api/user/delete-document/${annual.id}`, admin)).statusCode).toBe(404);
    expect((await download(advice.id, mine.token)).statusCode).toBe(404);
    expect(expectStatus(await a.get('/api/user/get-remittance-pdf', mine.token), 200).data).toEqual([]);
    expect(storedFiles(ctx)).toBe(bytesBefore - 2);
    const resource = expectStatus(await a.get('/api/partner/resources', mine.token), 200).data[0];
    expect((await a.del(`/api/user/delete-document/${resource.id}`, admin)).statusCode).toBe(404);
  });

  it('lets staff share resources (PDF or image) with every partner and delete them', async () => {
    const admin = await signIn(ctx, DEMO_USERS.admin.email);
    const partner = await createPartner(ctx);
    const business = await createUser(ctx);
    const form = multipart({ title: 'Photo tips', description: 'How to take photos givers love.' }, { name: 'tips.png', type: 'image/png', bytes: PNG });
    expect((await upload('/api/admin/resources', partner.token, form)).statusCode).toBe(403);
    expect((await upload('/api/admin/resources', null, form)).statusCode).toBe(401);
    const bad = await upload('/api/admin/resources', admin, multipart({ title: '', description: 'x'.repeat(1001) }, pdfFile()));
    expect(Object.keys(bad.json().errors).sort()).toEqual(['description', 'title']);
    const created = expectStatus(await upload('/api/admin/resources', admin, form), 200);
    expect(created).toMatchObject({ message: msg.resourceUploaded, data: { kind: 'resource', partner_id: null, title: 'Photo tips', description: 'How to take photos givers love.', content_type: 'image/png' } });
    const listed = expectStatus(await a.get('/api/partner/resources?limit=-1', partner.token), 200);
    expect(listed.data[0].id).toBe(created.data.id);
    expect((await a.get('/api/partner/resources', business.token)).statusCode).toBe(403);
    expect(expectStatus(await a.get('/api/partner/resources', admin), 200).meta.total).toBe(listed.meta.total);
    const got = await download(created.data.id, partner.token);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    expect((await a.del(`/api/admin/resources/${created.data.id}`, partner.token)).statusCode).toBe(403);
    expectStatus(await a.del(`/api/admin/resources/${created.data.id}`, admin), 200);
    expect((await download(created.data.id, partner.token)).statusCode).toBe(404);
    const advice = expectStatus(await upload(`/api/user/${partner.userId}/remittance-pdf`, admin, multipart(remittance(), pdfFile())), 200).data;
    expect((await a.del(`/api/admin/resources/${advice.id}`, admin)).statusCode).toBe(404);
  });
});
