export { GoodhiveApiError, GoodhiveClient, type GoodhiveClientOptions } from './client.js';
export type { PathParams, QueryParams, RequestBody, SuccessBody } from './operations.js';
export type { components, operations, paths } from './schema.js';
export type { RateLimitState, RequestOptions, WriteOptions } from './transport.js';
export { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS, parseWebhookSignatureHeader, readWebhookEvent, verifyWebhookSignature, type GoodhiveWebhookEvent } from './webhooks.js';
