import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, contributions, userBusiness, users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof webhookEvents.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** The caller's link to a company: whether they own or administer it. */
export async function findAdminLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ company_id: userBusiness.company_id, is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return row ?? null;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ id: companies.id, company_name: companies.company_name }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The e-mails of a company's owner and admins (who hear that an endpoint was disabled). */
export async function findCompanyAdminEmails(db: DbOrTx, companyId: number) {
  return db
    .select({ email: users.email, first_name: users.first_name })
    .from(userBusiness)
    .innerJoin(users, eq(users.id, userBusiness.user_id))
    .where(and(eq(userBusiness.company_id, companyId), sql`(${userBusiness.is_admin} = 1 or ${userBusiness.is_owner})`, isNull(users.deleted_at)));
}

/** Locks the company's row: endpoint creations of one company queue on it (the endpoint limit). */
export async function lockCompany(db: DbOrTx, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function findEndpoints(db: DbOrTx, companyId: number) {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.company_id, companyId)).orderBy(webhookEndpoints.id);
}

export async function countEndpoints(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.company_id, companyId));
  return Number(row.n);
}

export async function findEndpoint(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row;
}

export async function updateEndpoint(db: DbOrTx, id: number, values: Partial<typeof webhookEndpoints.$inferInsert>) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, id: number) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** A failed attempt: the endpoint is failing from now on unless it already was. Returns the row. */
export async function markEndpointFailing(db: DbOrTx, id: number, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failing_since: sql`coalesce(${webhookEndpoints.failing_since}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function markEndpointAnswering(db: DbOrTx, id: number) {
  await db.update(webhookEndpoints).set({ failing_since: null }).where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failing_since} is not null`));
}

/** Disables an endpoint that is still enabled for failing; true when this call did it (so the mail goes once). */
export async function disableFailingEndpoint(db: DbOrTx, id: number, at: Date) {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabled_reason: 'failing', disabled_at: at, updated_at: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The enabled endpoints subscribed to an event type in a mode, for one company, or for every company that
 * gave paid contributions to a project (`fundersOfProject`), or whose contributions a remittance paid out.
 */
export async function findSubscribedEndpoints(db: DbOrTx, q: { type: string; mode: string } & ({ companyId: number } | { fundersOfProject: number } | { remittanceId: number })) {
  const base = and(eq(webhookEndpoints.enabled, true), eq(webhookEndpoints.mode, q.mode), sql`${q.type} = any(${webhookEndpoints.events})`);
  const audience =
    'companyId' in q
      ? eq(webhookEndpoints.company_id, q.companyId)
      : 'fundersOfProject' in q
        ? sql`exists (select 1 from contributions c where c.company_id = ${webhookEndpoints.company_id} and c.account = 'company' and c.project_id = ${q.fundersOfProject} and c.payment_received = 1)`
        : sql`exists (select 1 from contributions c where c.company_id = ${webhookEndpoints.company_id} and c.account = 'company' and c.remittance_id = ${q.remittanceId})`;
  return db
    .select({ id: webhookEndpoints.id, company_id: webhookEndpoints.company_id })
    .from(webhookEndpoints)
    .where(and(base, audience));
}

/** What a remittance paid out of each company's giving: contributions, impacts and US cents, by company. */
export async function findRemittanceShares(db: DbOrTx, remittanceId: number, companyIds: number[]) {
  if (!companyIds.length) return [];
  const rows = await db
    .select({
      company_id: contributions.company_id,
      contributions: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${contributions.quantity}), 0)::int`,
      usd_cents: sql<number>`coalesce(sum(${contributions.amt_total_usd_cents}), 0)::int`,
    })
    .from(contributions)
    .where(and(eq(contributions.remittance_id, remittanceId), eq(contributions.account, 'company'), inArray(contributions.company_id, companyIds)))
    .groupBy(contributions.company_id);
  return rows.map((r) => ({ ...r, company_id: r.company_id!, usd_cents: Number(r.usd_cents) }));
}

export async function insertEvent(db: DbOrTx, values: typeof webhookEvents.$inferInsert) {
  const [row] = await db.insert(webhookEvents).values(values).returning();
  return row;
}

export async function insertDeliveries(db: DbOrTx, rows: { event_id: number; endpoint_id: number }[]) {
  if (!rows.length) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

/** A delivery with its event and endpoint. */
export async function findDeliveryWithEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export async function updateDelivery(db: DbOrTx, id: number, values: Partial<typeof webhookDeliveries.$inferInsert>) {
  await db
    .update(webhookDeliveries)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

/** Ends the deliveries still waiting for a retry on an endpoint that was disabled. */
export async function failOpenDeliveries(db: DbOrTx, endpointId: number) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', next_attempt_at: null, updated_at: sql`now()` })
    .where(and(eq(webhookDeliveries.endpoint_id, endpointId), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
}

export async function insertAttempt(db: DbOrTx, values: typeof webhookAttempts.$inferInsert) {
  const [row] = await db.insert(webhookAttempts).values(values).returning();
  return row;
}

/** A page of an endpoint's deliveries, newest first, with their events; and the total. */
export async function findDeliveriesPage(db: DbOrTx, endpointId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, event: { public_id: webhookEvents.public_id, type: webhookEvents.type } })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
      .where(eq(webhookDeliveries.endpoint_id, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpointId)),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findAttempts(db: DbOrTx, deliveryIds: number[]) {
  if (!deliveryIds.length) return [];
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.delivery_id, deliveryIds)).orderBy(webhookAttempts.id);
}
