import crypto from 'node:crypto';
import os from 'node:os';
import { jobTexts } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { SCHEDULES, promptJobNames, registeredJobHandlers } from './job-registry.js';
import type { EnqueueInput, JobHandler, JobLog, JobRunReport, Schedule } from './job-types.js';
import * as repo from './jobs.repository.js';

/** Wait before attempt n + 1 after attempt n failed: 30 s, 1 min, 2 min ... at most an hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempt - 1));

/** The dedupe key of one occurrence of a schedule: its name and slot time. */
export const occurrenceKey = (name: string, slot: Date) => `${name}@${slot.toISOString()}`;

/** The start of the slot of `everyMs` that `now` falls in. */
export const slotOf = (now: Date, everyMs: number) => new Date(Math.floor(now.getTime() / everyMs) * everyMs);

export type JobRunnerOptions = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Names this worker in locks and the run log; unique per process by default. */
  workerId?: string;
  /** The runner's clock: when jobs are due and the `now` handlers get. The wall clock by default. */
  clock?: () => Date;
  handlers?: ReadonlyMap<string, JobHandler>;
  schedules?: readonly Schedule[];
  /** Polling: every `pollMs` plus a random jitter of up to `jitterMs`, so processes do not poll in step. */
  pollMs?: number;
  jitterMs?: number;
  /**
   * The prompt jobs (a webhook delivery must start within seconds of its event) are also polled alone, every
   * `promptPollMs` plus up to a quarter of it at random: one indexed query a second per process. 0 turns it off.
   */
  promptPollMs?: number;
  promptNames?: string[];
  /** How many jobs one claim takes. */
  batchSize?: number;
  /** How long a claimed job stays locked; past it (the worker stopped), another worker takes it over. */
  leaseSeconds?: number;
  backoffMs?: (attempt: number) => number;
  log?: JobLog;
  /** Called after every attempt (the job command prints a line each). */
  onRun?: (report: JobRunReport) => void;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

const quiet: JobLog = { info: () => undefined, error: () => undefined };
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)) || 'The job failed without a message.';

/**
 * The job runner: enqueues each due occurrence of the schedules once, claims due jobs (and jobs whose worker
 * stopped) with `for update skip locked`, runs each with its handler, records every attempt in job_runs, retries a
 * failed attempt with backoff up to the job's max_attempts, then marks it failed.
 */
