import { EVENT_AUDIENCES, eventTexts, zonedToInstant, type Event, type EventInput, type EventListQuery } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { isAdmin, resolveGivingAccount } from '../accounts/index.js';
import { storeImageBytes, type UploadedBytes } from '../files/index.js';
import { eventIcs, icsFileName } from './event-ics.js';
import { presentEvent } from './events.presenter.js';
import * as repo from './events.repository.js';

type Deps = { db: Db; storage: FileStorage };

/** The form's wall-clock times in its time zone as instants (the contract has checked both exist and the order). */
const fieldsOf = (input: EventInput): repo.EventFields => ({
  title: input.title,
  description: input.description,
  starts_at: zonedToInstant(input.starts_at, input.time_zone)!,
  ends_at: zonedToInstant(input.ends_at, input.time_zone)!,
  time_zone: input.time_zone,
  location: input.location ?? null,
  online_link: input.online_link ?? null,
  registration_link: input.registration_link ?? null,
  audience: input.audience,
});

const auditView = (e: Event) => ({ title: e.title, starts_at: e.starts_at, ends_at: e.ends_at, time_zone: e.time_zone, location: e.location, online_link: e.online_link, registration_link: e.registration_link, audience: e.audience, image_url: e.image_url });
const actorOf = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

/** GET /api/admin/events: every event, the latest first. */
export async function listAllEvents(db: DbOrTx): Promise<Event[]> {
  return (await repo.findAllEvents(db)).map(presentEvent);
}

/** GET /api/admin/events/{id}. */
export async function getEvent(db: DbOrTx, id: number): Promise<Event> {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound(eventTexts.notFound);
  return presentEvent(row);
}

/** POST /api/admin/events: a new event with its optional image (checked by its bytes), audited, all or nothing. */
export async function createEvent(deps: Deps, auth: AuthContext, input: EventInput, image: UploadedBytes | null): Promise<Event> {
  const actorId = actorOf(auth);
  return deps.db.transaction(async (tx) => {
    const file = image ? await storeImageBytes({ db: tx, storage: deps.storage }, auth.userId, image, 'event-image', 'image') : null;
    const id = await repo.insertEvent(tx, { ...fieldsOf(input), image_file_id: file?.id ?? null }, actorId);
    const created = presentEvent((await repo.findEvent(tx, id))!);
    await writeAudit(tx, { actorId, action: 'event.create', subjectType: 'event', subjectId: id, after: auditView(created) });
    return created;
  });
}

/** POST /api/admin/events/{id}: the whole event; a new image replaces the old one, no image keeps it. */
export async function updateEvent(deps: Deps, auth: AuthContext, id: number, input: EventInput, image: UploadedBytes | null): Promise<Event> {
  const actorId = actorOf(auth);
  return deps.db.transaction(async (tx) => {
    const current = await repo.findEvent(tx, id, true);
    if (!current) throw notFound(eventTexts.notFound);
    const file = image ? await storeImageBytes({ db: tx, storage: deps.storage }, auth.userId, image, 'event-image', 'image') : null;
    await repo.updateEvent(tx, id, { ...fieldsOf(input), ...(file ? { image_file_id: file.id } : {}) }, actorId);
    const saved = presentEvent((await repo.findEvent(tx, id))!);
    await writeAudit(tx, { actorId, action: 'event.update', subjectType: 'event', subjectId: id, before: auditView(presentEvent(current)), after: auditView(saved) });
    return saved;
  });
}

/** DELETE /api/admin/events/{id}, audited. */
export async function deleteEvent(db: Db, auth: AuthContext, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const current = await repo.findEvent(tx, id, true);
    if (!current) throw notFound(eventTexts.notFound);
    await repo.deleteEvent(tx, id);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'event.delete', subjectType: 'event', subjectId: id, before: auditView(presentEvent(current)) });
  });
  return { id };
}

/** Whom the caller counts as: staff see every event; a member acting as a company business events, else individual ones. */
async function audiencesOf(db: DbOrTx, auth: AuthContext): Promise<string[]> {
  if (isAdmin(auth)) return [...EVENT_AUDIENCES];
  if (auth.userType !== 'business') return ['all'];
  const account = await resolveGivingAccount(db, auth, {}, 'read').catch(() => null);
  return ['all', account?.account === 'company' ? 'business' : 'individual'];
}

/** The UTC range of a calendar month 'YYYY-MM', widened by a day each side so every time zone's days are in it. */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y!, m! - 1, 1) - 86_400_000), to: new Date(Date.UTC(y!, m!, 1) + 86_400_000) };
}

/** GET /api/events: the caller's calendar: upcoming (default), past, or a month's events. */
export async function listMemberEvents(db: DbOrTx, auth: AuthContext, q: EventListQuery, now = new Date()): Promise<Event[]> {
  const audiences = await audiencesOf(db, auth);
  const when = q.month ? monthRange(q.month) : q.scope === 'past' ? { pastAt: now } : { upcomingAt: now };
  return (await repo.findEventsFor(db, audiences, when)).map(presentEvent);
}

/** GET /api/events/{id}/ics: one event the caller may see, as an iCalendar file. */
export async function eventCalendarFile(db: DbOrTx, config: Pick<Config, 'appUrl'>, auth: AuthContext, id: number): Promise<{ body: string; fileName: string }> {
  const row = await repo.findEvent(db, id);
  if (!row || !(await audiencesOf(db, auth)).includes(row.audience)) throw notFound(eventTexts.notFound);
  return { body: eventIcs(row, { appUrl: config.appUrl }), fileName: icsFileName(row) };
}
