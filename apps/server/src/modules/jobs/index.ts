// The public face of the jobs module: the runner (started by main.ts), the job command, and handler registration.
import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from './job-registry.js';
import { expireMemberships, expireTrials, queueRenewalReminders, sendRenewalReminder } from './membership-lifecycle.service.js';

export { SCHEDULES, registerJobHandler, registeredJobHandlers } from './job-registry.js';
export type { EnqueueInput, JobContext, JobHandler, JobLog, JobRunReport, Schedule } from './job-types.js';
export { createJobRunner, defaultBackoffMs, occurrenceKey, slotOf, type JobRunner, type JobRunnerOptions } from './runner.service.js';
export { formatRunLine, parseRunDueArgs, runDueAt } from './run-due.service.js';

registerJobHandler(JOB_NAMES.trialExpiry, expireTrials);
registerJobHandler(JOB_NAMES.membershipExpiry, expireMemberships);
registerJobHandler(JOB_NAMES.membershipRenewalReminders, queueRenewalReminders);
registerJobHandler(JOB_NAMES.membershipRenewalReminder, sendRenewalReminder);
