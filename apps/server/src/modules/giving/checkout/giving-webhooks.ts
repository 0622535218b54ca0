import type { DbOrTx } from '../../../db/client.js';
import { emitWebhookEvent } from '../../webhooks/index.js';
import { findGroup, findGroupContributions, type GroupRow } from '../contributions/contributions.repository.js';

/**
 * Tells a company's webhook endpoints that one of its givings was paid or failed, in the caller's transaction (the
 * event exists exactly when the giving's new state does). A personal account's giving tells no one.
 */
export async function emitGivingEvent(tx: DbOrTx, groupOrId: GroupRow | number, type: 'giving.paid' | 'giving.failed', extra: Record<string, unknown> = {}) {
  const group = typeof groupOrId === 'number' ? await findGroup(tx, groupOrId) : groupOrId;
  if (!group || group.account !== 'company' || !group.company_id) return;
  await emitWebhookEvent(tx, {
    type,
    companyId: group.company_id,
    data: async () => {
      const lines = await findGroupContributions(tx, group.id);
      return {
        giving_id: group.id,
        status: group.status,
        amount_usd: group.total_usd_cents / 100,
        currency: 'USD',
        paid_at: group.paid_at ? group.paid_at.toISOString() : null,
        payment_method: group.funded_by === 'credit' ? 'giving_credit' : group.funded_by === 'token' ? 'tokens' : group.payment_provider,
        story_id: lines.find((l) => l.contribution_story_id !== null)?.contribution_story_id ?? null,
        campaign_id: group.campaign_id ?? null,
        lines: lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, amount_usd: l.amt_total_usd_cents / 100 })),
        ...extra,
      };
    },
  });
}
