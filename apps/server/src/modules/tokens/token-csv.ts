import type { FastifyRequest } from 'fastify';
import { EMPLOYEE_CSV_COLUMNS, TOKEN_LIMITS, tokenMessages, type EmployeeCsvRow } from '@goodhive/contract';
import { validationError } from '../../lib/errors.js';

/** The bytes of the CSV file of a multipart upload (field file), refused (422) when missing or too large. */
export async function readUploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validationError({ file: ['Choose a CSV file.'] });
  const file = await request.file({ limits: { fileSize: TOKEN_LIMITS.maxCsvBytes + 1 } });
  if (!file) throw validationError({ file: ['Choose a CSV file.'] });
  try {
    return await file.toBuffer();
  } catch {
    throw validationError({ file: [tokenMessages.csvTooLarge] });
  }
}

/** Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of cells. */
export function parseCsvText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Decodes bytes as UTF-8 (a byte order mark is dropped), or null when they are not UTF-8. */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[^\s@"<>,;]{2,}$/;
const FORMULA = /^[=+\-@\t\r]/;
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

export type CsvCheck = { rows: EmployeeCsvRow[]; errors: string[] };

/**
 * Reads an employee CSV (email, first_name, last_name, and token_amount unless `amounts` is off, as for the staff's
 * employee accounts) and checks every row: a valid e-mail, no
 * duplicate in the file, no cell that a spreadsheet would run as a formula, names of at most 40 characters and
 * an amount of at least 0.01 with two decimals at most. Problems of the file itself (encoding, header, size) are
 * in `errors`; nothing is saved here.
 */
export function checkEmployeeCsv(bytes: Buffer, opts: { amounts: boolean } = { amounts: true }): CsvCheck {
  if (bytes.length > TOKEN_LIMITS.maxCsvBytes) return { rows: [], errors: [tokenMessages.csvTooLarge] };
  const text = decodeUtf8(bytes);
  if (text === null || text.includes('\u0000')) return { rows: [], errors: [tokenMessages.csvEncoding] };
  const table = parseCsvText(text);
  if (table.length === 0) return { rows: [], errors: [tokenMessages.csvEmpty] };
  const header = table[0]!.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const col = Object.fromEntries(EMPLOYEE_CSV_COLUMNS.map((name) => [name, header.indexOf(name)])) as Record<(typeof EMPLOYEE_CSV_COLUMNS)[number], number>;
  if (col.email < 0 || (opts.amounts && col.token_amount < 0)) return { rows: [], errors: [opts.amounts ? tokenMessages.csvHeader : tokenMessages.csvAccountsHeader] };
  const body = table.slice(1);
  if (body.length === 0) return { rows: [], errors: [tokenMessages.csvEmpty] };
  if (body.length > TOKEN_LIMITS.maxCsvRows) return { rows: [], errors: [tokenMessages.csvTooMany(TOKEN_LIMITS.maxCsvRows)] };

  const seen = new Map<string, number>();
  const rows: EmployeeCsvRow[] = body.map((cells, i) => {
    const get = (idx: number) => (idx >= 0 ? (cells[idx] ?? '').trim() : '');
    const raw = { email: get(col.email), first_name: get(col.first_name), last_name: get(col.last_name), amount: opts.amounts ? get(col.token_amount) : '' };
    const errors: string[] = [];
    if ([raw.email, raw.first_name, raw.last_name, raw.amount].some((v) => FORMULA.test(v))) errors.push(tokenMessages.rowFormula);
    const email = raw.email.toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) errors.push(tokenMessages.invalidEmail);
    else if (seen.has(email)) errors.push(tokenMessages.rowDuplicate);
    else seen.set(email, i);
    if (raw.first_name.length > 40 || raw.last_name.length > 40) errors.push(tokenMessages.rowName);
    const amountOk = opts.amounts && AMOUNT.test(raw.amount) && Number(raw.amount) >= 0.01 && Number(raw.amount) <= TOKEN_LIMITS.maxIssueUsd;
    if (opts.amounts && !amountOk && !FORMULA.test(raw.amount)) errors.push(tokenMessages.rowAmount);
    return { line: i + 2, email, first_name: raw.first_name.slice(0, 40), last_name: raw.last_name.slice(0, 40), token_amount: amountOk ? Number(raw.amount) : null, errors };
  });
  // The first row of a duplicated e-mail is marked too, so both rows show what to fix.
  const dupes = new Set(rows.filter((r) => r.errors.includes(tokenMessages.rowDuplicate)).map((r) => r.email));
  for (const r of rows) if (dupes.has(r.email) && !r.errors.includes(tokenMessages.rowDuplicate)) r.errors.push(tokenMessages.rowDuplicate);
  return { rows, errors: [] };
}
