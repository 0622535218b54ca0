import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from '../jobs/index.js';
import { giveDueStories, mailStoryReceipt } from './recurring-giving.job.js';

// Stories' automated monthly giving on the job runner (hourly, in the jobs' SCHEDULES).
registerJobHandler(JOB_NAMES.storyMonthlyGiving, giveDueStories);
registerJobHandler(JOB_NAMES.storyReceiptMail, mailStoryReceipt);

// The routes of the stories module, for app.ts to register.
export { storyRoutes } from './stories.routes.js';
export { storyEmbedPageRoutes } from './story-embed.page.js';
export { recurringAdminRoutes } from './recurring-admin.routes.js';
