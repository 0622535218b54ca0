// `npm run jobs:run-due [-- --at 2027-01-01]` opens the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR, as `npm start` does), migrates it, then with the clock set to the given instant (now by default)
// enqueues what the schedules make due, runs every due job once and prints one line per attempt. Exits 0 when
// every attempt succeeded, 1 when one failed, 2 when it could not run.
import { ConfigError, loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createMailer } from '../apps/server/src/lib/mail/mailer.js';
// The app loads every module, and each module registers its job handlers, exactly as in the server.
import '../apps/server/src/app.js';
import { formatRunLine, parseRunDueArgs, runDueAt } from '../apps/server/src/modules/jobs/index.js';

async function main(): Promise<number> {
  let config;
  let at: Date;
  try {
    config = loadConfig();
    ({ at } = parseRunDueArgs(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof ConfigError) console.error(`The configuration is invalid:\n  ${error.problems.join('\n  ')}`);
    else console.error((error as Error).message);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer(config, { error: (obj, msg) => console.error(msg, obj) });
  try {
    await database.exclusive(() => database.migrate());
    console.log(`Running the jobs due at ${at.toISOString()} on ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`);
    const { reports, ok } = await runDueAt({ db: database.db, config, mailer, at, onRun: (r) => console.log(formatRunLine(r)) });
    console.log(`${reports.length} job attempt(s), ${reports.filter((r) => r.outcome !== 'done').length} failed.`);
    return ok ? 0 : 1;
  } finally {
    mailer.close();
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error);
    process.exit(2);
  });
