import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  cartItems,
  carts,
  contributionGroups,
  contributions,
  groupEcards,
  paymentEvents,
  paymentLinks,
  paymentSessions,
  users,
} from '../../../db/schema/index.js';
import type { PaymentEvent } from '../../../lib/payments/index.js';
import type { GroupRow } from '../contributions/contributions.repository.js';

export type SessionRow = typeof paymentSessions.$inferSelect;

export async function insertGroup(tx: DbOrTx, values: typeof contributionGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await tx.insert(contributionGroups).values(values).returning();
  return row;
}

export async function insertContributions(tx: DbOrTx, rows: (typeof contributions.$inferInsert)[]) {
  if (rows.length) await tx.insert(contributions).values(rows);
}

export async function setGroupFundedBy(tx: DbOrTx, groupId: number, fundedBy: string) {
  await tx.update(contributionGroups).set({ funded_by: fundedBy, updated_at: sql`now()` }).where(eq(contributionGroups.id, groupId));
}

/** pending → paid, only once: the conditional update returns nothing when the group was not pending any more. */
export async function markGroupPaidRow(tx: DbOrTx, groupId: number, p: { provider: string; reference: string; rate: string | null }) {
  const [row] = await tx
    .update(contributionGroups)
    .set({
      status: 'paid',
      paid_at: sql`now()`,
      payment_provider: p.provider,
      payment_reference: p.reference,
      exchange_rate_sgd: p.rate,
      updated_at: sql`now()`,
    })
    .where(and(eq(contributionGroups.id, groupId), eq(contributionGroups.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Marks a group's contributions paid now, with the SGD amount fixed at `rate`; sets the group's SGD total. */
export async function markContributionsPaid(tx: DbOrTx, groupId: number, rate: string | null, fundedBy: string) {
  await tx
    .update(contributions)
    .set({
      payment_received: 1,
      contribution_date: sql`now()`,
      amt_total_sgd_cents: rate === null ? null : sql`round(${contributions.amt_total_usd_cents} * ${rate}::numeric)::int`,
      funded_by: fundedBy,
      updated_at: sql`now()`,
    })
    .where(eq(contributions.contribution_group_id, groupId));
  if (rate === null) return;
  await tx
    .update(contributionGroups)
    .set({ total_sgd_cents: sql`(select coalesce(sum(c.amt_total_sgd_cents), 0) from contributions c where c.contribution_group_id = ${groupId})` })
    .where(eq(contributionGroups.id, groupId));
}

/** pending → failed or cancelled, only once. */
export async function closeGroupRow(tx: DbOrTx, groupId: number, status: 'failed' | 'cancelled') {
  const [row] = await tx
    .update(contributionGroups)
    .set({ status, updated_at: sql`now()` })
    .where(and(eq(contributionGroups.id, groupId), eq(contributionGroups.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Closes the group's sessions that could still be paid; returns them so a provider can expire its side. */
export function supersedeOpenSessions(tx: DbOrTx, groupId: number) {
  return tx
    .update(paymentSessions)
    .set({ status: 'superseded', completed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(paymentSessions.contribution_group_id, groupId), inArray(paymentSessions.status, ['open', 'requires_action'])))
    .returning({ provider: paymentSessions.provider, provider_session_id: paymentSessions.provider_session_id });
}

/** Locks a cart by owner (checkout and payment take cart, then group, then session locks, always in that order). */
export async function lockCartByOwner(tx: DbOrTx, ownerKey: string) {
  const [row] = await tx.select().from(carts).where(eq(carts.owner_key, ownerKey)).for('update').limit(1);
  return row ?? null;
}

export async function setCartGroup(tx: DbOrTx, cartId: number, groupId: number | null) {
  await tx.update(carts).set({ contribution_group_id: groupId, updated_at: sql`now()` }).where(eq(carts.id, cartId));
}

/** Forgets a closed checkout on whichever cart pointed at it; the items stay. */
export async function detachGroupFromCarts(tx: DbOrTx, groupId: number) {
  await tx.update(carts).set({ contribution_group_id: null, updated_at: sql`now()` }).where(eq(carts.contribution_group_id, groupId));
}

/** After payment: takes exactly the paid quantities out of the cart (lines added since stay), and the e-card if it went with the gift. */
export async function removePaidFromCart(tx: DbOrTx, cartId: number, paid: { type: 'project' | 'story'; storyId: number; levelId: number; quantity: number }[], hadEcard: boolean) {
  for (const p of paid) {
    const same = and(eq(cartItems.cart_id, cartId), eq(cartItems.type, p.type), eq(cartItems.story_id, p.storyId), eq(cartItems.impact_level_id, p.levelId));
    await tx.delete(cartItems).where(and(same, lte(cartItems.quantity, p.quantity)));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${p.quantity}`, updated_at: sql`now()` })
      .where(and(same, gt(cartItems.quantity, p.quantity)));
  }
  await tx
    .update(carts)
    .set({
      restored: 0,
      ...(hadEcard ? { ecard_template_id: null, ecard_message: null, ecard_recipient_name: null, ecard_recipient_email: null } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(carts.id, cartId));
}

export async function insertGroupEcard(tx: DbOrTx, values: typeof groupEcards.$inferInsert) {
  await tx.insert(groupEcards).values(values);
}

export async function findGroupEcard(db: DbOrTx, groupId: number) {
  const [row] = await db.select().from(groupEcards).where(eq(groupEcards.contribution_group_id, groupId)).limit(1);
  return row ?? null;
}

export async function insertPaymentLink(tx: DbOrTx, groupId: number, tokenHash: string, expiresAt: Date) {
  await tx.insert(paymentLinks).values({ contribution_group_id: groupId, token_hash: tokenHash, expires_at: expiresAt });
}

export async function isValidPaymentLink(db: DbOrTx, groupId: number, tokenHash: string) {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.token_hash, tokenHash), eq(paymentLinks.contribution_group_id, groupId), gt(paymentLinks.expires_at, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** The group's session at this provider that can still be paid and lives at least 10 more minutes. */
export async function findOpenSession(db: DbOrTx, groupId: number, provider: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.contribution_group_id, groupId),
        eq(paymentSessions.provider, provider),
        inArray(paymentSessions.status, ['open', 'requires_action']),
        gt(paymentSessions.expires_at, sql`now() + interval '10 minutes'`),
      ),
    )
    .orderBy(desc(paymentSessions.id))
    .limit(1);
  return row ?? null;
}

export async function countSessions(db: DbOrTx, groupId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentSessions).where(eq(paymentSessions.contribution_group_id, groupId));
  return Number(row.n);
}

export async function insertSession(tx: DbOrTx, values: typeof paymentSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await tx.insert(paymentSessions).values(values).returning();
  return row;
}

export async function findSession(db: DbOrTx, provider: string, providerSessionId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.provider_session_id, providerSessionId)))
    .limit(1);
  return row ?? null;
}

/** Moves a session to `status` if it is in one of `from`. */
export async function setSessionStatus(tx: DbOrTx, sessionId: number, status: string, from: string[]) {
  const done = ['succeeded', 'failed', 'cancelled', 'superseded'].includes(status);
  await tx
    .update(paymentSessions)
    .set({ status, updated_at: sql`now()`, ...(done ? { completed_at: sql`now()` } : {}) })
    .where(and(eq(paymentSessions.id, sessionId), inArray(paymentSessions.status, from)));
}

/** Records an event once; null when the same provider event was already recorded (a duplicate delivery). */
export async function insertEvent(tx: DbOrTx, ev: PaymentEvent): Promise<number | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({
      provider: ev.provider,
      event_id: ev.eventId,
      event_type: ev.eventType,
      details: { provider_session_id: ev.providerSessionId, outcome: ev.outcome, amount_cents: ev.amountCents ?? null, currency: ev.currency ?? null },
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.event_id] })
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

export async function findEvent(db: DbOrTx, provider: string, eventId: string) {
  const [row] = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.event_id, eventId)))
    .limit(1);
  return row ?? null;
}

export async function setEventOutcome(tx: DbOrTx, eventRowId: number, v: { outcome: string; sessionId?: number; groupId?: number }) {
  await tx
    .update(paymentEvents)
    .set({ outcome: v.outcome, payment_session_id: v.sessionId ?? null, contribution_group_id: v.groupId ?? null })
    .where(eq(paymentEvents.id, eventRowId));
}

/** The outcome of a recorded provider event, by its provider and event id. */
export async function setEventOutcomeByEventId(db: DbOrTx, provider: string, eventId: string, outcome: string) {
  await db
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.event_id, eventId)));
}

export async function findUserEmail(db: DbOrTx, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export function findGroupEvents(db: DbOrTx, groupId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.contribution_group_id, groupId)).orderBy(asc(paymentEvents.id));
}
