// The public face of the webhooks module: other modules record their events here, inside their own transaction.
export { emitWebhookEvent, type WebhookAudience, type WebhookEmit } from './events.service.js';
