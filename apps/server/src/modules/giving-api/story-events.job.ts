import { givingApiMessages as m } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { visibleTo } from '../catalogue/index.js';
import type { JobContext } from '../jobs/index.js';
import { failLiveGivingAndTell, giveOnTestLedger, insertFailedLiveGiving, insertLiveGiving, payLiveGiving, requestOf, type GivingRequest, type PricedLine } from './giving-payment.service.js';
import * as repo from './public-api.repository.js';

/** A period is given this long after it ends, so an event accepted at its last moment is surely written. */
const GRACE_MS = 5 * 60_000;
const BATCH = 100;
/**
 * A live giving left pending this long (a runner stopped mid-payment, a request answered a server error and was
 * not retried) is paid by the sweep, as it was priced and under the same charge key.
 */
const STALE_MS = 15 * 60_000;

/** The story's lines times the period's business moments, and whether every line may still be given. */
async function pricedLines(db: DbOrTx, storyId: number, moments: number, countryId: number | null) {
  const lines = await repo.findStoryLines(db, [storyId], visibleTo({ account: 'company', countryId }));
  const priced: PricedLine[] = lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity * moments, unit_price_cents: l.price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit, project_title: l.project_title, impact_unit: l.impact_unit }));
  return { priced, givable: lines.length > 0 && lines.every((l) => l.givable) };
}

/** What a story's period of business events asks: its lines times the period's moments, paid automatically. */
async function periodRequest(db: DbOrTx, storyId: number, companyId: number, period: string | null, moments: number) {
  const story = await repo.findStoryEvenDeleted(db, storyId);
  if (!story) return null;
  const { priced, givable } = await pricedLines(db, storyId, moments, await repo.findCompanyCountry(db, companyId));
  const req: GivingRequest = { companyId, keyId: null, userId: story.user_id, source: 'events', storyId, period, quantity: moments, customerReference: null, payment: 'auto', lines: priced };
  return { req, givable: givable && !story.deleted_at };
}

type Period = { story_id: number; company_id: number; mode: string; period: string };

/**
 * One story's period: under its lock, the open events are summed, one giving written (on the test ledger, or a
 * pending live giving) and the events tied to it, all in one transaction, so no event is given twice or left out.
 * A live giving the story can no longer give (a line's project closed, the story deleted) is written failed in
 * that transaction too, so a pending one can always be paid.
 */
async function batchPeriod(ctx: JobContext, p: Period) {
  return ctx.db.transaction(async (tx) => {
    await repo.lockEventPeriod(tx, p.story_id, p.mode, p.period);
    const open = await repo.sumOpenEvents(tx, p.story_id, p.mode, p.period);
    if (!open.events) return null;
    // An event's story is only ever soft-deleted, so the period has its story.
    const { req, givable } = (await periodRequest(tx, p.story_id, p.company_id, p.period, open.n))!;
    const mark = (inner: DbOrTx, givingId: number) => repo.markEventsGiven(inner, p.story_id, p.mode, p.period, givingId).then(() => undefined);
    if (p.mode === 'test') {
      await giveOnTestLedger(tx, req, mark);
      return { events: open.events, live: null, failed: false };
    }
    if (!givable) {
      await mark(tx, (await insertFailedLiveGiving(tx, req, m.storyUnavailable)).id);
      return { events: open.events, live: null, failed: true };
    }
    const row = (await insertLiveGiving(tx, req))!;
    await mark(tx, row.id);
    return { events: open.events, live: { row, req } };
  });
}

/**
 * Pays a live giving left pending, as it was priced. One whose card charge was never asked for is first checked
 * still givable (a line's project closed since: failed, nothing charged); one whose charge was asked is only ever
 * finished by that charge. An events giving written before lines were kept is priced again from its story.
 */
async function settlePending(ctx: JobContext, row: repo.LiveGivingRow): Promise<boolean> {
  const deps = { db: ctx.db, config: ctx.config, log: ctx.log };
  let req = requestOf(row);
  if (!req && row.source === 'events' && row.story_id) {
    const asked = await periodRequest(ctx.db, row.story_id, row.company_id, row.period, row.quantity);
    if (asked?.req.lines.length) req = asked.req;
  }
  if (!req) throw new Error(`live giving ${row.id} has no lines to pay`);
  if (!row.charge_requested_at) {
    const levels = await repo.findGivableLevels(ctx.db, req.lines.map((l) => l.impact_level_id), visibleTo({ account: 'company', countryId: await repo.findCompanyCountry(ctx.db, row.company_id) }));
    if (!req.lines.every((l) => levels.has(l.impact_level_id))) {
      await failLiveGivingAndTell(ctx.db, row, row.source === 'events' ? m.storyUnavailable : m.projectUnavailable);
      return true;
    }
  }
  await payLiveGiving(deps, row, req);
  return true;
}

/**
 * The `api-story-events` job (every 15 minutes): each story's business events of a day or month that has ended
 * become one giving, the story's lines times the events' quantity. Test events go to the test ledger; live ones
 * are paid like an API giving with payment auto (credit, tokens, card), or kept failed with the reason.
 */
export async function giveStoryEvents(ctx: JobContext): Promise<string> {
  const before = new Date(ctx.now.getTime() - GRACE_MS);
  const counts = { paid: 0, failed: 0, pending: 0, test: 0, events: 0, swept: 0 };
  const deps = { db: ctx.db, config: ctx.config, log: ctx.log };
  for (let progress = true; progress; ) {
    progress = false;
    for (const p of await repo.findDueEventPeriods(ctx.db, before, BATCH)) {
      const made = await batchPeriod(ctx, p);
      if (!made) continue;
      progress = true;
      counts.events += made.events;
      if (made.failed) {
        counts.failed += 1;
      } else if (!made.live) {
        counts.test += 1;
      } else {
        try {
          const giving = await payLiveGiving(deps, made.live.row, made.live.req);
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
  // Live givings left pending (a stopped runner, an API request that answered a server error and was not retried)
  // are paid now for what they were priced at, under the same charge key: charged at most once, never lost.
  // Every pending one is tried, page by page, so givings that cannot be paid yet never hold the others back.
  const staleBefore = new Date(ctx.now.getTime() - STALE_MS);
  for (let afterId = 0, page = await repo.findPendingLiveGivings(ctx.db, staleBefore, 0, BATCH); page.length; page = await repo.findPendingLiveGivings(ctx.db, staleBefore, afterId, BATCH)) {
    afterId = page[page.length - 1].id;
    for (const row of page) {
      try {
        if (await settlePending(ctx, row)) counts.swept += 1;
      } catch (e) {
        ctx.log.error({ err: e, giving: row.id }, 'pending live giving could not be paid yet');
      }
    }
  }
  await repo.deleteOldIdempotencyKeys(ctx.db, new Date(ctx.now.getTime() - 24 * 3_600_000));
  const swept = counts.swept ? `; ${counts.swept} pending giving(s) settled` : '';
  return `${counts.events} event(s) given: ${counts.paid} paid, ${counts.failed} failed, ${counts.pending} left pending, ${counts.test} on the test ledger${swept}`;
}
