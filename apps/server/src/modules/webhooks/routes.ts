import { JOB_NAMES } from '@goodhive/contract';
import { registerJobHandler } from '../jobs/index.js';
import { deliverWebhook } from './delivery.job.js';

// Each delivery attempt must start within seconds of its event: a prompt job, polled every second.
registerJobHandler(JOB_NAMES.webhookDelivery, deliverWebhook, { prompt: true });

export { webhookRoutes } from './webhooks.routes.js';
