import type { DbOrTx } from '../../db/client.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import type { StoryRow } from './stories.repository.js';

const companyOf = (story: StoryRow) => (story.account === 'company' ? story.company_id : null);

/** Tells a company's endpoints that one of its stories stopped giving every month (in the caller's transaction). */
export async function emitStoryPaused(tx: DbOrTx, story: StoryRow, cause: 'member' | 'staff' | 'failed_charges', reason: string | null = null) {
  await emitWebhookEvent(tx, {
    type: 'story.paused',
    companyId: companyOf(story),
    data: { story_id: story.id, story_text: story.story_text, automation_status: 'paused', cause, reason },
  });
}

/** Tells a company's endpoints that a story's month could not be charged (retried later unless `final`). */
export async function emitStoryChargeFailed(tx: DbOrTx, story: StoryRow, run: { id: number; period: string }, reason: string, amountCents: number | null, final: boolean, nextAttemptAt: Date | null) {
  await emitWebhookEvent(tx, {
    type: 'giving.failed',
    companyId: companyOf(story),
    data: {
      giving_id: null,
      status: 'failed',
      story_id: story.id,
      period: run.period,
      amount_usd: amountCents === null ? null : amountCents / 100,
      currency: 'USD',
      reason,
      final,
      next_attempt_at: nextAttemptAt ? nextAttemptAt.toISOString() : null,
    },
  });
}
