import crypto from 'node:crypto';
import { givingApiMessages as m, type PublicGiving, type PublicImpact, type PublicImpactRow, type PublicProject, type PublicStory, type PublicStoryEvent, type PublicStoryEventBatch, type StoryBatchPeriod, type createGivingSchema, type apiStoryEventSchema, type apiStoryEventBatchSchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import { visibleTo } from '../catalogue/index.js';
import { setApiBatchPeriod } from '../stories/index.js';
import type { ApiCaller } from './api-auth.service.js';
import { GivingSettledError, giveOnTestLedger, insertLiveGiving, payLiveGiving, requestOf, type Deps, type GivingRequest, type PricedLine } from './giving-payment.service.js';
import * as repo from './public-api.repository.js';
import { presentEvent, presentEventBatch, presentGiving, presentImpactRow, presentProject, presentStory } from './public-api.presenter.js';

/** The display conditions as the caller's company sees the catalogue. */
const visibleFor = (caller: ApiCaller) => visibleTo({ account: 'company', countryId: caller.countryId });

/** GET /projects: the live projects the company may give to, with their levels, by title. */
export async function listProjects(db: DbOrTx, appUrl: string, caller: ApiCaller, q: { limit: number; page: number }): Promise<{ data: PublicProject[]; meta: { total: number; page: number; limit: number } }> {
  const { rows, total } = await repo.findProjectsPage(db, visibleFor(caller), q.limit, (q.page - 1) * q.limit);
  const levels = await repo.findActiveLevels(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentProject(r, levels, appUrl)), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /projects/{id}: 404 for a project the company may not see (hidden, not live, a bundle or unknown). */
export async function readProject(db: DbOrTx, appUrl: string, caller: ApiCaller, id: number): Promise<PublicProject> {
  const row = await repo.findProject(db, id, visibleFor(caller));
  if (!row) throw notFound(m.projectNotFound);
  return presentProject(row, await repo.findActiveLevels(db, [id]), appUrl);
}

/** What a story gives per business moment, checked givable (422 otherwise). */
async function storyLinesOrThrow(db: DbOrTx, caller: ApiCaller, story: repo.CompanyStoryRow, field: string): Promise<PricedLine[]> {
  const lines = await repo.findStoryLines(db, [story.id], visibleFor(caller));
  if (!lines.length || !lines.every((l) => l.givable)) throw validationError({ [field]: [m.storyUnavailable] });
  return lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, unit_price_cents: l.price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit, project_title: l.project_title, impact_unit: l.impact_unit }));
}

const times = (lines: PricedLine[], n: number) => lines.map((l) => ({ ...l, quantity: l.quantity * n }));

/** A company's active story that takes giving (404 for another company's or a deleted one, 409 when not taking it). */
async function activeStoryOrThrow(db: DbOrTx, caller: ApiCaller, storyId: number) {
  const story = await repo.findCompanyStory(db, caller.companyId, storyId);
  if (!story) throw notFound(m.storyNotFound);
  if (story.status !== 'active') throw conflict(m.storyNotActive);
  // A monthly story its owner paused or cancelled takes nothing; a one-off story has no automation of its own.
  if (story.is_giving_monthly === 1 && story.automation_status !== 'on') throw conflict(m.storyPaused);
  return story;
}

