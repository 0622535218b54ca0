import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer } from '../lib/mail/mailer.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import type { Startup } from '../startup.js';

/**
 * What every route module receives: the configuration and the shared services built once at start.
 * It lives apart from app.ts, which imports every route module, so that no route imports its assembler.
 */
export type AppContext = {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
  storage: FileStorage;
  version: string;
  /** Starting until the database is migrated and seeded; then ready. */
  startup: Startup;
};
