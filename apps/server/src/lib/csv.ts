import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet read a cell as a formula (or hide one behind a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a text cell a spreadsheet would run as a formula, by prefixing an apostrophe. */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | null;

/**
 * A CSV document: a UTF-8 byte order mark (so spreadsheets read accents and symbols correctly), the header,
 * CRLF line ends (RFC 4180), and every text cell escaped against formula injection.
 */
export function toCsv(header: readonly string[], rows: CsvCell[][]): string {
  const safe = rows.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'string' ? escapeFormula(cell) : cell)));
  return stringify([header.map(escapeFormula), ...safe], { bom: true, record_delimiter: 'windows' });
}

/** An amount with 2 decimals and no thousands separator, as spreadsheets read numbers. */
export const csvAmount = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/** A UTC day (YYYY-MM-DD) of a timestamp, or null. */
export const csvDay = (v: Date | string | null) => (v ? new Date(v).toISOString().slice(0, 10) : null);
