import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events, files } from '../../db/schema/index.js';

export type EventRow = typeof events.$inferSelect & { image_name: string | null };
export type EventFields = Omit<typeof events.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'>;

const withImage = { event: events, image_name: files.original_name };
const flatten = (r: { event: typeof events.$inferSelect; image_name: string | null }): EventRow => ({ ...r.event, image_name: r.image_name });
const base = (db: DbOrTx) => db.select(withImage).from(events).leftJoin(files, eq(files.id, events.image_file_id));

/** Every event, the latest start first (staff). */
export async function findAllEvents(db: DbOrTx): Promise<EventRow[]> {
  return (await base(db).orderBy(desc(events.starts_at), desc(events.id))).map(flatten);
}

export async function findEvent(db: DbOrTx, id: number, lock = false): Promise<EventRow | undefined> {
  const q = base(db).where(eq(events.id, id));
  const [row] = lock ? await q.for('update', { of: events }) : await q;
  return row ? flatten(row) : undefined;
}

/** The events of some audiences: not yet ended (soonest first), ended (newest first), or overlapping a range. */
export async function findEventsFor(db: DbOrTx, audiences: string[], when: { upcomingAt: Date } | { pastAt: Date } | { from: Date; to: Date }): Promise<EventRow[]> {
  const conditions: SQL[] = [inArray(events.audience, audiences)];
  if ('upcomingAt' in when) conditions.push(gt(events.ends_at, when.upcomingAt));
  else if ('pastAt' in when) conditions.push(lte(events.ends_at, when.pastAt));
  else conditions.push(lt(events.starts_at, when.to), gte(events.ends_at, when.from));
  const order = 'pastAt' in when ? [desc(events.starts_at), desc(events.id)] : [asc(events.starts_at), asc(events.id)];
  return (await base(db).where(and(...conditions)).orderBy(...order).limit(200)).map(flatten);
}

export async function insertEvent(db: DbOrTx, fields: EventFields, actorId: number): Promise<number> {
  const [row] = await db.insert(events).values({ ...fields, created_by: actorId, updated_by: actorId }).returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(db: DbOrTx, id: number, fields: Partial<EventFields>, actorId: number): Promise<void> {
  await db.update(events).set({ ...fields, updated_by: actorId, updated_at: new Date() }).where(eq(events.id, id));
}

export async function deleteEvent(db: DbOrTx, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}
