import type { FileStorage } from '../lib/storage/file-storage.js';
import type { Database } from '../db/client.js';
import { seedReferenceData } from './reference.js';
import { seedDemoData } from './demo.js';

/**
 * Migrates, then seeds reference data and (optionally) the demo accounts, whose documents go into `storage`.
 * Safe to run on every start.
 */
export async function prepareDatabase(database: Database, opts: { seedDemo: boolean; storage: FileStorage }) {
  // One process prepares at a time; the others wait, then find nothing left to do.
  await database.exclusive(async () => {
    await database.migrate();
    await database.db.transaction(async (tx) => {
      await seedReferenceData(tx);
      if (opts.seedDemo) await seedDemoData(tx, opts.storage);
    });
  });
}