export function createJobRunner(opts: JobRunnerOptions) {
  const workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const clock = opts.clock ?? (() => new Date());
  const schedules = opts.schedules ?? SCHEDULES;
  const handlers = () => opts.handlers ?? registeredJobHandlers();
  const pollMs = opts.pollMs ?? 5000;
  const jitterMs = opts.jitterMs ?? 2000;
  const promptPollMs = opts.promptPollMs ?? 1000;
  const promptNames = () => opts.promptNames ?? promptJobNames();
  const batchSize = opts.batchSize ?? 5;
  const leaseSeconds = opts.leaseSeconds ?? 300;
  const backoffMs = opts.backoffMs ?? defaultBackoffMs;
  const log = opts.log ?? quiet;
  const enqueuedSlots = new Map<string, number>();

  async function enqueue(input: EnqueueInput, now: Date = clock()): Promise<boolean> {
    const row = await repo.insertJob(opts.db, { name: input.name, payload: input.payload, runAt: input.runAt ?? now, maxAttempts: input.maxAttempts, dedupeKey: input.dedupeKey });
    return row !== undefined;
  }

  /** Enqueues the current occurrence of every schedule (once: the dedupe key holds across processes). */
  async function enqueueSchedules(now: Date = clock()): Promise<string[]> {
    const added: string[] = [];
    for (const s of schedules) {
      const slot = slotOf(now, s.everyMs);
      if (enqueuedSlots.get(s.name) === slot.getTime()) continue;
      const key = occurrenceKey(s.name, slot);
      if (await enqueue({ name: s.name, runAt: slot, maxAttempts: s.maxAttempts, dedupeKey: key }, now)) added.push(key);
      enqueuedSlots.set(s.name, slot.getTime());
    }
    return added;
  }

  async function runOne(job: repo.JobRow, now: Date): Promise<JobRunReport> {
    const base = { jobId: job.id, name: job.name, attempt: job.attempts, workerId };
    if (job.attempts > 1) await repo.abandonOpenRuns(opts.db, [job.id]);
    if (job.attempts > job.max_attempts) {
      // Its last attempt was taken over from a worker that stopped: no attempt left.
      await repo.settleJob(opts.db, job.id, workerId, { status: 'failed', error: job.last_error ?? jobTexts.workerStopped });
      return { ...base, attempt: job.max_attempts, outcome: 'failed', error: job.last_error ?? jobTexts.workerStopped };
    }
    const run = await repo.insertRun(opts.db, { jobId: job.id, jobName: job.name, attempt: job.attempts, workerId });
    const handler = handlers().get(job.name);
    // While the handler runs, the lease is renewed every third of its length, so a long job is never taken over
    // by another worker as if this one had stopped.
    const heartbeat = setInterval(() => {
      repo.extendLease(opts.db, job.id, workerId, leaseSeconds).catch((e: unknown) => log.error({ err: e, jobId: job.id }, 'job lease renewal failed'));
    }, (leaseSeconds * 1000) / 3);
    heartbeat.unref?.();
    try {
      return await attempt(job, now, run, handler, base);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function attempt(job: repo.JobRow, now: Date, run: repo.JobRunRow, handler: JobHandler | undefined, base: Omit<JobRunReport, 'outcome'>): Promise<JobRunReport> {
    if (!handler) {
      const error = jobTexts.noHandler(job.name);
      await repo.finishRun(opts.db, run.id, 'failed', error);
      await repo.settleJob(opts.db, job.id, workerId, { status: 'failed', error });
      return { ...base, outcome: 'failed', error };
    }
    try {
      const summary = await handler({
        db: opts.db,
        config: opts.config,
        mailer: opts.mailer,
        now,
        job: { id: job.id, name: job.name, payload: (job.payload ?? {}) as Record<string, unknown>, attempt: job.attempts, maxAttempts: job.max_attempts },
        enqueue: (input) => enqueue(input, now),
        log,
      });
      await repo.finishRun(opts.db, run.id, 'done', null);
      await repo.settleJob(opts.db, job.id, workerId, { status: 'done' });
      return { ...base, outcome: 'done', summary: summary || undefined };
    } catch (e) {
      const error = messageOf(e);
      log.error({ err: e, job: job.name, jobId: job.id, attempt: job.attempts }, 'job attempt failed');
      await repo.finishRun(opts.db, run.id, 'failed', error);
      if (job.attempts >= job.max_attempts) {
        await repo.settleJob(opts.db, job.id, workerId, { status: 'failed', error });
        return { ...base, outcome: 'failed', error };
      }
      const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
      await repo.settleJob(opts.db, job.id, workerId, { status: 'queued', error, retryAt });
      return { ...base, outcome: 'retry', error, retryAt };
    }
  }

  /**
   * Claims and runs every job due at `now` (and the follow-ups they enqueue for `now`) until none is left; only
   * jobs of the given names when `names` is set.
   */
  async function runDue(now: Date = clock(), names?: string[], exceptNames?: string[]): Promise<JobRunReport[]> {
    const reports: JobRunReport[] = [];
    for (;;) {
      const claimed = await repo.claimJobs(opts.db, { workerId, now, limit: batchSize, leaseSeconds, names, exceptNames });
      if (claimed.length === 0) return reports;
      for (const job of claimed) {
        // The batch was claimed at once: renew the lease as each job starts, and leave a job whose lease ran out
        // while the ones before it ran (another worker has taken it over).
        if (!(await repo.extendLease(opts.db, job.id, workerId, leaseSeconds))) {
          log.info({ job: job.name, jobId: job.id }, 'job lease lost before it started; another worker has it');
          continue;
        }
        const report = await runOne(job, now);
        reports.push(report);
        log.info({ job: report.name, jobId: report.jobId, attempt: report.attempt, outcome: report.outcome, error: report.error }, 'job attempt');
        opts.onRun?.(report);
      }
    }
  }

  /** One poll: enqueue what the schedules make due, then run what is due. */
  async function tick(now: Date = clock(), exceptNames?: string[]) {
    await enqueueSchedules(now);
    return runDue(now, undefined, exceptNames);
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let promptTimer: NodeJS.Timeout | null = null;
  let promptRunning: Promise<unknown> | null = null;
  let stopped = true;
  const nextPrompt = () => {
    if (stopped || promptPollMs <= 0) return;
    promptTimer = setTimeout(() => {
      promptTimer = null;
      const names = promptNames();
      promptRunning = (names.length ? runDue(clock(), names) : Promise.resolve())
        .catch((e) => log.error({ err: e }, 'job runner prompt poll failed'))
        .finally(() => {
          promptRunning = null;
          nextPrompt();
        });
    }, promptPollMs + Math.random() * (promptPollMs / 4));
    promptTimer.unref?.();
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      // While the prompt loop runs, its jobs are its own: the two loops share this worker's id, so a prompt job
      // whose lease ran out in this loop's batch could otherwise be taken again by the other and run twice.
      running = tick(clock(), promptPollMs > 0 ? promptNames() : undefined)
        .catch((e) => log.error({ err: e }, 'job runner poll failed'))
        .finally(() => {
          running = null;
          next();
        });
    }, pollMs + Math.random() * jitterMs);
    timer.unref?.();
  };

  return {
    workerId,
    enqueue,
    enqueueSchedules,
    runDue,
    tick,
    /** Starts polling in the background. */
    start() {
      if (!stopped) return;
      stopped = false;
      next();
      nextPrompt();
    },
    /** Stops polling and waits for the jobs of a poll under way to finish. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (promptTimer) clearTimeout(promptTimer);
      timer = null;
      promptTimer = null;
      await Promise.all([running, promptRunning]);
    },
  };
}
