import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { JobHandler, JobRunReport, Schedule } from './job-types.js';
import { createJobRunner } from './runner.service.js';

/** Reads `--at <date or date-time>` (UTC when no zone is given); without it, now. */
export function parseRunDueArgs(argv: readonly string[], now = new Date()): { at: Date } {
  const i = argv.findIndex((a) => a === '--at' || a.startsWith('--at='));
  if (i === -1) return { at: now };
  const value = argv[i].startsWith('--at=') ? argv[i].slice(5) : argv[i + 1];
  if (!value) throw new Error('--at needs a date, for example --at 2027-01-01 or --at 2027-01-01T09:30:00Z.');
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) throw new Error(`--at: "${value}" is not a date (use 2027-01-01 or 2027-01-01T09:30:00Z).`);
  return { at };
}

/** One line of the job command's output for an attempt. */
export function formatRunLine(r: JobRunReport): string {
  const head = `${r.outcome === 'retry' ? 'RETRY' : r.outcome.toUpperCase()}  ${r.name} #${r.jobId} attempt ${r.attempt}`;
  if (r.outcome === 'done') return r.summary ? `${head}: ${r.summary}` : head;
  return `${head}: ${r.error}${r.retryAt ? ` (next try at ${r.retryAt.toISOString()})` : ''}`;
}

/**
 * What `npm run jobs:run-due -- --at DATE` does: with the clock set to `at`, enqueues each schedule's occurrence
 * due then, runs every job due then (and the follow-ups they enqueue), and reports each attempt. `ok` is false
 * when an attempt failed.
 */
export async function runDueAt(input: {
  db: Db;
  config: Config;
  mailer: Mailer;
  at: Date;
  handlers?: ReadonlyMap<string, JobHandler>;
  schedules?: readonly Schedule[];
  onRun?: (report: JobRunReport) => void;
}): Promise<{ reports: JobRunReport[]; ok: boolean }> {
  const runner = createJobRunner({
    db: input.db,
    config: input.config,
    mailer: input.mailer,
    clock: () => input.at,
    handlers: input.handlers,
    schedules: input.schedules,
    workerId: `jobs-cli:${process.pid}`,
    onRun: input.onRun,
  });
  const reports = await runner.tick(input.at);
  return { reports, ok: reports.every((r) => r.outcome === 'done') };
}
