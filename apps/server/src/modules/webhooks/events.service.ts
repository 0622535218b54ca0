import crypto from 'node:crypto';
import { JOB_NAMES, WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookEventType, type WebhookMode } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob } from '../jobs/index.js';
import * as repo from './webhooks.repository.js';

/** Who hears of an event: one company, every company that funded a project, or every company a remittance paid out for. */
export type WebhookAudience = { companyId: number | null } | { fundersOfProject: number } | { remittanceId: number };

export type WebhookEmit = WebhookAudience & {
  type: WebhookEventType;
  /** live (the default) or test: what a test API key did goes only to test endpoints. */
  mode?: WebhookMode;
  /**
   * The event's `data`, the same for every company (a remittance adds each company's own share); a function is
   * called only when some endpoint will hear of the event, so a path without subscribers reads nothing more.
   */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
};

/** A delivery attempt's job: attempt `attempt` of the automatic schedule, or a member's resend. */
export type DeliveryJobPayload = { deliveryId: number; trigger: 'automatic'; attempt: number } | { deliveryId: number; trigger: 'manual' };

/** The job of one automatic attempt, queued once (its dedupe key holds across processes and retries). */
export async function queueAttempt(tx: DbOrTx, deliveryId: number, attempt: number, runAt: Date) {
  const payload: DeliveryJobPayload = { deliveryId, trigger: 'automatic', attempt };
  await enqueueJob(tx, { name: JOB_NAMES.webhookDelivery, payload, runAt, maxAttempts: 3, dedupeKey: `webhook-delivery:${deliveryId}:${attempt}` });
}

/** The job of a member's resend: one attempt now, outside the automatic schedule. */
export async function queueResend(tx: DbOrTx, deliveryId: number) {
  const payload: DeliveryJobPayload = { deliveryId, trigger: 'manual' };
  await enqueueJob(tx, { name: JOB_NAMES.webhookDelivery, payload, runAt: new Date(), maxAttempts: 3 });
}

/** How many automatic attempts a delivery gets: the first and one after each wait (ten over about 24 hours). */
export const automaticAttempts = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/**
 * Records an event in the outbox, in the caller's transaction (so it exists exactly when the thing it tells of
 * was committed), with one delivery per enabled endpoint subscribed to its type and mode, each delivery's first
 * attempt queued on the job runner (a prompt job: it starts within about a second of the commit). A company
 * without such an endpoint gets no event row. Returns how many deliveries were queued.
 */
export async function emitWebhookEvent(tx: DbOrTx, input: WebhookEmit): Promise<number> {
  if ('companyId' in input && input.companyId === null) return 0;
  const mode = input.mode ?? 'live';
  const audience = 'companyId' in input ? { companyId: input.companyId! } : 'fundersOfProject' in input ? { fundersOfProject: input.fundersOfProject } : { remittanceId: input.remittanceId };
  const endpoints = await repo.findSubscribedEndpoints(tx, { type: input.type, mode, ...audience });
  if (!endpoints.length) return 0;
  const byCompany = new Map<number, number[]>();
  for (const e of endpoints) byCompany.set(e.company_id, [...(byCompany.get(e.company_id) ?? []), e.id]);
  const shares = 'remittanceId' in input ? new Map((await repo.findRemittanceShares(tx, input.remittanceId, [...byCompany.keys()])).map((s) => [s.company_id, s])) : null;
  const base = typeof input.data === 'function' ? await input.data() : input.data;
  const now = new Date();
  let queued = 0;
  for (const [companyId, endpointIds] of byCompany) {
    const share = shares?.get(companyId);
    const data = share ? { ...base, your_contributions: share.contributions, your_quantity: share.quantity, your_amount_usd: share.usd_cents / 100 } : base;
    const event = await repo.insertEvent(tx, { public_id: `evt_${crypto.randomBytes(12).toString('hex')}`, company_id: companyId, type: input.type, mode, data });
    const deliveries = await repo.insertDeliveries(
      tx,
      endpointIds.map((endpoint_id) => ({ event_id: event.id, endpoint_id })),
    );
    for (const d of deliveries) await queueAttempt(tx, d.id, 1, now);
    queued += deliveries.length;
  }
  return queued;
}
