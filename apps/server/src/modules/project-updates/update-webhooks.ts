import type { DbOrTx } from '../../db/client.js';
import { emitWebhookEvent } from '../webhooks/index.js';

/**
 * Tells the endpoints of every company that funded the project (paid contributions) that an update of it was
 * published, in the caller's transaction.
 */
export async function emitUpdatePublished(tx: DbOrTx, update: { id: number; project_id: number; title: string }, appUrl?: string) {
  await emitWebhookEvent(tx, {
    type: 'project_update.published',
    fundersOfProject: update.project_id,
    data: { update_id: update.id, project_id: update.project_id, title: update.title, ...(appUrl ? { url: `${appUrl}/projectdetail/${update.project_id}` } : {}) },
  });
}
