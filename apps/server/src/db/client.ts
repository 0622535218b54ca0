import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The query interface shared by both engines; repositories take this, or a transaction of it. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * A query of a hot path, built once per database handle and then run as a named prepared statement: the
 * query builder's work (and the server's planning on PostgreSQL) is done once instead of on every request.
 * `build` gets the handle and returns `query.prepare(name)` with `sql.placeholder(...)` for its values. A
 * transaction is a handle of its own, so inside one the query is built for it.
 */
export function preparedFor<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so several processes starting at once take turns. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar archive, which `loadDataDir` opens again (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// pg returns int8 (count(*), sums) and numeric as strings; PGlite returns numbers. Normalise here, once.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Opens PostgreSQL when a URL is given, else an embedded PGlite kept in `dataDir` (or in memory when dataDir is
 * null, starting from the dump `loadDataDir` when given).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
  /** Called with the text of every statement the database runs (tests count the queries of a call with it). */
  onQuery?: (query: string) => void;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery!(query) } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, types: pgTypes });
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusive(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the name searches (migration 0011); PostgreSQL has it built in.
  const extensions = { pg_trgm };
  const client = opts.dataDir ? new PGlite(path.join(opts.dataDir, 'pglite'), { extensions }) : new PGlite({ loadDataDir: opts.loadDataDir, extensions });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
