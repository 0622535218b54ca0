import type { StoryManageInput } from '@goodhive/contract';
import { storyMessages } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound, validationError } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import { makeSealer } from '../../lib/sealed-keys.js';
import * as repo from './stories.repository.js';
import { getAccessibleStory, loadStory, setAutomation } from './stories.service.js';
import { periodOf } from './story-schedule.js';

const sealers = new WeakMap<Config, ReturnType<typeof makeSealer>>();
const sealerFor = (config: Config) => {
  let s = sealers.get(config);
  if (!s) sealers.set(config, (s = makeSealer(config.oauthClientSecret, 'story-manage', 'GHSTRY')));
  return s;
};

/** The key of a story's signed manage link: its id and its current nonce, sealed (a new nonce ends old links). */
export function manageKeyOf(config: Config, story: { id: number; manage_nonce: string }): string {
  const payload = Buffer.alloc(10);
  payload.writeUInt32BE(story.id, 0);
  Buffer.from(story.manage_nonce, 'hex').copy(payload, 4, 0, 6);
  return sealerFor(config).seal(payload);
}

/** The address of a story's manage page, for the recurring e-mails. */
export const manageUrlOf = (config: Config, story: { id: number; manage_nonce: string }) =>
  new URL(`/recurring-impact/manage/${manageKeyOf(config, story)}`, config.appUrl).toString();

/** The story a manage key opens, or 404 (unknown, forged, deleted, or its links were renewed). */
async function storyOfKey(db: DbOrTx, config: Config, key: string, lock = false) {
  const payload = sealerFor(config).open(key);
  if (!payload) throw notFound(storyMessages.manageLinkInvalid);
  const story = await repo.findStory(db, payload.readUInt32BE(0), lock);
  if (!story || story.manage_nonce !== payload.subarray(4, 10).toString('hex')) throw notFound(storyMessages.manageLinkInvalid);
  return story;
}

/**
 * Pause, resume, skip next month, change the quantity or cancel a monthly story (its page, or a signed link).
 * Skip marks the month of the next giving; a skipped month is recorded and the one after it given.
 */
export async function applyAction(tx: DbOrTx, story: repo.StoryRow, input: StoryManageInput, editorId: number | null, now: Date, by: 'member' | 'staff' = 'member') {
  if (story.is_giving_monthly !== 1) throw validationError({ action: [storyMessages.notMonthly] });
  switch (input.action) {
    case 'pause':
      return { story: await setAutomation(tx, story, 'paused', editorId, now, by), message: storyMessages.paused };
    case 'resume':
      return { story: await setAutomation(tx, story, 'on', editorId, now), message: storyMessages.resumed };
    case 'cancel':
      return { story: await setAutomation(tx, story, 'off', editorId, now), message: storyMessages.cancelled };
    case 'skip': {
      if (story.status !== 'active' || story.automation_status !== 'on' || !story.next_giving_at) throw validationError({ action: [storyMessages.notActiveMonthly] });
      const month = periodOf(story.next_giving_at);
      return { story: await repo.updateStory(tx, story.id, { skip_period: month, updated_by: editorId }), message: storyMessages.skipped(month) };
    }
    case 'quantity': {
      if (story.is_multi_project) throw validationError({ quantity: [storyMessages.quantityMultiProject] });
      const quantity = input.quantity!;
      await repo.replaceStoryLines(tx, story.id, [{ project_id: story.project_id, impact_level_id: story.impact_level_id, quantity }]);
      return { story: await repo.updateStory(tx, story.id, { quantity, updated_by: editorId }), message: storyMessages.quantityChanged };
    }
  }
}

/** POST /api/v2/story/{id}/recurring: the owner manages a monthly story from its page. */
export async function manageOwnStory(db: Db, auth: AuthContext, id: number, input: StoryManageInput, now = new Date()) {
  const { story, message } = await db.transaction(async (tx) => applyAction(tx, await getAccessibleStory(tx, auth, id, 'write', true), input, auth.userId, now));
  return { message, story: await loadStory(db, story) };
}

/** What a manage link shows without signing in: the story's words and schedule, nothing of its account. */
async function manageView(db: DbOrTx, story: repo.StoryRow) {
  const lines = await repo.findStoryLines(db, [story.id]);
  return {
    story_text: story.story_text,
    quantity: story.quantity,
    is_multi_project: story.is_multi_project,
    automation_status: story.automation_status as 'on' | 'paused' | 'off',
    next_giving_date: story.next_giving_at?.toISOString() ?? null,
    skip_period: story.skip_period,
    amt_total_usd: toAmount(lines.reduce((n, l) => n + l.price_cents * l.quantity, 0)),
  };
}

/** GET /api/story/manage/{key}. */
export async function readByManageKey(db: DbOrTx, config: Config, key: string) {
  return manageView(db, await storyOfKey(db, config, key));
}

/** POST /api/story/manage/{key}: the same actions as the story page, from a signed link, without signing in. */
export async function manageByKey(db: Db, config: Config, key: string, input: StoryManageInput, now = new Date()) {
  const { story, message } = await db.transaction(async (tx) => applyAction(tx, await storyOfKey(tx, config, key, true), input, null, now));
  return { message, view: await manageView(db, story) };
}
