// The public face of the Giving API module: what other modules (webhooks) and the seed may import.
export { onApiGivingSettled } from './giving-payment.service.js';
export type { ApiGivingEvent, ApiGivingListener } from './giving-payment.service.js';
export { giveStoryEvents } from './story-events.job.js';
export { buildOpenApiDocument } from './openapi.js';
export { newSecret } from './api-keys.service.js';
