import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';

export type JobLog = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** A job to add: due at `runAt` (default: the runner's now); with a `dedupeKey`, added once whoever asks again. */
export type EnqueueInput = { name: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number; dedupeKey?: string };

/** What a handler gets: the database, mail, and the instant to act at (the runner's clock, never the wall clock). */
export type JobContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Date;
  job: { id: number; name: string; payload: Record<string, unknown>; attempt: number; maxAttempts: number };
  /** Adds a follow-up job (due at `now` unless told). Returns false when its dedupe key was already taken. */
  enqueue(input: EnqueueInput): Promise<boolean>;
  log: JobLog;
};

/** Does the work of one job; throws to fail the attempt (it is retried with backoff). May return a short summary. */
export type JobHandler = (ctx: JobContext) => Promise<string | void>;

/** A recurring job declared in code: one occurrence per slot of `everyMs` (aligned to the epoch, so to UTC hours and days). */
export type Schedule = { name: string; everyMs: number; maxAttempts?: number };

/** How one attempt ended: done, failed for good, or failed and queued again for `retryAt`. */
export type JobRunReport = {
  jobId: number;
  name: string;
  attempt: number;
  workerId: string;
  outcome: 'done' | 'failed' | 'retry';
  summary?: string;
  error?: string;
  retryAt?: Date;
};
