import type { DbOrTx } from '../../db/client.js';
import type { EnqueueInput } from './job-types.js';
import { insertJob } from './jobs.repository.js';

/**
 * Queues a one-off job from outside the runner (a staff call that starts background work), in the caller's
 * transaction, due at `runAt` (now by default). With a dedupe key already taken it adds nothing and answers false.
 */
export async function enqueueJob(db: DbOrTx, input: EnqueueInput): Promise<boolean> {
  const row = await insertJob(db, { name: input.name, payload: input.payload, runAt: input.runAt ?? new Date(), maxAttempts: input.maxAttempts, dedupeKey: input.dedupeKey ?? null });
  return row !== undefined;
}
