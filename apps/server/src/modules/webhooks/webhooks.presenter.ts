import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@goodhive/contract';
import type { AttemptRow, DeliveryRow, EndpointRow } from './webhooks.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentEndpoint(e: EndpointRow): WebhookEndpoint {
  return {
    id: e.id,
    company_id: e.company_id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    mode: e.mode as 'live' | 'test',
    enabled: e.enabled,
    disabled_reason: (e.disabled_reason as 'manual' | 'failing' | null) ?? null,
    disabled_at: iso(e.disabled_at),
    secret_hint: e.secret.slice(-4),
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

export function presentAttempt(a: AttemptRow, number: number): WebhookAttempt {
  return {
    id: a.id,
    number,
    trigger: a.trigger as 'automatic' | 'manual',
    succeeded: a.succeeded,
    response_code: a.response_code,
    response_excerpt: a.response_excerpt,
    error: a.error,
    duration_ms: a.duration_ms,
    started_at: a.started_at.toISOString(),
  };
}

export function presentDelivery(d: DeliveryRow, event: { public_id: string; type: string }, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: d.id,
    endpoint_id: d.endpoint_id,
    event_id: event.public_id,
    event_type: event.type as WebhookEventType,
    status: d.status as WebhookDelivery['status'],
    next_attempt_at: iso(d.next_attempt_at),
    created_at: d.created_at.toISOString(),
    attempts: attempts.map((a, i) => presentAttempt(a, i + 1)),
  };
}