/** The SHA-256 of what a write asked (its Idempotency-Key may be reused with the same body only). */
const requestHashOf = (parts: unknown) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The provider key of an API giving's card charge: one per API key and Idempotency-Key. */
const chargeKeyOf = (keyId: number, idempotencyKey: string) => `goodhive-api-${keyId}-${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;

/**
 * POST /givings: gives a project's impact level or a story, priced by the server, paid at once (live) or recorded
 * on the test ledger (test). 402 with the reason when a live giving could not be paid (kept as failed).
 */
export async function createGiving(deps: Deps, caller: ApiCaller, body: z.output<typeof createGivingSchema>, idempotencyKey: string): Promise<PublicGiving> {
  const { db } = deps;
  let lines: PricedLine[];
  let storyId: number | null = null;
  if (body.story_id !== undefined) {
    const story = await activeStoryOrThrow(db, caller, body.story_id);
    storyId = story.id;
    lines = times(await storyLinesOrThrow(db, caller, story, 'story_id'), body.quantity);
  } else {
    const found = await repo.findLevelForGiving(db, body.project_id!, body.impact_level_id!, visibleFor(caller));
    if (!found || !found.project_live || !found.visible) throw validationError({ project_id: [m.projectUnavailable] });
    if (!found.level_id || found.level_project_id !== found.project_id || !found.level_ok) throw validationError({ impact_level_id: [m.levelUnavailable] });
    lines = [{ project_id: found.project_id, impact_level_id: found.level_id, quantity: body.quantity, unit_price_cents: found.price_cents!, beneficiaries_per_unit: found.beneficiaries_per_unit!, project_title: found.project_title, impact_unit: found.impact_unit! }];
  }
  const req: GivingRequest = {
    companyId: caller.companyId,
    keyId: caller.keyId,
    userId: caller.userId,
    source: 'api',
    storyId,
    period: null,
    quantity: body.quantity,
    customerReference: body.customer_reference || null,
    payment: body.payment,
    lines,
  };
  if (caller.mode === 'test') return giveOnTestLedger(db, req);
  // One live giving per API key and Idempotency-Key: a retry of a request that answered a server error finds the
  // giving it left pending and goes on paying it as it was priced then (or answers it, if the job paid it since).
  const chargeKey = chargeKeyOf(caller.keyId, idempotencyKey);
  const hash = requestHashOf(['givings', body]);
  const row = (await insertLiveGiving(db, req, { chargeKey, requestHash: hash })) ?? (await repo.findLiveGivingByChargeKey(db, chargeKey));
  if (!row) throw new Error(`API giving under ${chargeKey} is neither new nor found`);
  // The key's stored answer is gone (a server error freed it, or a day passed): its giving still tells the body.
  if (row.request_hash !== hash) throw conflict(m.idempotencyKeyReused);
  let giving: PublicGiving;
  try {
    giving = await payOrAnswer(deps, row);
  } catch (error) {
    deps.log.error({ err: error, giving: row.id }, 'API giving left pending');
    throw new AppError(500, m.paymentIncomplete, undefined, { giving_id: row.id });
  }
  if (giving.status === 'failed') throw new AppError(402, giving.failure_reason ?? m.notFunded, { payment: [giving.failure_reason ?? m.notFunded] }, { giving_id: giving.id });
  return giving;
}

/**
 * Pays a pending live giving, or answers one already settled. A provider or database error leaves it pending and
 * is thrown (the request answers 500 and its Idempotency-Key is freed): a retry, or the story-events job's sweep
 * after 15 minutes, pays it then under the same charge key, so it is charged once and never lost.
 */
async function payOrAnswer(deps: Deps, row: repo.LiveGivingRow): Promise<PublicGiving> {
  const req = row.status === 'pending' ? requestOf(row) : null;
  if (req) {
    try {
      return await payLiveGiving(deps, row, req);
    } catch (error) {
      if (!(error instanceof GivingSettledError)) throw error;
    }
  }
  const settled = await repo.findLiveGivingById(deps.db, row.id);
  if (!settled || settled.status === 'pending') throw new Error(`API giving ${row.id} could not be paid`);
  return presentLiveGiving(deps.db, settled);
}

async function presentLiveGiving(db: DbOrTx, row: repo.LiveGivingRow) {
  const lines = row.contribution_group_id ? await repo.findLiveLines(db, [row.contribution_group_id]) : [];
  return presentGiving(row, 'live', lines);
}

/** GET /givings/{id}: one of the company's API givings, in the key's mode (another company's is 404). */
export async function readGiving(db: DbOrTx, caller: ApiCaller, id: number): Promise<PublicGiving> {
  if (caller.mode === 'test') {
    const row = await repo.findTestGiving(db, caller.companyId, id);
    if (!row) throw notFound(m.givingNotFound);
    const lines = await repo.findTestLines(db, [row.id]);
    return presentGiving(row, 'test', lines.map((l) => ({ ...l, amount_cents: l.amount_cents })));
  }
  const row = await repo.findLiveGiving(db, caller.companyId, id);
  if (!row) throw notFound(m.givingNotFound);
  return presentLiveGiving(db, row);
}

/** GET /stories: the company's stories with what one event gives and the events waiting in the key's mode. */
export async function listStories(db: DbOrTx, caller: ApiCaller, q: { limit: number; page: number }) {
  const { rows, total } = await repo.findCompanyStoriesPage(db, caller.companyId, q.limit, (q.page - 1) * q.limit);
  const ids = rows.map((r) => r.id);
  const [lines, pending] = await Promise.all([repo.findStoryLines(db, ids, visibleFor(caller)), repo.countPendingEvents(db, ids, caller.mode)]);
  return { data: rows.map((r) => presentStory(r, lines, pending.get(r.id) ?? 0)), meta: { total, page: q.page, limit: q.limit } };
}

/** PATCH /stories/{id}: how the story's events are batched from now on (live keys only). */
export async function updateStory(db: DbOrTx, caller: ApiCaller, id: number, batchPeriod: StoryBatchPeriod): Promise<PublicStory> {
  if (caller.mode !== 'live') throw forbidden(m.liveKeyRequired);
  const story = await repo.findCompanyStory(db, caller.companyId, id);
  if (!story) throw notFound(m.storyNotFound);
  await setApiBatchPeriod(db, id, batchPeriod);
  const [lines, pending] = await Promise.all([repo.findStoryLines(db, [id], visibleFor(caller)), repo.countPendingEvents(db, [id], caller.mode)]);
  return presentStory({ ...story, api_batch_period: batchPeriod }, lines, pending.get(id) ?? 0);
}

/**
 * POST /stories/{id}/events: one statement accepts the event (its own Idempotency-Key store: a retry, also a
 * concurrent one, answers the first event; the same key with another body is 409). Nothing is given here: the
 * story-events job gives each closed day or month at once.
 */
export async function recordEvent(db: DbOrTx, caller: ApiCaller, storyId: number, body: z.output<typeof apiStoryEventSchema>, idempotencyKey: string): Promise<{ event: PublicStoryEvent; replayed: boolean }> {
  const occurredAt = body.occurred_at ? new Date(body.occurred_at) : null;
  if (occurredAt && occurredAt.getTime() > Date.now() + 5 * 60_000) throw validationError({ occurred_at: [m.occurredInFuture] });
  const requestHash = requestHashOf(['events', storyId, body.quantity, occurredAt?.toISOString() ?? null, body.reference ?? null]);
  const inserted = await repo.insertEvent(db, {
    companyId: caller.companyId,
    storyId,
    keyId: caller.keyId,
    mode: caller.mode,
    quantity: body.quantity,
    occurredAt,
    reference: body.reference || null,
    idempotencyKey,
    requestHash,
  });
  if (inserted) return { event: presentEvent(inserted), replayed: false };
  const first = await repo.findEventByKey(db, caller.keyId, idempotencyKey);
  if (first) {
    if (first.request_hash !== requestHash) throw conflict(m.idempotencyKeyReused);
    return { event: presentEvent(first), replayed: true };
  }
  // Not written: say why (another company's story is 404, like an unknown one).
  await activeStoryOrThrow(db, caller, storyId);
  throw conflict(m.storyNotActive);
}

/**
 * The Idempotency-Key of a batch's event at an index: the batch's key and the index, with a space, which no key a
 * client sends may hold (so it never meets a single event's key); a batch key too long for that is hashed.
 */
const batchEventKey = (key: string, index: number) => `${key.length <= 250 ? key : `sha256 ${crypto.createHash('sha256').update(key).digest('hex')}`} #${index}`;

