import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { jobTexts } from '@goodhive/contract';
import { jobRuns, jobs } from '../src/db/schema/index.js';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { createJobRunner, occurrenceKey, parseRunDueArgs, formatRunLine, runDueAt, SCHEDULES, type JobHandler, type JobRunnerOptions } from '../src/modules/jobs/index.js';
import { useTestApp } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = { info: () => undefined, error: () => undefined };
let nameCounter = 0;
/** A job name of this test alone, so tests sharing the database never run each other's jobs. */
const uniqueName = (prefix: string) => `test-${prefix}-${Date.now().toString(36)}-${nameCounter++}`;

describe('the job runner', () => {
  const ctx = useTestApp({ seedDemo: false });
  const runner = (handlers: Record<string, JobHandler>, more: Partial<JobRunnerOptions> = {}) =>
    createJobRunner({
      db: ctx.database.db,
      config: ctx.config,
      mailer: createMailer(ctx.config, quietLog),
      handlers: new Map(Object.entries(handlers)),
      schedules: [],
      ...more,
    });
  const jobsNamed = (name: string) => ctx.database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
  const runsOf = (jobId: number) => ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job_id, jobId)).orderBy(jobRuns.id);

  it('runs each job exactly once when two runners claim at the same time', async () => {
    const name = uniqueName('once');
    const seen = new Map<number, number>();
    const byWorker = new Map<string, number>();
    const handler: JobHandler = async ({ job }) => {
      seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
      await sleep(5);
    };
    const now = new Date();
    const a = runner({ [name]: handler }, { workerId: 'worker-a', batchSize: 2 });
    const b = runner({ [name]: handler }, { workerId: 'worker-b', batchSize: 2 });
    for (let i = 0; i < 30; i++) await a.enqueue({ name, payload: { i }, runAt: now });

    const [ra, rb] = await Promise.all([a.runDue(now), b.runDue(now)]);
    for (const r of [...ra, ...rb]) byWorker.set(r.workerId, (byWorker.get(r.workerId) ?? 0) + 1);

    const rows = await jobsNamed(name);
    expect(rows).toHaveLength(30);
    expect(rows.every((j) => j.status === 'done' && j.attempts === 1 && j.locked_by === null)).toBe(true);
    expect([...seen.values()]).toEqual(Array(30).fill(1));
    expect(ra.length + rb.length).toBe(30);
    // Both runners did part of the work, and no job was done by both.
    expect(byWorker.get('worker-a')).toBeGreaterThan(0);
    expect(byWorker.get('worker-b')).toBeGreaterThan(0);
    const runs = await ctx.database.db.select().from(jobRuns).where(inArray(jobRuns.job_id, rows.map((j) => j.id)));
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(30);
    expect(runs.every((r) => r.outcome === 'done' && r.finished_at !== null && r.error === null)).toBe(true);
  });

  it('passes over a job another worker holds instead of waiting for it (PostgreSQL, row locks)', async ({ skip }) => {
    if (ctx.database.kind !== 'postgres') skip();
    const name = uniqueName('held');
    const ran: number[] = [];
    const worker = runner({ [name]: async ({ job }) => void ran.push(job.id) }, { workerId: 'worker-b' });
    const now = new Date();
    await worker.enqueue({ name, runAt: now });
    await worker.enqueue({ name, runAt: now });
    const [held, free] = await jobsNamed(name);
    // Another worker's claim in progress: its transaction holds the row lock of the first job.
    const client = await (ctx.database.db.$client as import('pg').Pool).connect();
    try {
      await client.query('begin');
      await client.query('select id from jobs where id = $1 for update', [held.id]);
      const timedOut = Symbol('waited for the lock');
      const outcome = await Promise.race([worker.runDue(now), sleep(5000).then(() => timedOut)]);
      expect(outcome).not.toBe(timedOut);
      expect(ran).toEqual([free.id]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    // Once the lock is gone, the job it passed over runs.
    await worker.runDue(now);
    expect(ran).toEqual([free.id, held.id]);
  });

  it('does not run a job before it is due', async () => {
    const name = uniqueName('due');
    let ran = 0;
    const r = runner({ [name]: async () => void ran++ });
    const due = new Date('2031-05-01T10:00:00Z');
    await r.enqueue({ name, runAt: due });
    expect(await r.runDue(new Date('2031-05-01T09:59:59Z'))).toEqual([]);
    expect(ran).toBe(0);
    const [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await runsOf(job.id)).toHaveLength(0);
    const reports = await r.runDue(due);
    expect(reports.map((x) => x.outcome)).toEqual(['done']);
    expect(ran).toBe(1);
  });

  it('retries a failed attempt with backoff, then marks the job failed after max_attempts, logging every attempt', async () => {
    const name = uniqueName('retry');
    let calls = 0;
    const r = runner({
      [name]: async () => {
        calls++;
        throw new Error(`the partner API answered 503 (call ${calls})`);
      },
    });
    const t0 = new Date('2031-06-01T00:00:00Z');
    await r.enqueue({ name, runAt: t0, maxAttempts: 3 });

    const first = await r.runDue(t0);
    expect(first).toMatchObject([{ outcome: 'retry', attempt: 1, error: 'the partner API answered 503 (call 1)' }]);
    expect(first[0].retryAt!.getTime()).toBe(t0.getTime() + 30_000);
    let [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'the partner API answered 503 (call 1)', locked_by: null });
    expect(job.run_at.getTime()).toBe(t0.getTime() + 30_000);

    // Not again before the backoff has passed.
    expect(await r.runDue(new Date(t0.getTime() + 29_999))).toEqual([]);
    const second = await r.runDue(new Date(t0.getTime() + 30_000));
    expect(second).toMatchObject([{ outcome: 'retry', attempt: 2 }]);
    expect(second[0].retryAt!.getTime()).toBe(t0.getTime() + 30_000 + 60_000);
    expect(await r.runDue(new Date(t0.getTime() + 89_999))).toEqual([]);
    const third = await r.runDue(new Date(t0.getTime() + 90_000));
    expect(third).toMatchObject([{ outcome: 'failed', attempt: 3, error: 'the partner API answered 503 (call 3)' }]);

    [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'the partner API answered 503 (call 3)', locked_by: null, locked_until: null });
    expect(job.finished_at).toBeInstanceOf(Date);
    const runs = await runsOf(job.id);
    expect(runs.map((x) => [x.attempt, x.outcome, x.error])).toEqual([
      [1, 'failed', 'the partner API answered 503 (call 1)'],
      [2, 'failed', 'the partner API answered 503 (call 2)'],
      [3, 'failed', 'the partner API answered 503 (call 3)'],
    ]);
    // A failed job stays failed.
    expect(await r.runDue(new Date(t0.getTime() + 86_400_000))).toEqual([]);
    expect(calls).toBe(3);
  });

  it('finishes a job that fails once and then succeeds, with both attempts in the run log', async () => {
    const name = uniqueName('flaky');
    let calls = 0;
    const r = runner({
      [name]: async () => {
        if (++calls === 1) throw new Error('timeout');
        return 'sent';
      },
    });
    const t0 = new Date('2031-07-01T00:00:00Z');
    await r.enqueue({ name, runAt: t0 });
    await r.runDue(t0);
    expect(await r.runDue(new Date(t0.getTime() + 30_000))).toMatchObject([{ outcome: 'done', attempt: 2, summary: 'sent' }]);
    const [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    expect((await runsOf(job.id)).map((x) => x.outcome)).toEqual(['failed', 'done']);
  });

  it('takes over a job whose worker stopped mid-run once its lease has passed, and never while it holds', async () => {
    const name = uniqueName('stale');
    let secondRan = 0;
    const now = new Date();
    const healthy = runner({ [name]: async () => void secondRan++ }, { workerId: 'worker-healthy' });
    await healthy.enqueue({ name, runAt: now });
    // A worker took the job and its process died mid-run: the row stays running under its 1 s lease, with the
    // attempt's run left open, and no heartbeat renews the lease any more.
    let [job] = await jobsNamed(name);
    await ctx.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_by: 'worker-crashed', locked_until: sql`now() + interval '1 second'` })
      .where(eq(jobs.id, job.id));
    await ctx.database.db.insert(jobRuns).values({ job_id: job.id, job_name: name, attempt: 1, worker_id: 'worker-crashed' });

    expect(await healthy.runDue(now)).toEqual([]);
    await sleep(1300);
    expect(await healthy.runDue(now)).toMatchObject([{ outcome: 'done', attempt: 2, workerId: 'worker-healthy' }]);
    expect(secondRan).toBe(1);
    [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    const runs = await runsOf(job.id);
    expect(runs.map((x) => [x.attempt, x.worker_id, x.outcome])).toEqual([
      [1, 'worker-crashed', 'abandoned'],
      [2, 'worker-healthy', 'done'],
    ]);
    expect(runs[0].error).toBe(jobTexts.workerStopped);
  });

  it('renews the lease while a long job runs, so no other worker takes it over as if its worker had stopped', async () => {
    const name = uniqueName('long');
    let runs = 0;
    const now = new Date();
    const slow = runner({ [name]: async () => { runs++; await sleep(2600); } }, { workerId: 'worker-slow', leaseSeconds: 1 });
    const other = runner({ [name]: async () => void runs++ }, { workerId: 'worker-other' });
    await slow.enqueue({ name, runAt: now });
    const finished = slow.runDue(now);
    for (let i = 0; i < 50 && (await jobsNamed(name))[0].status !== 'running'; i++) await sleep(20);
    // Well past the 1 s lease, the slow worker still holds the job.
    await sleep(1400);
    expect(await other.runDue(now)).toEqual([]);
    await sleep(700);
    expect(await other.runDue(now)).toEqual([]);
    expect(await finished).toMatchObject([{ outcome: 'done', attempt: 1, workerId: 'worker-slow' }]);
    expect(runs).toBe(1);
    const [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(await runsOf(job.id)).toHaveLength(1);
  });

  it('leaves a claimed job whose lease ran out while the jobs before it ran: the worker that took it over runs it once', async () => {
    const name = uniqueName('batch');
    const ranBy = new Map<number, string[]>();
    const now = new Date();
    const handler =
      (worker: string, ms: number): JobHandler =>
      async ({ job }) => {
        ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), worker]);
        await sleep(ms);
      };
    const slow = runner({ [name]: handler('worker-slow', 2000) }, { workerId: 'worker-slow', leaseSeconds: 1, batchSize: 2 });
    const other = runner({ [name]: handler('worker-other', 0) }, { workerId: 'worker-other' });
    await slow.enqueue({ name, payload: { n: 1 }, runAt: now });
    await slow.enqueue({ name, payload: { n: 2 }, runAt: now });
    const finished = slow.runDue(now);
    // The slow worker claimed both and runs the first; the second's 1 s lease runs out while it waits.
    await sleep(1400);
    const taken = await other.runDue(now);
    expect(taken).toMatchObject([{ outcome: 'done', attempt: 2, workerId: 'worker-other' }]);
    const reports = await finished;
    expect(reports.map((r) => r.workerId)).toEqual(['worker-slow']);
    const rows = await jobsNamed(name);
    expect(rows.map((j) => j.status)).toEqual(['done', 'done']);
    expect(rows.map((j) => ranBy.get(j.id))).toEqual([['worker-slow'], ['worker-other']]);
  });

  it('fails a job that has no handler at once, with a clear error', async () => {
    const name = uniqueName('orphan');
    const r = runner({});
    const now = new Date();
    await r.enqueue({ name, runAt: now });
    expect(await r.runDue(now)).toMatchObject([{ outcome: 'failed', error: jobTexts.noHandler(name) }]);
    const [job] = await jobsNamed(name);
    expect(job).toMatchObject({ status: 'failed', attempts: 1, last_error: jobTexts.noHandler(name) });
    expect((await runsOf(job.id)).map((x) => x.outcome)).toEqual(['failed']);
  });

  it('enqueues each occurrence of a schedule once, however many runners ask, and the next slot again', async () => {
    const name = uniqueName('hourly');
    const schedules = [{ name, everyMs: 3_600_000 }];
    const a = runner({}, { schedules });
    const b = runner({}, { schedules });
    const at = new Date('2031-08-01T10:17:00Z');
    const [fromA, fromB] = await Promise.all([a.enqueueSchedules(at), b.enqueueSchedules(at)]);
    expect([...fromA, ...fromB]).toEqual([occurrenceKey(name, new Date('2031-08-01T10:00:00Z'))]);
    await a.enqueueSchedules(new Date('2031-08-01T10:59:59Z'));
    await runner({}, { schedules }).enqueueSchedules(new Date('2031-08-01T10:30:00Z'));
    expect(await jobsNamed(name)).toHaveLength(1);
    await b.enqueueSchedules(new Date('2031-08-01T11:00:00Z'));
    const rows = await jobsNamed(name);
    expect(rows.map((j) => [j.dedupe_key, j.run_at.toISOString()])).toEqual([
      [`${name}@2031-08-01T10:00:00.000Z`, '2031-08-01T10:00:00.000Z'],
      [`${name}@2031-08-01T11:00:00.000Z`, '2031-08-01T11:00:00.000Z'],
    ]);
  });

  it('polls in the background once started, and stops cleanly', async () => {
    const name = uniqueName('poll');
    let ran = 0;
    const r = runner({ [name]: async () => void ran++ }, { pollMs: 20, jitterMs: 10 });
    await r.enqueue({ name, runAt: new Date() });
    r.start();
    for (let i = 0; i < 200 && ran === 0; i++) await sleep(20);
    await r.stop();
    expect(ran).toBe(1);
    await r.enqueue({ name, runAt: new Date() });
    await sleep(100);
    expect(ran).toBe(1);
    const rows = await jobsNamed(name);
    expect(rows.map((j) => j.status)).toEqual(['done', 'queued']);
  });
});

