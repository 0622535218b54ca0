import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from '../jobs/index.js';
import { queueDueReminders, sendImpactReminder } from './reminders.job.js';

// The hourly schedule (jobs' SCHEDULES) finds the reminders due; each one's e-mail is its own job.
registerJobHandler(JOB_NAMES.impactReminders, queueDueReminders);
registerJobHandler(JOB_NAMES.impactReminder, sendImpactReminder);

// The routes of the reminders module, for app.ts to register.
export { reminderRoutes } from './reminders.routes.js';
