import crypto from 'node:crypto';
import type {
  CreateStoryInput,
  SaveMultiProjectStoryInput,
  Story,
  StoryAutomationStatus,
  StoryLineInput,
  StoryListQuery,
  StoryLookupQuery,
  StoryOwner,
  UpdateMultiProjectStoryInput,
} from '@goodhive/contract';
import { storyMessages, storyTexts } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { canUseOwnedBy, resolveGivingAccount, type GivingAccount } from '../accounts/index.js';
import { isVisibleTo, viewerOfAccount } from '../catalogue/index.js';
import { addStoryToCart } from '../giving/index.js';
import * as repo from './stories.repository.js';
import { isLineAvailable, presentStory, presentStoryContribution, presentStoryRun, storyContributionsCsv } from './stories.presenter.js';
import { firstGivingAt, groupBy, nextGivingAfter, periodOf } from './story-schedule.js';
import { emitStoryPaused } from './story-webhooks.js';

/** A new nonce for a story's signed manage links (12 hex characters). */
export const newManageNonce = () => crypto.randomBytes(6).toString('hex');

/**
 * Checks that every line may be given by the account: the level exists, belongs to the project, is active and
 * priced in USD, the project is live, and its display conditions show it to the account. 422 with the field.
 */
export async function assertLinesGivable(db: DbOrTx, lines: StoryLineInput[], account: GivingAccount, field = 'project_id') {
  const viewer = await viewerOfAccount(db, account);
  for (const line of lines) {
    const found = await repo.findLevelWithProject(db, line.impact_level_id);
    if (!found) throw validationError({ impact_level_id: [storyMessages.levelUnavailable] });
    if (found.level.project_id !== line.project_id) throw validationError({ impact_level_id: [storyMessages.levelNotOfProject] });
    if (found.project.status !== 'live' || !(await isVisibleTo(db, line.project_id, viewer))) throw validationError({ [field]: [storyMessages.projectUnavailable] });
    if (!found.level.is_active || found.level.currency !== 'USD') throw validationError({ impact_level_id: [storyMessages.levelUnavailable] });
  }
}

/** A story with its lines and paid impact, as the API shows it. */
export async function loadStory(db: DbOrTx, story: repo.StoryRow): Promise<Story> {
  const [lines, impact] = await Promise.all([repo.findStoryLines(db, [story.id]), repo.findStoryImpact(db, [story.id])]);
  return presentStory(story, lines, impact);
}

/**
 * A story the caller may read or change: the personal owner's, or their company's (any member); staff may read
 * any. Deleted stories, unknown ids and other accounts' stories all answer 404, so ids cannot be probed.
 */
export async function getAccessibleStory(db: DbOrTx, auth: AuthContext, id: number, mode: 'read' | 'write', lock = false) {
  const story = await repo.findStory(db, id, lock);
  if (!story || !(await canUseOwnedBy(db, auth, story, mode))) throw notFound(storyMessages.notFound);
  return story;
}

type StoryFields = { story_text: string; is_giving_monthly: number; giving_story_image?: string | null; destination_link?: string | null; template_id?: number | null };

async function insertWithLines(db: Db, auth: AuthContext, account: GivingAccount, fields: StoryFields, lines: StoryLineInput[]) {
  await assertLinesGivable(db, lines, account);
  if (fields.template_id && !(await repo.findTemplate(db, fields.template_id))) throw validationError({ template_id: [storyMessages.templateNotFound] });
  const story = await db.transaction(async (tx) => {
    const row = await repo.insertStory(tx, {
      owner_key: account.ownerKey,
      account: account.account,
      user_id: auth.userId,
      company_id: account.companyId,
      story_text: fields.story_text,
      project_id: lines[0].project_id,
      impact_level_id: lines[0].impact_level_id,
      quantity: lines[0].quantity,
      is_multi_project: lines.length > 1 ? 1 : 0,
      giving_story_image: fields.giving_story_image ?? null,
      is_giving_monthly: fields.is_giving_monthly,
      status: 'draft',
      automation_status: fields.is_giving_monthly ? 'on' : 'off',
      destination_link: fields.destination_link ?? null,
      template_id: fields.template_id ?? null,
      manage_nonce: newManageNonce(),
      created_by: auth.userId,
      updated_by: auth.userId,
    });
    await repo.replaceStoryLines(tx, row.id, lines);
    return row;
  });
  return loadStory(db, story);
}

/** POST /api/v2/story: a one-project story of the account the member acts as (or names), saved as a draft. */
export async function createStory(db: Db, auth: AuthContext, input: CreateStoryInput) {
  const account = await resolveGivingAccount(db, auth, input, 'write');
  return insertWithLines(db, auth, account, input, [{ project_id: input.project_id, impact_level_id: input.impact_level_id, quantity: input.quantity }]);
}

