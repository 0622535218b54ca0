import { webhookMessages, type WebhookDelivery } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { getManagedEndpoint } from './endpoints.service.js';
import { queueResend } from './events.service.js';
import { presentDelivery } from './webhooks.presenter.js';
import * as repo from './webhooks.repository.js';

/** GET /api/webhooks/endpoints/{id}/deliveries: a page of the endpoint's deliveries, newest first, with every attempt. */
export async function listDeliveries(db: DbOrTx, auth: AuthContext, endpointId: number, q: { limit: number; page: number }) {
  const endpoint = await getManagedEndpoint(db, auth, endpointId);
  const { rows, total } = await repo.findDeliveriesPage(db, endpoint.id, q.limit, (q.page - 1) * q.limit);
  const attempts = await repo.findAttempts(
    db,
    rows.map((r) => r.delivery.id),
  );
  const data: WebhookDelivery[] = rows.map((r) =>
    presentDelivery(
      r.delivery,
      r.event,
      attempts.filter((a) => a.delivery_id === r.delivery.id),
    ),
  );
  return { data, meta: { total, page: q.page, limit: q.limit } };
}

/** One delivery with its attempts, for a caller who may manage its endpoint (404 for another company's). */
async function getManagedDelivery(db: DbOrTx, auth: AuthContext, deliveryId: number) {
  const found = await repo.findDeliveryWithEvent(db, deliveryId);
  if (!found) throw notFound(webhookMessages.deliveryNotFound);
  const endpoint = await getManagedEndpoint(db, auth, found.endpoint.id).catch((e: unknown) => {
    // An endpoint of another company: the delivery is as unknown as the endpoint.
    if (e instanceof AppError && e.statusCode === 404) throw notFound(webhookMessages.deliveryNotFound);
    throw e;
  });
  return { ...found, endpoint };
}

/**
 * POST /api/webhooks/deliveries/{id}/resend: a new attempt of the delivery now (a job the runner starts within
 * about a second), whatever its state; the automatic retries, if any are left, go on as planned. The endpoint must
 * be enabled (409).
 */
export async function resendDelivery(db: Db, auth: AuthContext, deliveryId: number): Promise<WebhookDelivery> {
  const found = await db.transaction(async (tx) => {
    const d = await getManagedDelivery(tx, auth, deliveryId);
    if (!d.endpoint.enabled) throw conflict(webhookMessages.endpointDisabledCannotResend);
    await queueResend(tx, d.delivery.id);
    return d;
  });
  return presentDelivery(found.delivery, found.event, await repo.findAttempts(db, [found.delivery.id]));
}
