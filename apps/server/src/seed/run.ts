import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from './prepare.js';
import { createDiskStorage } from '../lib/storage/disk-storage.js';

// `npm run seed`: migrates and seeds the configured database (idempotent), then exits.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database, { seedDemo: true, storage: createDiskStorage(config.uploads.dir) });
await database.close();
console.log('Database migrated and seeded.');