/** POST /api/v2/story/saveMultiProjectStory: a story giving several projects' impacts. */
export async function saveMultiProjectStory(db: Db, auth: AuthContext, input: SaveMultiProjectStoryInput) {
  const account = await resolveGivingAccount(db, auth, input, 'write');
  return insertWithLines(db, auth, account, input, input.projects);
}

/** POST /api/v2/story/updateMultiProjectStory: saves the whole story (text, lines, monthly, image, link). */
export async function updateMultiProjectStory(db: Db, auth: AuthContext, input: UpdateMultiProjectStoryInput, now = new Date()) {
  const current = await getAccessibleStory(db, auth, input.id, 'write');
  await assertLinesGivable(db, input.projects, accountOf(current));
  const story = await db.transaction(async (tx) => {
    const locked = await getAccessibleStory(tx, auth, input.id, 'write', true);
    const monthly = input.is_giving_monthly;
    const becameMonthly = monthly === 1 && locked.is_giving_monthly === 0;
    const row = await repo.updateStory(tx, locked.id, {
      story_text: input.story_text,
      project_id: input.projects[0].project_id,
      impact_level_id: input.projects[0].impact_level_id,
      quantity: input.projects[0].quantity,
      is_multi_project: input.projects.length > 1 ? 1 : 0,
      is_giving_monthly: monthly,
      giving_story_image: input.giving_story_image === undefined ? locked.giving_story_image : input.giving_story_image,
      destination_link: input.destination_link === undefined ? locked.destination_link : input.destination_link,
      automation_status: monthly ? (becameMonthly ? 'on' : locked.automation_status) : 'off',
      next_giving_at: !monthly ? null : becameMonthly && locked.status === 'active' ? firstGivingAt(now) : locked.next_giving_at,
      updated_by: auth.userId,
    });
    await repo.replaceStoryLines(tx, row.id, input.projects);
    return row;
  });
  return loadStory(db, story);
}

/** The giving account a story belongs to. */
export const accountOf = (s: repo.StoryRow): GivingAccount => ({ userId: s.user_id, companyId: s.company_id, account: s.account === 'company' ? 'company' : 'user', ownerKey: s.owner_key });

/** GET /api/story/{id} (and the story page): one story with its lines and paid impact. */
export async function readStory(db: DbOrTx, auth: AuthContext, id: number) {
  return loadStory(db, await getAccessibleStory(db, auth, id, 'read'));
}

async function presentPage(db: DbOrTx, rows: repo.StoryRow[], withImpact: boolean) {
  const ids = rows.map((r) => r.id);
  const [lines, impact] = await Promise.all([repo.findStoryLines(db, ids), withImpact ? repo.findStoryImpact(db, ids) : Promise.resolve([])]);
  const linesOf = groupBy(lines, (l) => l.story_id);
  const impactOf = groupBy(impact, (i) => i.story_id);
  return rows.map((r) => presentStory(r, linesOf.get(r.id) ?? [], impactOf.get(r.id) ?? []));
}

/** GET /api/v2/story: the account's stories with the §3 filters, a page at a time, with meta.total. */
export async function listStories(db: DbOrTx, auth: AuthContext, q: StoryListQuery) {
  const account = await resolveGivingAccount(db, auth, q, 'read');
  const limit = q.limit;
  const { rows, total } = await repo.findStoriesPage(
    db,
    { ownerKey: account.ownerKey, isGivingMonthly: q.is_giving_monthly, status: q.status, search: q.search || undefined },
    { field: q.order_by_field, dir: q.order_by, automateFirst: q.order_automate ? (q.order_automate_by ?? 'desc') : undefined },
    { limit, offset: limit === -1 ? 0 : (q.page - 1) * limit },
  );
  const withImpact = (q.additional ?? '').split(',').map((s) => s.trim()).includes('contributions');
  return { data: await presentPage(db, rows, withImpact), meta: { total, page: q.page, limit } };
}

/** GET /api/story: an account's stories by ids, status or search (count caps how many), with their paid impact. */
export async function lookupStories(db: DbOrTx, auth: AuthContext, q: StoryLookupQuery) {
  const account = await resolveGivingAccount(db, auth, q, 'read');
  const limit = q.count ?? 100;
  const { rows, total } = await repo.findStoriesPage(
    db,
    { ownerKey: account.ownerKey, status: q.status, search: q.search || undefined, ids: q.ids },
    { field: 'updated_at', dir: 'desc' },
    { limit, offset: 0 },
  );
  return { data: await presentPage(db, rows, true), meta: { total, page: 1, limit } };
}

