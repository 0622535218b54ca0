// The public face of the jobs module: the runner (started by main.ts), the job command, and handler registration.
export { SCHEDULES, promptJobNames, registerJobHandler, registeredJobHandlers } from './job-registry.js';
export type { EnqueueInput, JobContext, JobHandler, JobLog, JobRunReport, Schedule } from './job-types.js';
export { createJobRunner, defaultBackoffMs, occurrenceKey, slotOf, type JobRunner, type JobRunnerOptions } from './runner.service.js';
export { formatRunLine, parseRunDueArgs, runDueAt } from './run-due.service.js';
export { enqueueJob } from './enqueue.service.js';
