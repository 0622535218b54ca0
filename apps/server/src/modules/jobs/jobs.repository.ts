import { and, asc, desc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobRuns, jobs } from '../../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
export type NewJob = { name: string; payload?: Record<string, unknown>; runAt: Date; maxAttempts?: number; dedupeKey?: string | null };

/** Adds a job; with a dedupe key already taken it adds nothing and returns undefined. */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({ name: job.name, payload: job.payload ?? {}, run_at: job.runAt, max_attempts: job.maxAttempts ?? 5, dedupe_key: job.dedupeKey ?? null })
    .onConflictDoNothing({ target: jobs.dedupe_key })
    .returning();
  return row;
}

/**
 * Takes up to `limit` jobs for `workerId` (of the given names only, when named): those queued and due at `now`
 * (the runner's clock), and those whose worker stopped mid-run (lease passed, by the database's own clock). One statement, `for update skip locked`, so
 * two workers never take the same row; each taken job counts an attempt and gets a lease of `leaseSeconds`.
 */
export async function claimJobs(db: DbOrTx, opts: { workerId: string; now: Date; limit: number; leaseSeconds: number; names?: string[]; exceptNames?: string[] }): Promise<JobRow[]> {
  const dueNow = or(and(eq(jobs.status, 'queued'), lte(jobs.run_at, opts.now)), and(eq(jobs.status, 'running'), lt(jobs.locked_until, sql`now()`)));
  const claimable = opts.exceptNames?.length ? and(notInArray(jobs.name, opts.exceptNames), dueNow) : dueNow;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(opts.names ? and(inArray(jobs.name, opts.names), claimable) : claimable)
    .orderBy(asc(jobs.run_at), asc(jobs.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      locked_by: opts.workerId,
      locked_until: sql`now() + ${opts.leaseSeconds}::int * interval '1 second'`,
      updated_at: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // An update answers its rows in no set order: run them oldest due first.
  return claimed.sort((x, y) => x.run_at.getTime() - y.run_at.getTime() || x.id - y.id);
}

/**
 * Renews this worker's lease on a job it runs (before it starts, and as a heartbeat while it runs). Returns false
 * when the lease was lost to another worker, which then owns the job.
 */
export async function extendLease(db: DbOrTx, jobId: number, workerId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ locked_until: sql`now() + ${leaseSeconds}::int * interval '1 second'`, updated_at: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.locked_by, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Closes the run rows a stopped worker left open for these jobs. */
export async function abandonOpenRuns(db: DbOrTx, jobIds: number[]) {
  if (jobIds.length === 0) return;
  await db
    .update(jobRuns)
    .set({ outcome: 'abandoned', finished_at: sql`now()`, error: 'The worker stopped before the attempt finished.' })
    .where(and(inArray(jobRuns.job_id, jobIds), eq(jobRuns.outcome, 'running')));
}

export async function insertRun(db: DbOrTx, run: { jobId: number; jobName: string; attempt: number; workerId: string }): Promise<JobRunRow> {
  const [row] = await db.insert(jobRuns).values({ job_id: run.jobId, job_name: run.jobName, attempt: run.attempt, worker_id: run.workerId }).returning();
  return row;
}

export async function finishRun(db: DbOrTx, runId: number, outcome: 'done' | 'failed', error: string | null) {
  await db.update(jobRuns).set({ outcome, error, finished_at: sql`now()` }).where(eq(jobRuns.id, runId));
}

/**
 * Ends a job this worker still holds: done, failed for good, or queued again for `retryAt`. Returns false when
 * the lease was lost (another worker took the job over), so nothing is overwritten.
 */
export async function settleJob(
  db: DbOrTx,
  jobId: number,
  workerId: string,
  result: { status: 'done' } | { status: 'failed'; error: string } | { status: 'queued'; error: string; retryAt: Date },
): Promise<boolean> {
  const finished = result.status === 'queued' ? null : sql`now()`;
  const rows = await db
    .update(jobs)
    .set({
      status: result.status,
      last_error: result.status === 'done' ? null : result.error,
      run_at: result.status === 'queued' ? result.retryAt : sql`${jobs.run_at}`,
      locked_by: null,
      locked_until: null,
      finished_at: finished,
      updated_at: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.locked_by, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findRuns(db: DbOrTx, jobId: number): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.job_id, jobId)).orderBy(asc(jobRuns.id));
}

export async function findJobsByName(db: DbOrTx, name: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(desc(jobs.id));
}
