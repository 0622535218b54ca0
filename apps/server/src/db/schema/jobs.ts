import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';

/**
 * Background jobs: one row per piece of work, claimed by one worker at a time (`for update skip locked`), so a
 * job runs once however many server processes poll. A scheduled occurrence carries a `dedupe_key` (schedule name
 * and slot time), so it is enqueued once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** When the job becomes due (the runner's clock: real time on the server, the given instant in the job command). */
    run_at: utc('run_at').notNull().defaultNow(),
    /** queued, running, done or failed. */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    last_error: text('last_error'),
    /** The worker running it and until when its lease holds (database time); past it, another worker takes over. */
    locked_by: varchar('locked_by', { length: 128 }),
    locked_until: utc('locked_until'),
    /** Makes enqueueing the same occurrence twice a no-op. */
    dedupe_key: varchar('dedupe_key', { length: 255 }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
    finished_at: utc('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_uq').on(t.dedupe_key),
    index('jobs_due_idx').on(t.status, t.run_at),
    index('jobs_name_idx').on(t.name, t.created_at),
    check('jobs_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 and ${t.max_attempts} >= 1`),
  ],
);

/** One row per attempt at a job: who ran it, when, and how it ended (running, done, failed or abandoned). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    job_name: varchar('job_name', { length: 100 }).notNull(),
    attempt: integer('attempt').notNull(),
    worker_id: varchar('worker_id', { length: 128 }).notNull(),
    started_at: utc('started_at').notNull().defaultNow(),
    finished_at: utc('finished_at'),
    outcome: varchar('outcome', { length: 16 }).notNull().default('running'),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_idx').on(t.job_id, t.attempt),
    index('job_runs_started_idx').on(t.started_at),
    check('job_runs_outcome_ck', sql`${t.outcome} in ('running', 'done', 'failed', 'abandoned')`),
  ],
);
