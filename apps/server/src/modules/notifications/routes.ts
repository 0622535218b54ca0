import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from '../jobs/index.js';
import { deliverBroadcast, emailBroadcastBatch } from './broadcasts.service.js';

// A broadcast's delivery (one set-based insert) and its e-mail batches run on the job runner.
registerJobHandler(JOB_NAMES.broadcastDelivery, deliverBroadcast);
registerJobHandler(JOB_NAMES.broadcastEmails, emailBroadcastBatch);

// The routes of the notifications module, for app.ts to register.
export { notificationRoutes } from './notifications.routes.js';
export { broadcastRoutes } from './broadcasts.routes.js';
