import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });

describe('npm test on a machine without Chromium', () => {
  it('stops at once with the one command to run, instead of running the browser tests', () => {
    const started = Date.now();
    const result = run('node', ['scripts/test.mjs'], { CHROMIUM_PATH: '/nonexistent/chromium', GOODHIVE_INSTALL_CHROMIUM: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.stdout).toMatch(/browser tests FAILED/);
    expect(result.stdout).toMatch(/lint not run/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names the stages it knows when given another', () => {
    const result = run('node', ['scripts/test.mjs', '--only', 'everything']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Stages: lint, types, unit, browser');
  });
});

describe('CI preparing PostgreSQL', () => {
  const script = 'scripts/ci/prepare-postgres.sh';

  it('fails at once with one clear line when the server is not reachable', () => {
    const started = Date.now();
    const result = run('bash', [script], { PGPORT_CI: '1', CI_PG_START: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('PostgreSQL: not reachable at 127.0.0.1:1. Start it (pg_ctlcluster <version> main start) and run again.');
    expect(result.stdout).toBe('');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('creates the database it connects to when it is missing, and prints its address', async () => {
    const name = `goodhive_ci_${crypto.randomBytes(4).toString('hex')}`;
    const result = run('bash', [script], { PGDATABASE_CI: name, CI_PG_START: '0' });
    expect(result.status).toBe(0);
    const url = result.stdout.trim();
    expect(url).toMatch(new RegExp(`/${name}(\\?|$)`));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('select current_database() as name');
    await client.end();
    expect(rows[0].name).toBe(name);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database ${name}`);
    await admin.end();
  });
});
