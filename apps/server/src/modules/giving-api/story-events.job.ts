import { givingApiMessages as m } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { visibleTo } from '../catalogue/index.js';
import type { JobContext } from '../jobs/index.js';
import { failLiveGivingAndTell, giveOnTestLedger, insertLiveGiving, payLiveGiving, type GivingRequest, type PricedLine } from './giving-payment.service.js';
import * as repo from './public-api.repository.js';

/** A period is given this long after it ends, so an event accepted at its last moment is surely written. */
const GRACE_MS = 5 * 60_000;
const BATCH = 100;
/** A live events giving left pending this long (its runner stopped mid-payment) is paid again, with the same charge key. */
const STALE_MS = 15 * 60_000;

const chargeKeyOf = (givingId: number) => `goodhive-api-events-${givingId}`;

/** The story's lines times the period's business moments, and whether every line may still be given. */
async function pricedLines(db: DbOrTx, storyId: number, moments: number, countryId: number | null) {
  const lines = await repo.findStoryLines(db, [storyId], visibleTo({ account: 'company', countryId }));
  const priced: PricedLine[] = lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity * moments, unit_price_cents: l.price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit, project_title: l.project_title, impact_unit: l.impact_unit }));
  return { priced, givable: lines.length > 0 && lines.every((l) => l.givable) };
}

type Period = { story_id: number; company_id: number; mode: string; period: string };

/**
 * One story's period: under its lock, the open events are summed, one giving written (on the test ledger, or a
 * pending live giving) and the events tied to it, all in one transaction, so no event is given twice or left out.
 */
async function batchPeriod(ctx: JobContext, p: Period) {
  return ctx.db.transaction(async (tx) => {
    await repo.lockEventPeriod(tx, p.story_id, p.mode, p.period);
    const open = await repo.sumOpenEvents(tx, p.story_id, p.mode, p.period);
    if (!open.events) return null;
    const story = await repo.findStoryEvenDeleted(tx, p.story_id);
    const { priced, givable } = await pricedLines(tx, p.story_id, open.n, await repo.findCompanyCountry(tx, p.company_id));
    const req: GivingRequest = { companyId: p.company_id, keyId: null, userId: story!.user_id, source: 'events', storyId: p.story_id, period: p.period, quantity: open.n, customerReference: null, payment: 'auto', lines: priced };
    const mark = (inner: DbOrTx, givingId: number) => repo.markEventsGiven(inner, p.story_id, p.mode, p.period, givingId).then(() => undefined);
    if (p.mode === 'test') {
      await giveOnTestLedger(tx, req, mark);
      return { events: open.events, live: null };
    }
    const row = await insertLiveGiving(tx, req);
    await mark(tx, row.id);
    return { events: open.events, live: { row, req, givable: givable && !story!.deleted_at } };
  });
}

/**
 * The `api-story-events` job (every 15 minutes): each story's business events of a day or month that has ended
 * become one giving, the story's lines times the events' quantity. Test events go to the test ledger; live ones
 * are paid like an API giving with payment auto (credit, tokens, card), or kept failed with the reason.
 */
export async function giveStoryEvents(ctx: JobContext): Promise<string> {
  const before = new Date(ctx.now.getTime() - GRACE_MS);
  const counts = { paid: 0, failed: 0, pending: 0, test: 0, events: 0 };
  const deps = { db: ctx.db, config: ctx.config, log: ctx.log };
  for (let progress = true; progress; ) {
    progress = false;
    for (const p of await repo.findDueEventPeriods(ctx.db, before, BATCH)) {
      const made = await batchPeriod(ctx, p);
      if (!made) continue;
      progress = true;
      counts.events += made.events;
      if (!made.live) {
        counts.test += 1;
      } else if (!made.live.givable) {
        await failLiveGivingAndTell(ctx.db, made.live.row, m.storyUnavailable);
        counts.failed += 1;
      } else {
        try {
          const giving = await payLiveGiving(deps, made.live.row, made.live.req, chargeKeyOf(made.live.row.id));
          counts[giving.status === 'paid' ? 'paid' : 'failed'] += 1;
        } catch (e) {
          // Not a decline (a provider or network error): the giving stays pending and the sweep below pays it on
          // a later run under the same charge key; the other periods go on.
          ctx.log.error({ err: e, giving: made.live.row.id }, 'story events giving could not be paid yet');
          counts.pending += 1;
        }
      }
    }
  }
  // Live event givings a stopped runner left pending are paid now, under the same charge key.
  for (const row of await repo.findPendingLiveGivings(ctx.db, new Date(ctx.now.getTime() - STALE_MS), BATCH)) {
    const story = row.story_id ? await repo.findStoryEvenDeleted(ctx.db, row.story_id) : null;
    const { priced, givable } = story ? await pricedLines(ctx.db, story.id, row.quantity, await repo.findCompanyCountry(ctx.db, row.company_id)) : { priced: [], givable: false };
    if (!story || !givable || story.deleted_at) {
      await failLiveGivingAndTell(ctx.db, row, m.storyUnavailable);
      continue;
    }
    const req: GivingRequest = { companyId: row.company_id, keyId: null, userId: story.user_id, source: 'events', storyId: story.id, period: row.period, quantity: row.quantity, customerReference: null, payment: 'auto', lines: priced };
    try {
      await payLiveGiving(deps, row, req, chargeKeyOf(row.id));
    } catch (e) {
      ctx.log.error({ err: e, giving: row.id }, 'stale story events giving could not be paid yet');
    }
  }
  await repo.deleteOldIdempotencyKeys(ctx.db, new Date(ctx.now.getTime() - 24 * 3_600_000));
  return `${counts.events} event(s) given: ${counts.paid} paid, ${counts.failed} failed, ${counts.pending} left pending, ${counts.test} on the test ledger`;
}