const unique = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * POST /stories/{id}/events/batch: one statement accepts every event of the batch or none. Each event gets its own
 * Idempotency-Key (the batch's and its index) and request hash (the whole batch's hash and its index), so a retry
 * of the same batch, also a concurrent one, answers the events written first and writes nothing; the same key with
 * another body (another event, or more or fewer) is 409. `replayed` says whether this answer is a retry's.
 */
export async function recordEvents(db: DbOrTx, caller: ApiCaller, storyId: number, body: z.output<typeof apiStoryEventBatchSchema>, idempotencyKey: string): Promise<{ batch: PublicStoryEventBatch; replayed: boolean }> {
  const latest = Date.now() + 5 * 60_000;
  const events = body.events.map((e, i) => {
    const occurredAt = e.occurred_at ? new Date(e.occurred_at) : null;
    if (occurredAt && occurredAt.getTime() > latest) throw validationError({ [`events.${i}.occurred_at`]: [m.occurredInFuture] });
    return { quantity: e.quantity, occurredAt, reference: e.reference || null, hashed: [e.quantity, occurredAt?.toISOString() ?? null, e.reference ?? null] };
  });
  const batchHash = requestHashOf(['events-batch', storyId, events.map((e) => e.hashed)]);
  const values = events.map((e, i) => ({
    quantity: e.quantity,
    occurredAt: e.occurredAt,
    reference: e.reference,
    idempotencyKey: batchEventKey(idempotencyKey, i),
    requestHash: crypto.createHash('sha256').update(`${batchHash}:${i}`).digest('hex'),
  }));
  const present = (rows: repo.BatchEventRow[]) => presentEventBatch(storyId, caller.mode, rows);
  try {
    const inserted = await repo.insertEventBatch(db, { companyId: caller.companyId, storyId, keyId: caller.keyId, mode: caller.mode, events: values });
    // One statement over the one story row: every event or none.
    if (inserted.length) return { batch: present(inserted), replayed: false };
  } catch (error) {
    if (!unique(error)) throw error;
  }
  // Not written: a key of the batch was taken (a retry of it, or another body), or the story takes no events.
  const first = await repo.findEventsByKeys(db, caller.keyId, values.map((v) => v.idempotencyKey));
  if (first.length) {
    const byKey = new Map(first.map((r) => [r.idempotency_key, r]));
    const rows = values.map((v) => byKey.get(v.idempotencyKey));
    if (rows.some((r, i) => r?.request_hash !== values[i].requestHash)) throw conflict(m.idempotencyKeyReused);
    return { batch: present(rows as repo.BatchEventRow[]), replayed: true };
  }
  // Say why (another company's story is 404, like an unknown one).
  await activeStoryOrThrow(db, caller, storyId);
  throw conflict(m.storyNotActive);
}

