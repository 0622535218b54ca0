// The routes of the milestones module for app.ts, and its job handler for the runner.
import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from '../jobs/index.js';
import { sendDueMilestoneEmails } from './milestones.service.js';

registerJobHandler(JOB_NAMES.milestoneEmails, sendDueMilestoneEmails);

export { milestoneRoutes } from './milestones.routes.js';
