// `npm run lighthouse [-- --database demo --min 0.95 --only causes --runs 3 --save <dir> --skip-build]` scores the web app as a phone on a slow network
// would see it: it builds the web app, starts apps/server/src/main.ts as production runs it (NODE_ENV=production) on
// the PostgreSQL database with the demo data that bench:http uses (DATABASE_URL's base database with the suffix
// _demo, created and seeded on first use), and runs Lighthouse (mobile, simulated throttling) in Debian's Chromium
// on every public page: the public site (How it works, Causes, Community, Members, About, Help, Blog, Terms,
// Privacy), the sign-in screen, the project catalogue and a project page. Prints one table of the four category
// scores (performance, accessibility, best practices, SEO), first contentful paint, largest contentful paint,
// total blocking time, the JavaScript and all bytes transferred and the failed accessibility (axe) audits; exits 1
// when a page scores under --min (0.95) in any category or fails an accessibility audit. With --runs N each page is
// measured N times and the run with the median performance score is reported, each run's score beside it (--save
// keeps every run's report too). A report for people and CI, never part of npm test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES, TRIAL_IMPACTS } from '@goodhive/contract';
import { startApp } from './lib/bench-app.js';
import { baseUrl, createDatabaseIfMissing, printableUrl } from './lib/bench-db.js';
import { databaseUrlFor, fmt, formatTable } from './lib/bench-stats.js';
import { repoRoot, stopAll } from './lib/processes.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js';

const { values: flags } = parseArgs({
  options: {
    database: { type: 'string', default: 'demo' },
    min: { type: 'string', default: '0.95' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** Runs per page; the run with the median performance score is reported. */
    runs: { type: 'string', default: '1' },
    /** A folder to write each page's whole Lighthouse report into (JSON), to read its audits. */
    save: { type: 'string' },
  },
});
const minScore = Number(flags.min);
const runs = Math.max(1, Number(flags.runs) || 1);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const PAGES = [
  ...PUBLIC_PAGES.map((page) => ({ name: page.slug, path: page.path })),
  { name: 'sign-in', path: '/login' },
  { name: 'project catalogue', path: '/view-all-projects' },
  { name: 'project page', path: `/projectdetail/${TRIAL_IMPACTS.tree.project_id}` },
];

async function main(): Promise<number> {
  if (!flags['skip-build']) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@goodhive/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const url = databaseUrlFor(baseUrl(), flags.database);
  await createDatabaseIfMissing(url);
  console.log(`Database: ${printableUrl(url)} (demo data). Starting the app...`);
  const app = await startApp('app', url);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'),
  });
  const rows: string[][] = [];
  let failed = 0;
  try {
    for (const page of PAGES.filter((p) => !flags.only || p.name.includes(flags.only))) {
      // One throwaway run first: the server's first answers pay for warming up, which a visitor never sees.
      if (rows.length === 0) await lighthouse(`${app.base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { median: lhr, all } = await medianRun(`${app.base}${page.path}`, chrome.port);
      if (flags.save) {
        fs.mkdirSync(flags.save, { recursive: true });
        const file = page.name.replace(/\W+/g, '-');
        fs.writeFileSync(path.join(flags.save, `${file}.json`), JSON.stringify(lhr));
        if (all.length > 1) all.forEach((report, index) => fs.writeFileSync(path.join(flags.save!, `${file}-run${index + 1}.json`), JSON.stringify(report)));
      }
      const scores = CATEGORIES.map((category) => lhr.categories[category]?.score ?? 0);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scriptBytes = ((lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
      // The accessibility category's audits are axe's rules: any that fails is a violation.
      const axeFailures = (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
      const ok = scores.every((score) => score >= minScore) && axeFailures.length === 0;
      if (!ok) failed++;
      rows.push([
        `${page.name} (${page.path})`,
        ...scores.map((score) => fmt(score, 2)),
        fmt(audit('first-contentful-paint') / 1000),
        fmt(audit('largest-contentful-paint') / 1000),
        fmt(audit('total-blocking-time'), 0),
        fmt(scriptBytes / 1024, 0),
        fmt(audit('total-byte-weight') / 1024, 0),
        axeFailures.length ? axeFailures.join(' ') : '0',
        all.map((report) => fmt(report.categories.performance?.score ?? 0, 2)).join(' '),
        ok ? 'PASS' : 'FAIL',
      ]);
    }
  } finally {
    chrome.kill();
    await stopAll();
  }
  console.log(`\nLighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4x CPU slowdown), budget: every category >= ${minScore}, no failed accessibility audit`);
  console.log(formatTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'JS kB', 'transferred kB', 'axe failures', 'perf of each run', 'verdict'], rows));
  return failed ? 1 : 0;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * --runs reports of a page (one by default) in the order they ran, and the one with the median performance score,
 * since a shared machine moves the simulated timings from run to run. A run whose trace Lighthouse could not read
 * (its runtimeError, such as NO_NAVSTART, "Please run Lighthouse again") is run again, up to twice.
 */
async function medianRun(url: string, port: number): Promise<{ median: Report; all: Report[] }> {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    for (let attempt = 0; ; attempt++) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError || attempt === 2) {
        reports.push(result.lhr);
        break;
      }
      console.log(`  ${url}: ${result.lhr.runtimeError.code}, running it again`);
    }
  }
  const sorted = [...reports].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return { median: sorted[Math.floor(sorted.length / 2)]!, all: reports };
}

function lighthouseVersion(): string {
  const result = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { cwd: repoRoot, encoding: 'utf8' });
  return result.stdout.trim();
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(error);
    await stopAll();
    process.exit(2);
  },
);