/** The inclusive day range of a query, as [from, day after to). */
function rangeOf(q: { from?: string; to?: string }): repo.DayRange {
  if (q.from && q.to && q.from > q.to) throw validationError({ to: ['to is on or after from.'] });
  return { from: q.from ? new Date(`${q.from}T00:00:00Z`) : null, toExclusive: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000) : null };
}

/** GET /impact: the company's paid impact by project (a test key: the test ledger only). */
export async function readImpact(db: DbOrTx, caller: ApiCaller, q: { from?: string; to?: string }): Promise<PublicImpact> {
  const range = rangeOf(q);
  const rows = await repo.impactByProject(db, caller.mode, caller.companyId, range);
  return {
    mode: caller.mode,
    from: q.from ?? null,
    to: q.to ?? null,
    contributions: rows.reduce((n, r) => n + r.contributions, 0),
    quantity: rows.reduce((n, r) => n + r.quantity, 0),
    beneficiaries: rows.reduce((n, r) => n + r.beneficiaries, 0),
    amount_usd: toAmount(rows.reduce((n, r) => n + r.amount_cents, 0)),
    projects: rows.map((r) => ({ project_id: r.project_id, project_title: r.project_title, quantity: r.quantity, beneficiaries: r.beneficiaries, amount_usd: toAmount(r.amount_cents) })),
  };
}

/** GET /impact/history: the company's paid contributions, newest first (a test key: the test ledger only). */
export async function readImpactHistory(db: DbOrTx, caller: ApiCaller, q: { from?: string; to?: string; limit: number; page: number }): Promise<{ data: PublicImpactRow[]; meta: { total: number; page: number; limit: number } }> {
  const range = rangeOf(q);
  const offset = (q.page - 1) * q.limit;
  const { rows, total } = await repo.impactHistoryPage(db, caller.mode, caller.companyId, range, q.limit, offset);
  return { data: rows.map(presentImpactRow), meta: { total, page: q.page, limit: q.limit } };
}

