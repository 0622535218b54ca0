import type { CampaignData, CampaignPayment, CampaignWrite, PublicCampaign } from '@goodhive/contract';
import { campaignMessages as m, campaignPaymentSchema, campaignWriteSchema } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { randomSecret } from '../../lib/secrets.js';
import { canUseOwnedBy, resolveGivingAccount } from '../accounts/index.js';
import { findHiddenFrom } from '../catalogue/index.js';
import { giveAsGuest } from '../giving/index.js';
import { findStory, findStoryLines } from '../stories/index.js';
import * as repo from './campaigns.repository.js';
import { campaignState, dayOf, presentCampaign, presentPublicCampaign, type CampaignFacts } from './campaigns.presenter.js';

/** How many of a campaign's latest gifts its data page lists. */
const RECENT_GIFTS = 20;

const owner = (row: repo.CampaignRow) => ({ account: 'company', user_id: 0, company_id: row.company_id });

/** Whether visitors may give the campaign's impact: project live and shown to visitors, level active in USD. */
const isGivable = (facts: CampaignFacts, hidden: Set<number>, projectId: number) =>
  facts.project_status === 'live' && facts.level_active && facts.currency === 'USD' && !hidden.has(projectId);

/** The public views of these campaigns, figures summed from their paid contributions, in the rows' order. */
async function publicViews(db: DbOrTx, rows: repo.CampaignRow[], now: Date): Promise<PublicCampaign[]> {
  const ids = rows.map((r) => r.id);
  const [facts, totals, hidden] = await Promise.all([
    repo.findCampaignFacts(db, ids),
    repo.findCampaignProgress(db, ids),
    findHiddenFrom(db, [...new Set(rows.map((r) => r.project_id))], null),
  ]);
  const hiddenIds = new Set(hidden.map((h) => h.id));
  return rows.map((row) => {
    const f = facts.find((x) => x.id === row.id)!;
    return presentPublicCampaign(row, f, totals.find((t) => t.campaign_id === row.id), isGivable(f, hiddenIds, row.project_id), now);
  });
}

/** A campaign by its key whoever asks (the public pages); 404 for an unknown key. */
async function publicCampaignRow(db: DbOrTx, key: string) {
  const row = await repo.findCampaignByKey(db, key);
  if (!row) throw notFound(m.notFound);
  return row;
}

/** A campaign the caller's company owns (any member; staff read any); 404 otherwise, so keys cannot be probed. */
async function ownCampaignRow(db: DbOrTx, auth: AuthContext, key: string, mode: 'read' | 'write') {
  const row = await repo.findCampaignByKey(db, key);
  if (!row || !(await canUseOwnedBy(db, auth, owner(row), mode))) throw notFound(m.notFound);
  return row;
}

/** The company a member sets campaigns up for: a business account only (403 for a personal one). */
async function companyOf(db: DbOrTx, auth: AuthContext, companyId: number | null | undefined, mode: 'read' | 'write') {
  const account = await resolveGivingAccount(db, auth, { company_id: companyId ?? null }, mode);
  if (account.account !== 'company' || account.companyId === null) throw forbidden(m.businessOnly);
  return account.companyId;
}

/**
 * The story and impact a campaign gives: a story of this company (not deleted), and one of its lines (the first
 * unless named) that visitors may give. 422 on story_id or impact_level_id otherwise.
 */
async function chooseImpact(db: DbOrTx, companyId: number, storyId: number, levelId: number | null | undefined) {
  const story = await findStory(db, storyId);
  if (!story || story.account !== 'company' || story.company_id !== companyId) throw validationError({ story_id: [m.storyUnavailable] }, m.storyUnavailable);
  const lines = await findStoryLines(db, [story.id]);
  const line = levelId ? lines.find((l) => l.impact_level_id === levelId) : lines[0];
  if (!line) throw validationError({ impact_level_id: [m.impactNotOfStory] }, m.impactNotOfStory);
  const hidden = await findHiddenFrom(db, [line.project_id], null);
  if (line.project_status !== 'live' || !line.level_active || line.currency !== 'USD' || hidden.length) {
    throw validationError({ impact_level_id: [m.impactUnavailable] }, m.impactUnavailable);
  }
  return { story_id: story.id, project_id: line.project_id, impact_level_id: line.impact_level_id };
}

async function present(db: DbOrTx, row: repo.CampaignRow, now: Date) {
  const [view] = await publicViews(db, [row], now);
  return presentCampaign(row, view!);
}

/** GET /api/campaign: the campaigns of the member's company, latest changed first, with their progress (meta.total). */
export async function listCampaigns(db: Db, auth: AuthContext, query: { limit: number; page: number; company_id?: number }, now = new Date()) {
  const companyId = await companyOf(db, auth, query.company_id, 'read');
  const { rows, total } = await repo.findCompanyCampaigns(db, companyId, query.limit, (query.page - 1) * Math.max(query.limit, 0));
  const views = await publicViews(db, rows, now);
  return { data: rows.map((row, i) => presentCampaign(row, views[i]!)), meta: { total, page: query.page, limit: query.limit } };
}

/** GET /api/campaign/{key}: one campaign of the member's company, for its settings screen. */
export async function getCampaign(db: Db, auth: AuthContext, key: string, now = new Date()) {
  return present(db, await ownCampaignRow(db, auth, key, 'read'), now);
}

