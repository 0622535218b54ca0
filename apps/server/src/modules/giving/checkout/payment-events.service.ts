import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { ownerKeyOf } from '../../accounts/index.js';
import { findCurrentRate } from '../../../lib/money.js';
import type { PaymentEvent } from '../../../lib/payments/index.js';
import { releaseCredit } from '../credits/credit-ledger.service.js';
import { findGroup, findGroupContributions, type GroupRow } from '../contributions/contributions.repository.js';
import * as repo from './checkout.repository.js';
import { emitGivingEvent } from './giving-webhooks.js';

const cartKeyOf = (g: GroupRow) => ownerKeyOf(g.account === 'company' ? 'company' : 'user', g.user_id, g.company_id);

/**
 * pending → paid, in the caller's transaction, at most once: fixes the SGD rate of this moment onto the
 * group and its contributions, marks them paid with today's date, and takes the paid impacts out of the
 * cart. Returns null when the group was no longer pending (already paid, failed or cancelled).
 * Lock order everywhere: cart, then group, then payment session.
 */
export async function markGroupPaid(tx: DbOrTx, groupId: number, payment: { provider: string; reference: string }) {
  const group = await findGroup(tx, groupId);
  if (!group) return null;
  const cart = await repo.lockCartByOwner(tx, cartKeyOf(group));
  const rate = await findCurrentRate(tx, 'SGD');
  const paid = await repo.markGroupPaidRow(tx, groupId, { ...payment, rate });
  if (!paid) return null;
  await repo.markContributionsPaid(tx, groupId, rate, paid.funded_by);
  if (cart) {
    const lines = (await findGroupContributions(tx, groupId)).map((c) => ({
      type: c.contribution_story_id === null ? ('project' as const) : ('story' as const),
      storyId: c.contribution_story_id ?? 0,
      levelId: c.impact_level_id,
      quantity: c.quantity,
    }));
    await repo.removePaidFromCart(tx, cart.id, lines, Boolean(await repo.findGroupEcard(tx, groupId)));
  }
  await repo.detachGroupFromCarts(tx, groupId);
  await emitGivingEvent(tx, paid, 'giving.paid');
  return paid;
}

/**
 * pending → failed or cancelled, at most once: the reserved credit goes back, open payment sessions close,
 * and the cart forgets the checkout but keeps every item. Returns the sessions a provider should expire.
 */
export async function closeGroup(tx: DbOrTx, groupId: number, status: 'failed' | 'cancelled') {
  const closed = await repo.closeGroupRow(tx, groupId, status);
  if (!closed) return null;
  if (status === 'failed') await emitGivingEvent(tx, closed, 'giving.failed', { reason: 'The payment was declined or failed.' });
  await releaseCredit(tx, groupId);
  const sessions = await repo.supersedeOpenSessions(tx, groupId);
  await repo.detachGroupFromCarts(tx, groupId);
  return { group: closed, sessions };
}

export type EventResult = { duplicate: boolean; outcome: string; groupId: number | null };

/**
 * The one confirm path: a sandbox page submission and a verified Stripe webhook both end here. The event is
 * recorded under a unique (provider, event id) key first, so a second delivery of the same event changes
 * nothing; paying is a conditional pending → paid update, so two different events cannot pay twice either.
 */
export async function handlePaymentEvent(db: Db, ev: PaymentEvent, log: FastifyBaseLogger): Promise<EventResult> {
  const result = await db.transaction(async (tx): Promise<EventResult> => {
    const eventRowId = await repo.insertEvent(tx, ev);
    if (eventRowId === null) {
      const previous = await repo.findEvent(tx, ev.provider, ev.eventId);
      return { duplicate: true, outcome: previous?.outcome ?? 'duplicate', groupId: previous?.contribution_group_id ?? null };
    }
    const session = await repo.findSession(tx, ev.provider, ev.providerSessionId);
    const group = session ? await findGroup(tx, session.contribution_group_id) : null;
    if (!session || !group) {
      await repo.setEventOutcome(tx, eventRowId, { outcome: 'unknown_session' });
      return { duplicate: false, outcome: 'unknown_session', groupId: null };
    }
    let outcome = 'ignored';
    if (ev.outcome === 'succeeded') {
      const currencyOk = !ev.currency || ev.currency.toUpperCase() === session.currency;
      const amountOk = ev.amountCents === undefined || ev.amountCents === null || ev.amountCents === session.amount_due_cents;
      if (!currencyOk || !amountOk) {
        outcome = 'amount_mismatch';
      } else {
        const reference = ev.reference ?? session.provider_session_id;
        const paid = await markGroupPaid(tx, group.id, { provider: ev.provider, reference });
        await repo.setSessionStatus(tx, session.id, 'succeeded', ['open', 'requires_action', 'failed', 'cancelled', 'superseded']);
        if (paid) outcome = 'paid';
        else {
          const now = await findGroup(tx, group.id);
          outcome = now?.status === 'paid' && now.payment_reference === reference ? 'already_paid' : 'refund_due';
        }
      }
    } else if (ev.outcome === 'failed' || ev.outcome === 'cancelled') {
      // Only the session the giver is using can close the checkout; a stale one changes nothing.
      const isActive = session.status === 'open' || session.status === 'requires_action';
      if (isActive) {
        await repo.lockCartByOwner(tx, cartKeyOf(group));
        if (await closeGroup(tx, group.id, ev.outcome)) outcome = ev.outcome;
        await repo.setSessionStatus(tx, session.id, ev.outcome, ['open', 'requires_action', 'superseded']);
      }
    } else if (ev.outcome === 'requires_action') {
      await repo.setSessionStatus(tx, session.id, 'requires_action', ['open']);
      outcome = 'requires_action';
    }
    await repo.setEventOutcome(tx, eventRowId, { outcome, sessionId: session.id, groupId: group.id });
    return { duplicate: false, outcome, groupId: group.id };
  });
  if (result.outcome === 'refund_due' || result.outcome === 'amount_mismatch') {
    // Money arrived that no open checkout can take: staff must refund it (payment_events keeps the record).
    log.error({ provider: ev.provider, event: ev.eventId, group: result.groupId, outcome: result.outcome }, 'payment needs attention');
  }
  return result;
}

/** Keeps what another path (a token purchase's) did with a recorded provider event, so a repeat is a duplicate. */
export const recordEventOutcome = (db: DbOrTx, provider: string, eventId: string, outcome: string) => repo.setEventOutcomeByEventId(db, provider, eventId, outcome);