/**
 * POST /api/v2/story/{id}/activate: a draft becomes active. A monthly story's automated giving starts: the
 * recurring-giving job gives it at its next run and then once a month. A second activation answers 409.
 */
export async function activateStory(db: Db, auth: AuthContext, id: number, now = new Date()) {
  const story = await db.transaction(async (tx) => {
    const s = await getAccessibleStory(tx, auth, id, 'write', true);
    if (s.status === 'active') throw conflict(storyMessages.alreadyActive);
    const lines = await repo.findStoryLines(tx, [s.id]);
    if (!lines.every((l) => isLineAvailable(l))) throw validationError({ project_id: [storyMessages.projectUnavailable] });
    const monthly = s.is_giving_monthly === 1;
    return repo.updateStory(tx, s.id, {
      status: 'active',
      activated_at: now,
      automation_status: monthly ? 'on' : 'off',
      next_giving_at: monthly ? firstGivingAt(now) : null,
      updated_by: auth.userId,
    });
  });
  return loadStory(db, story);
}

/**
 * POST /api/v2/story/{id}/activate-new: activates the story and puts it in its account's giving cart, so the
 * member gives its first time now at checkout; a monthly story's automated giving starts a month later.
 */
export async function activateNewStory(db: Db, auth: AuthContext, id: number, now = new Date()) {
  const current = await getAccessibleStory(db, auth, id, 'write');
  const lines = await repo.findStoryLines(db, [current.id]);
  await assertLinesGivable(db, lines, accountOf(current));
  const story = await db.transaction(async (tx) => {
    const s = await getAccessibleStory(tx, auth, id, 'write', true);
    if (s.status === 'active') throw conflict(storyMessages.alreadyActive);
    const monthly = s.is_giving_monthly === 1;
    return repo.updateStory(tx, s.id, {
      status: 'active',
      activated_at: now,
      automation_status: monthly ? 'on' : 'off',
      // The first month is given through the cart now; the job gives the months after it.
      next_giving_at: monthly ? nextGivingAfter(now, now) : null,
      skip_period: null,
      updated_by: auth.userId,
    });
  });
  const account = accountOf(story);
  await addStoryToCart(db, { ...account, userId: auth.userId }, auth.userId, story.id, lines);
  return loadStory(db, story);
}

/** POST /api/v2/story/{id}/move-draft: an active story goes back to draft; its automated giving stops. */
export async function moveStoryToDraft(db: Db, auth: AuthContext, id: number) {
  const story = await db.transaction(async (tx) => {
    const s = await getAccessibleStory(tx, auth, id, 'write', true);
    if (s.status === 'draft') throw conflict(storyMessages.alreadyDraft);
    return repo.updateStory(tx, s.id, { status: 'draft', next_giving_at: null, updated_by: auth.userId });
  });
  return loadStory(db, story);
}

/**
 * DELETE /api/v2/story/{id}?page_title=: the story is deleted (its contributions keep pointing at it), taken
 * out of every cart, and its manage links stop working. page_title records the screen it was deleted from.
 */
export async function deleteStory(db: Db, auth: AuthContext, id: number, pageTitle: string | undefined, now = new Date()) {
  await db.transaction(async (tx) => {
    const s = await getAccessibleStory(tx, auth, id, 'write', true);
    await repo.updateStory(tx, s.id, { deleted_at: now, deleted_from: pageTitle ?? null, next_giving_at: null, manage_nonce: newManageNonce(), updated_by: auth.userId });
    await repo.removeStoryFromCarts(tx, s.id);
  });
  return { id, page_title: pageTitle ?? null };
}

/**
 * POST /api/v2/story/updateStoryAutomationStatus: on (given every month), paused or off (cancelled). Only a
 * monthly story has automated giving (422). Turning it on again schedules the next month not yet given.
 */
export async function updateAutomationStatus(db: Db, auth: AuthContext, id: number, status: StoryAutomationStatus, now = new Date()) {
  const story = await db.transaction(async (tx) => {
    const s = await getAccessibleStory(tx, auth, id, 'write', true);
    return setAutomation(tx, s, status, auth.userId, now);
  });
  return loadStory(db, story);
}

/** Sets a story's automation (the owner's calls and the signed manage links share it). */
export async function setAutomation(tx: DbOrTx, s: repo.StoryRow, status: StoryAutomationStatus, editorId: number | null, now: Date, pausedBy: 'member' | 'staff' = 'member') {
  if (s.is_giving_monthly !== 1) throw validationError({ automation_status: [storyMessages.notMonthly] });
  if (status === s.automation_status) return s;
  const next = status === 'on' && s.status === 'active' ? await resumeAt(tx, s, now) : null;
  const saved = await repo.updateStory(tx, s.id, { automation_status: status, next_giving_at: next, updated_by: editorId });
  if (status === 'paused') await emitStoryPaused(tx, saved, pausedBy);
  return saved;
}