/** POST /api/campaign: a new campaign of the member's company around one of its stories; its key is new and secret-random. */
export async function createCampaign(db: Db, auth: AuthContext, input: CampaignWrite, now = new Date()) {
  const body = campaignWriteSchema.parse(input);
  const companyId = await companyOf(db, auth, body.company_id, 'write');
  if (body.ends_on < dayOf(now)) throw validationError({ ends_on: [m.endInPast] }, m.endInPast);
  const impact = await chooseImpact(db, companyId, body.story_id, body.impact_level_id);
  const row = await repo.insertCampaign(db, {
    share_key: randomSecret(18),
    company_id: companyId,
    ...impact,
    title: body.title,
    goal_units: body.goal_units,
    starts_on: body.starts_on,
    ends_on: body.ends_on,
    thank_you_text: body.thank_you_text,
    created_by: auth.userId,
    updated_by: auth.userId,
  });
  return present(db, row, now);
}

/**
 * PUT /api/campaign/{key}: the whole campaign saved by a member of its company. Its impact cannot change once
 * people have given to it (its progress counts one kind of unit); a changed end date cannot be in the past.
 */
export async function updateCampaign(db: Db, auth: AuthContext, key: string, input: CampaignWrite, now = new Date()) {
  const body = campaignWriteSchema.parse(input);
  const current = await ownCampaignRow(db, auth, key, 'write');
  if (body.ends_on !== current.ends_on && body.ends_on < dayOf(now)) throw validationError({ ends_on: [m.endInPast] }, m.endInPast);
  const impact = await chooseImpact(db, current.company_id, body.story_id, body.impact_level_id ?? (body.story_id === current.story_id ? current.impact_level_id : null));
  const row = await db.transaction(async (tx) => {
    const locked = (await repo.findCampaignByKey(tx, key, true))!;
    if (impact.impact_level_id !== locked.impact_level_id || impact.project_id !== locked.project_id) {
      const [given] = await repo.findCampaignProgress(tx, [locked.id]);
      if (given && given.units > 0) throw conflict(m.impactFixed, { impact_level_id: [m.impactFixed] });
    }
    return repo.updateCampaign(tx, locked.id, {
      ...impact,
      title: body.title,
      goal_units: body.goal_units,
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      thank_you_text: body.thank_you_text,
      updated_by: auth.userId,
    });
  });
  return present(db, row, now);
}

/** GET /api/campaign/shared/{key}: the public campaign with its live progress; 404 for an unknown key. */
export async function getPublicCampaign(db: Db, key: string, now = new Date()): Promise<PublicCampaign> {
  const [view] = await publicViews(db, [await publicCampaignRow(db, key)], now);
  return view!;
}

/** GET /api/campaign/campaigndata/{key}: the public campaign with its giving by day and latest gifts (no names). */
export async function getCampaignData(db: Db, key: string, now = new Date()): Promise<CampaignData> {
  const row = await publicCampaignRow(db, key);
  const [[view], byDay, recent] = await Promise.all([publicViews(db, [row], now), repo.findCampaignByDay(db, row.id), repo.findCampaignRecent(db, row.id, RECENT_GIFTS)]);
  return { ...view!, by_day: byDay, recent: recent.map((r) => ({ given_at: (r.paid_at ?? now).toISOString(), quantity: r.quantity })) };
}

/** An open campaign, or 409 for one not started or ended. */
function assertOpen(row: repo.CampaignRow, now: Date) {
  const state = campaignState(row, now);
  if (state === 'upcoming') throw conflict(m.notStarted);
  if (state === 'ended') throw conflict(m.ended);
}

/**
 * POST /api/campaign/payment: a visitor gives units of an open campaign's impact as a guest, through the guest
 * giving (guest user, pending group carrying the campaign, payment link, receipt with the claim link once paid).
 * The server prices it; the campaign is read again, locked, in the same transaction. Nothing is written on any refusal.
 */
export async function campaignPayment(db: Db, input: CampaignPayment, now = new Date()) {
  const body = campaignPaymentSchema.parse(input);
  const row = await publicCampaignRow(db, body.key);
  assertOpen(row, now);
  const line = { project_id: row.project_id, impact_level_id: row.impact_level_id, quantity: body.quantity };
  return giveAsGuest(db, body, [line], {
    campaignId: row.id,
    field: 'key',
    recheck: async (tx) => {
      const locked = await repo.findCampaignByKey(tx, body.key, true);
      if (!locked) throw notFound(m.notFound);
      assertOpen(locked, now);
      if (locked.impact_level_id !== line.impact_level_id) throw conflict(m.impactFixed);
    },
  });
}

/** GET /api/campaign/payment-success?group=: how a campaign payment ended, with its campaign; 404 for any other group. */
export async function campaignPaymentResult(db: Db, groupId: number, now = new Date()) {
  const group = await repo.findCampaignGroup(db, groupId);
  const row = group?.campaign_id ? await repo.findCampaignById(db, group.campaign_id) : undefined;
  if (!group || !row) throw notFound(m.paymentNotFound);
  const [view] = await publicViews(db, [row], now);
  return { contribution_group_id: group.id, status: group.status as 'pending' | 'paid' | 'failed' | 'cancelled', campaign: view! };
}
