import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { buildApp } from './app.js';
import { createDiskStorage } from './lib/storage/disk-storage.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error('Goodhive cannot start, the configuration is invalid:');
      for (const line of error.problems) console.error(`  ${line}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database, { seedDemo: config.seedDemo, storage: createDiskStorage(config.uploads.dir) });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Goodhive is running at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
