import { JOB_NAMES } from '@goodhive/contract';
import type { JobHandler, Schedule } from './job-types.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The recurring jobs: each occurrence (name and slot time) is enqueued once across every process. */
export const SCHEDULES: readonly Schedule[] = [
  { name: JOB_NAMES.trialExpiry, everyMs: HOUR },
  { name: JOB_NAMES.membershipExpiry, everyMs: HOUR },
  { name: JOB_NAMES.membershipRenewalReminders, everyMs: DAY },
  { name: JOB_NAMES.impactReminders, everyMs: HOUR },
  { name: JOB_NAMES.tokenExpiry, everyMs: HOUR },
  { name: JOB_NAMES.storyMonthlyGiving, everyMs: HOUR },
  { name: JOB_NAMES.milestoneEmails, everyMs: HOUR },
  { name: JOB_NAMES.apiStoryEvents, everyMs: HOUR / 4 },
];

const handlers = new Map<string, JobHandler>();
const prompt = new Set<string>();

/**
 * Registers the handler of a job name (a module does it in its index.ts). The runner fails a job whose name has
 * no handler, with a clear error, rather than leaving it queued. A `prompt` job must start within seconds of
 * being queued: the runner also polls for it alone, every second (see `promptPollMs`).
 */
export function registerJobHandler(name: string, handler: JobHandler, opts: { prompt?: boolean } = {}) {
  const known = handlers.get(name);
  if (known && known !== handler) throw new Error(`A handler for the job "${name}" is already registered.`);
  handlers.set(name, handler);
  if (opts.prompt) prompt.add(name);
}

/** The names of the jobs registered as prompt. */
export function promptJobNames(): string[] {
  return [...prompt];
}

/** Every registered handler, by job name. */
export function registeredJobHandlers(): ReadonlyMap<string, JobHandler> {
  return handlers;
}
