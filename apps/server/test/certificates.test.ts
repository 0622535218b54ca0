import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, certificateMessages } from '@goodhive/contract';
import { makeCertificateCodec } from '../src/modules/certificates/certificate-codes.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus, giveWithCard, pdfText } from './giving-helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
const shiftDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('gratitude certificates', () => {
  const ctx = useTestApp();
  const a = api(ctx);

  async function givingCompany(name: string) {
    const companyId = await createCompany(ctx, name);
    const member = await createUser(ctx, { companyId, isAdmin: true });
    await a.add(member.token, { project_id: 1382, impact_level_id: 3011, quantity: 50, company_id: companyId });
    await a.add(member.token, { project_id: 1380, impact_level_id: 3009, quantity: 2, company_id: companyId });
    await giveWithCard(ctx, member.token, SANDBOX_TEST_CARDS.succeeds, { company_id: companyId });
    return { companyId, member };
  }

  it('GET /api/user/impact-certifcate issues today’s certificate of the company, with a verification link', async () => {
    const { member } = await givingCompany('Grateful & Co');
    const cert = expectStatus(await a.get('/api/user/impact-certifcate', member.token), 200).data;
    expect(cert).toMatchObject({
      name: 'Grateful & Co',
      account: 'company',
      issued_on: today(),
      total_impacts: 52,
      beneficiaries: 52,
      projects_supported: 2,
      amount_usd: 3,
    });
    expect(cert.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cert.verify_url).toBe(`http://localhost:3999/certificate/verify/${cert.code}`);
  });

  it('downloads it as a real PDF and as an SVG image', async () => {
    const { member } = await givingCompany('Pdf <Makers>');
    const pdf = await a.get('/api/user/impact-certifcate?format=pdf', member.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="gratitude_certificate_${today()}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Certificate of Gratitude');
    expect(text).toContain('Pdf <Makers>');
    const svg = await a.get('/api/user/impact-certifcate?format=svg', member.token);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toContain('Pdf &lt;Makers&gt;');
    expect(svg.body).not.toContain('Pdf <Makers>');
  });

  it('answers 409 before the first paid impact, 401 without a token, 403 for a company of others, 422 for a bad format', async () => {
    const me = await createUser(ctx);
    const none = await a.get('/api/user/impact-certifcate', me.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(certificateMessages.nothingYet);
    expect((await a.get('/api/user/impact-certifcate')).statusCode).toBe(401);
    const { companyId } = await givingCompany('Someone Else Ltd');
    expect((await a.get(`/api/user/impact-certifcate?company_id=${companyId}`, me.token)).statusCode).toBe(403);
    expect((await a.get('/api/user/impact-certifcate?format=doc', me.token)).statusCode).toBe(422);
  });

  it('GET /api/certificates/:code confirms the figures from the ledger to anyone', async () => {
    const { member } = await givingCompany('Checked Co');
    const cert = expectStatus(await a.get('/api/user/impact-certifcate', member.token), 200).data;
    const checked = expectStatus(await a.get(`/api/certificates/${cert.code}`), 200).data;
    const { verify_url: _url, ...figures } = cert;
    expect(checked).toEqual(figures);
  });

  it('counts only what was paid by the end of the day of issue, and refuses forged, altered and future codes', async () => {
    const { companyId } = await givingCompany('Dated Co');
    const codec = makeCertificateCodec(ctx.config.oauthClientSecret);
    // A certificate "issued" yesterday: nothing had been given by then.
    const yesterday = codec.encode({ account: 'company', id: companyId, issuedOn: shiftDay(-1) });
    expect((await a.get(`/api/certificates/${yesterday}`)).statusCode).toBe(404);
    const tomorrow = codec.encode({ account: 'company', id: companyId, issuedOn: shiftDay(1) });
    expect((await a.get(`/api/certificates/${tomorrow}`)).statusCode).toBe(404);
    const forged = makeCertificateCodec('someone-elses-secret-1234567890').encode({ account: 'company', id: companyId, issuedOn: today() });
    const res = await a.get(`/api/certificates/${forged}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(certificateMessages.notFound);
    const genuine = codec.encode({ account: 'company', id: companyId, issuedOn: today() });
    expect(expectStatus(await a.get(`/api/certificates/${genuine}`), 200).data.total_impacts).toBe(52);
    const altered = `${genuine.slice(0, 10)}${genuine[10] === 'A' ? 'B' : 'A'}${genuine.slice(11)}`;
    expect((await a.get(`/api/certificates/${altered}`)).statusCode).toBe(404);
  });
});
