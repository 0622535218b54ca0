import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/seed/prepare.js';
import { createDiskStorage } from '../src/lib/storage/disk-storage.js';

/**
 * Migrating and seeding a database costs seconds; copying one costs a fraction of that. The test run prepares
 * two templates once (reference data only, and with the demo data), and every test file starts from a copy:
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, a data-folder dump loaded into a new in-memory PGlite. The demo
 * seed also writes documents into the file storage, so each template keeps its uploads folder to copy too.
 */
export type DatabaseTemplate = { source: string; uploads: string };
export type DatabaseTemplates = { engine: 'pglite' | 'postgres'; reference: DatabaseTemplate; demo: DatabaseTemplate };

const TEMPLATE_PREFIX = 'goodhive_tpl_';
/** Templates a crashed run left behind are dropped by a later run once they are this old. */
const STALE_AFTER_SECONDS = 6 * 3600;

export const withDatabaseName = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function prepareInto(database: Database, seedDemo: boolean, uploads: string) {
  await prepareDatabase(database, { seedDemo, storage: createDiskStorage(uploads) });
}

/** Builds both templates for the engine the tests use (TEST_DATABASE_URL names a PostgreSQL server). */
export async function buildTemplates(): Promise<{ templates: DatabaseTemplates; dispose: () => Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'goodhive-test-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const kinds = ['reference', 'demo'] as const;

  if (!serverUrl) {
    const built = await Promise.all(
      kinds.map(async (kind) => {
        const uploads = path.join(folder, `${kind}-uploads`);
        const database = await openDatabase({ dataDir: null });
        await prepareInto(database, kind === 'demo', uploads);
        const dump = await database.dumpDataDir!();
        await database.close();
        const source = path.join(folder, `${kind}.tar`);
        await fs.writeFile(source, Buffer.from(await dump.arrayBuffer()));
        return [kind, { source, uploads }] as const;
      }),
    );
    const templates = { engine: 'pglite' as const, ...Object.fromEntries(built) } as DatabaseTemplates;
    return { templates, dispose: () => fs.rm(folder, { recursive: true, force: true }) };
  }

  const stamp = Math.floor(Date.now() / 1000);
  const run = `${TEMPLATE_PREFIX}${stamp}_${crypto.randomBytes(3).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) {
      const created = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
      if (stamp - created > STALE_AFTER_SECONDS) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  });
  const built = await Promise.all(
    kinds.map(async (kind) => {
      const name = `${run}_${kind}`;
      const uploads = path.join(folder, `${kind}-uploads`);
      await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}"`));
      const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, name), dataDir: null });
      await prepareInto(database, kind === 'demo', uploads);
      await database.close();
      return [kind, { source: name, uploads }] as const;
    }),
  );
  const templates = { engine: 'postgres' as const, ...Object.fromEntries(built) } as DatabaseTemplates;
  return {
    templates,
    dispose: async () => {
      await withAdmin(serverUrl, async (admin) => {
        for (const kind of kinds) await admin.query(`drop database if exists "${templates[kind].source}" with (force)`);
      });
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
