// `npm test`: every check the project has, stage by stage, with one summary line of counts and times.
//
//   npm test                      lint, types, server and web tests, browser tests (PGlite, or TEST_DATABASE_URL)
//   npm test -- --skip browser    leave stages out (comma-separated: lint, types, unit, browser)
//   npm test -- --only unit       run only these stages
//   npm run test:quick            lint, types and the server tests on the embedded database: the inner loop
//
// The browser stage first makes sure Debian's Chromium is there (installing it when run as root with apt),
// or stops at once with the one command to run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';

const STAGES = ['lint', 'types', 'unit', 'browser'];
const LABELS = { lint: 'lint', types: 'types', unit: 'server and web tests', browser: 'browser tests' };

function parseArgs(argv) {
  const list = (value) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const opts = { only: null, skip: [], quick: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--only') opts.only = list(value());
    else if (name === '--skip') opts.skip = list(value());
    else if (name === '--quick') opts.quick = true;
    else throw new Error(`Unknown option ${arg}. Use --only, --skip (${STAGES.join(', ')}) or --quick.`);
  }
  for (const stage of [...(opts.only ?? []), ...opts.skip]) {
    if (!STAGES.includes(stage)) throw new Error(`Unknown stage '${stage}'. Stages: ${STAGES.join(', ')}.`);
  }
  return opts;
}

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const bin = (name) => path.join('node_modules', '.bin', name);

function describeVitest(report) {
  if (!report) return '';
  const parts = [`${report.numPassedTests} passed`];
  if (report.numFailedTests) parts.push(`${report.numFailedTests} failed`);
  if (report.numPendingTests || report.numTodoTests) parts.push(`${(report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)} skipped`);
  return parts.join(', ');
}

function describePlaywright(report) {
  const s = report?.stats;
  if (!s) return '';
  const parts = [`${s.expected} passed`];
  if (s.unexpected) parts.push(`${s.unexpected} failed`);
  if (s.flaky) parts.push(`${s.flaky} flaky`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  return parts.join(', ');
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const env = { ...process.env };
  let unitPaths = [];
  if (opts.quick) {
    opts.only = ['lint', 'types', 'unit'];
    unitPaths = ['packages', 'apps/server'];
    delete env.TEST_DATABASE_URL;
  }
  const stages = STAGES.filter((s) => (opts.only ? opts.only.includes(s) : true) && !opts.skip.includes(s));
  const database = env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-test-'));
  const results = [];
  const started = Date.now();

  // Set-up first: a machine without the browser learns it now, not after the other stages.
  if (stages.includes('browser')) {
    const t0 = Date.now();
    const chromium = ensureChromium({ executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium', allowInstall: env.GOODHIVE_INSTALL_CHROMIUM !== '0' });
    if (!chromium.ok) {
      console.error(chromium.message);
      results.push({ stage: 'browser', ok: false, counts: 'Chromium missing', seconds: Math.round((Date.now() - t0) / 1000) });
    }
  }

  for (const stage of results.length ? [] : stages) {
    const t0 = Date.now();
    console.log(`\n== ${LABELS[stage]}${stage === 'unit' || stage === 'browser' ? ` (${database})` : ''}`);
    let code;
    let counts = '';
    if (stage === 'lint') code = await run(bin('eslint'), ['.', '--max-warnings', '0'], env);
    else if (stage === 'types') {
      code = await run(bin('tsc'), ['-p', 'tsconfig.json'], env);
      if (code === 0) code = await run(bin('tsc'), ['-p', 'apps/web/tsconfig.json'], env);
    } else if (stage === 'unit') {
      const out = path.join(reports, 'vitest.json');
      code = await run(bin('vitest'), ['run', ...unitPaths, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
      counts = describeVitest(readJson(out));
    } else if (stage === 'browser') {
      code = await run('npm', ['run', 'build', '-w', '@goodhive/web'], env);
      if (code === 0) {
        const out = path.join(reports, 'playwright.json');
        code = await run(bin('playwright'), ['test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out });
        counts = describePlaywright(readJson(out));
      }
    }
    results.push({ stage, ok: code === 0, counts, seconds: Math.round((Date.now() - t0) / 1000) });
    if (code !== 0) break;
  }

  fs.rmSync(reports, { recursive: true, force: true });
  const ran = new Set(results.map((r) => r.stage));
  const parts = results.map((r) => `${LABELS[r.stage]} ${r.ok ? 'passed' : 'FAILED'}${r.counts ? ` (${r.counts})` : ''} ${r.seconds} s`);
  for (const stage of stages) if (!ran.has(stage)) parts.push(`${LABELS[stage]} not run`);
  const ok = results.every((r) => r.ok) && results.length === stages.length;
  console.log(`\nnpm test on ${database}: ${parts.join(' · ')} · total ${Math.round((Date.now() - started) / 1000)} s · ${ok ? 'PASSED' : 'FAILED'}`);
  process.exit(ok ? 0 : 1);
}

await main();
