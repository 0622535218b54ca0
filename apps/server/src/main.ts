import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './seed/prepare.js';
import { buildApp } from './app.js';
import { createMailer } from './lib/mail/mailer.js';
import { createDiskStorage } from './lib/storage/disk-storage.js';
import { createJobRunner, type JobRunner } from './modules/jobs/index.js';
import { createStartup } from './startup.js';

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
  // Listen at once and answer 'starting' until the database is migrated and seeded, so a load balancer or script
  // waiting on /api/health never sends a sign-in to a half-seeded database.
  const startup = createStartup();
  const app = await buildApp({ config, database, startup });

  let jobs: JobRunner | null = null;
  const jobsMailer = createMailer(config, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Let the jobs of a poll under way finish first (a job cut off here is taken over once its lease passes).
    await jobs?.stop();
    jobsMailer.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await prepareDatabase(database, { seedDemo: config.seedDemo, storage: createDiskStorage(config.uploads.dir) });
  startup.markReady();
  if (config.jobsEnabled) {
    jobs = createJobRunner({ db: database.db, config, mailer: jobsMailer, log: app.log.child({ component: 'jobs' }) });
    jobs.start();
  }
  console.log(`Goodhive is running at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