/** When a story turned on again gives next: now, unless this month was already given (then next month). */
async function resumeAt(db: DbOrTx, s: repo.StoryRow, now: Date) {
  const runs = await repo.findStoryRuns(db, s.id);
  return runs.some((r) => r.period === periodOf(now) && r.status !== 'failed') ? nextGivingAfter(now, now) : firstGivingAt(now);
}

/** POST /api/v2/story/saveDestinationLink: where the story's public page and embed link to (null removes it). */
export async function saveDestinationLink(db: Db, auth: AuthContext, id: number, link: string | null) {
  const s = await getAccessibleStory(db, auth, id, 'write');
  return loadStory(db, await repo.updateStory(db, s.id, { destination_link: link, updated_by: auth.userId }));
}

/** POST /api/v2/story/{id}/get-multiproject-stories: the projects a story gives, with their prices. */
export async function storyLines(db: DbOrTx, auth: AuthContext, id: number) {
  const s = await getAccessibleStory(db, auth, id, 'read');
  return (await loadStory(db, s)).projects;
}

/** The story page's giving history: its months of automated giving and its paid contributions. */
export async function storyHistory(db: DbOrTx, auth: AuthContext, id: number) {
  const s = await getAccessibleStory(db, auth, id, 'read');
  const [runs, contributions] = await Promise.all([repo.findStoryRuns(db, s.id), repo.findStoryContributions(db, s.id)]);
  return { runs: runs.map(presentStoryRun), contributions: contributions.map(presentStoryContribution) };
}

/** POST /api/story/csv-data: the story's paid contributions as CSV. */
export async function storyCsv(db: DbOrTx, auth: AuthContext, id: number) {
  const s = await getAccessibleStory(db, auth, id, 'read');
  return { filename: `story-${s.id}-contributions.csv`, csv: storyContributionsCsv(await repo.findStoryContributions(db, s.id)) };
}

/** The figures a story's share text and public counter show: its paid impact per unit. */
export async function storyFigures(db: DbOrTx, storyId: number) {
  const [lines, impact] = await Promise.all([repo.findStoryLines(db, [storyId]), repo.findStoryImpact(db, [storyId])]);
  return lines.map((l) => {
    const given = impact.filter((i) => i.project_id === l.project_id).reduce((n, i) => n + i.quantity, 0);
    return { project_id: l.project_id, project_title: l.project_title, impact_unit: l.impact_unit, quantity: given, beneficiaries: impact.filter((i) => i.project_id === l.project_id).reduce((n, i) => n + i.beneficiaries, 0) };
  });
}

/** The LinkedIn post text of a story: its words and what it has given so far. */
export function shareTextOf(storyText: string, figures: { quantity: number; impact_unit: string }[]) {
  const given = figures.filter((f) => f.quantity > 0).map((f) => `${f.quantity.toLocaleString('en-US')} × ${f.impact_unit}`);
  return storyTexts.shareText(storyText, given.length ? given.join(', ') : 'our first impact is on its way');
}

/**
 * POST /api/v2/story/embed-story: makes the story public and answers its counter embed (an iframe of
 * /campaign/storyembedded/{id}), its public page and the LinkedIn post text with its figures.
 */
export async function embedStory(db: Db, config: Config, auth: AuthContext, id: number) {
  const s = await getAccessibleStory(db, auth, id, 'write');
  if (!s.is_public) await repo.updateStory(db, s.id, { is_public: 1, updated_by: auth.userId });
  const embedUrl = new URL(`/campaign/storyembedded/${s.id}`, config.appUrl).toString();
  // The counter is also the story's public page.
  const publicUrl = embedUrl;
  return {
    id: s.id,
    embed_url: embedUrl,
    public_url: publicUrl,
    embed_code: `<iframe src="${embedUrl}" title="Our impact" width="320" height="200" style="border:0" loading="lazy"></iframe>`,
    share_text: shareTextOf(s.story_text, await storyFigures(db, s.id)),
  };
}

/** Resolves the account a story call names (the one the member acts as by default). */
export const storyAccount = (db: DbOrTx, auth: AuthContext, ref: StoryOwner, mode: 'read' | 'write') => resolveGivingAccount(db, auth, ref, mode);

/** How the Giving API batches the business events recorded against a story from now on: per day or per month. */
export async function setApiBatchPeriod(db: DbOrTx, storyId: number, period: 'day' | 'month') {
  await repo.updateStory(db, storyId, { api_batch_period: period });
}