describe('JOBS_ENABLED', () => {
  it('runs the jobs in every server process by default, not under NODE_ENV=test unless asked, and never when turned off', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(/JOBS_ENABLED/);
  });
});

describe('npm run jobs:run-due', () => {
  const ctx = useTestApp({ seedDemo: false });

  it('reads --at as a UTC date or an instant, and refuses anything else', () => {
    expect(parseRunDueArgs(['--at', '2027-01-01']).at.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(parseRunDueArgs(['--at=2027-01-01T09:30:00Z']).at.toISOString()).toBe('2027-01-01T09:30:00.000Z');
    const now = new Date('2026-02-03T04:05:06Z');
    expect(parseRunDueArgs([], now).at).toBe(now);
    expect(() => parseRunDueArgs(['--at', 'soon'])).toThrow(/is not a date/);
    expect(() => parseRunDueArgs(['--at'])).toThrow(/needs a date/);
  });

  it('runs every schedule due at the given instant once, prints a line per job, and reports a failure', async () => {
    const mailer = createMailer(ctx.config, quietLog);
    const at = new Date('2027-01-01T00:00:00Z');
    const lines: string[] = [];
    const first = await runDueAt({ db: ctx.database.db, config: ctx.config, mailer, at, onRun: (r) => lines.push(formatRunLine(r)) });
    expect(first.ok).toBe(true);
    expect(first.reports.map((r) => r.name).sort()).toEqual(SCHEDULES.map((s) => s.name).sort());
    expect(lines).toHaveLength(SCHEDULES.length);
    expect(lines.find((l) => l.includes('trial-expiry'))).toMatch(/^DONE {2}trial-expiry #\d+ attempt 1: 0 trial member\(s\) downgraded$/);

    // The same instant again: every occurrence already ran.
    expect((await runDueAt({ db: ctx.database.db, config: ctx.config, mailer, at })).reports).toEqual([]);

    // A job that fails makes the command fail.
    const name = uniqueName('cli-fail');
    const handlers = new Map<string, JobHandler>([[name, async () => Promise.reject(new Error('no card on file'))]]);
    const schedules = [{ name, everyMs: 86_400_000 }];
    const failing = await runDueAt({ db: ctx.database.db, config: ctx.config, mailer, at, handlers, schedules });
    expect(failing.ok).toBe(false);
    expect(formatRunLine(failing.reports[0])).toMatch(new RegExp(`^RETRY {2}${name} #\\d+ attempt 1: no card on file \\(next try at 2027-01-01T00:00:30.000Z\\)$`));
  });
});
