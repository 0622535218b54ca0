// Where the benchmark databases live: DATABASE_URL names the base database, and each bulk size or purpose sits
// beside it as base_<suffix> on the same PostgreSQL server (goodhive_bench_10k, goodhive_bench_1m, ...).
import pg from 'pg';
import { countLabel, databaseName, databaseUrlFor, presetCount } from './bench-stats.js';

/** The base when DATABASE_URL is not set: the local PostgreSQL of the development machines. */
export const DEFAULT_BASE_URL = 'postgres://postgres@127.0.0.1:5432/goodhive_bench';

export function baseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must name a PostgreSQL database (postgres://...).');
  return url || DEFAULT_BASE_URL;
}

/**
 * The bulk database chosen by `--size` (10k, 100k, 1m), or by `--count` (named after its count, e.g. 20k), or by
 * an explicit `--database` suffix; 1m when none is given.
 */
export function resolveBulkTarget(flags: { size?: string; count?: string; database?: string }): { count: number; url: string; suffix: string } {
  let count: number;
  if (flags.size !== undefined) {
    const preset = presetCount(flags.size);
    if (preset === null) throw new Error(`--size must be 10k, 100k or 1m (got "${flags.size}").`);
    count = preset;
  } else {
    count = Number(flags.count ?? process.env.BULK_COUNT ?? 1_000_000);
  }
  if (!Number.isInteger(count) || count < 1000) throw new Error('The count must be a whole number of at least 1000.');
  const suffix = flags.database ?? countLabel(count);
  return { count, url: databaseUrlFor(baseUrl(), suffix), suffix };
}

/** Runs `fn` on the server's maintenance database (postgres), for creating and dropping databases. */
export async function withMaintenance<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: string): Promise<boolean> {
  return withMaintenance(url, async (c) => (await c.query('select 1 from pg_database where datname = $1', [databaseName(url)])).rowCount === 1);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the database of `url` (closing its connections) when it exists, and creates it empty. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = quoteIdent(databaseName(url));
  await withMaintenance(url, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}

export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  if (await databaseExists(url)) return false;
  await withMaintenance(url, (c) => c.query(`create database ${quoteIdent(databaseName(url))}`));
  return true;
}

/** The URL without its password, for printing. */
export function printableUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
