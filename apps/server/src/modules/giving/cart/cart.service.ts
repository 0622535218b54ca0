import type { Cart, CartOwner, CartRequest } from '@goodhive/contract';
import { CART_MAX_TOTAL_USD, ECARD_TEMPLATES, QUANTITY_MAX, givingMessages } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../../db/client.js';
import { conflict, notFound, validationError } from '../../../lib/errors.js';
import { canUseOwnedBy, ownerKeyOf, resolveGivingAccount, type GivingAccount } from '../../accounts/index.js';
import { findCurrentRate } from '../../../lib/money.js';
import { randomSecret } from '../../../lib/secrets.js';
import type { AuthContext } from '../../../http/auth.js';
import { findGroup, findGroupContributions } from '../contributions/contributions.repository.js';
import * as repo from './cart.repository.js';
import { findHiddenFrom, isVisibleTo, viewerOfAccount, type CatalogueViewer } from '../../catalogue/index.js';
import { ecardSvg, presentCart, presentLine, presentTotals } from './cart.presenter.js';

/** The projects among the lines that the display conditions hide from the account (they cannot be given). */
async function hiddenProjectsOf(db: DbOrTx, lines: repo.CartLine[], account: GivingAccount, viewer?: CatalogueViewer) {
  if (!lines.length) return new Set<number>();
  const hidden = await findHiddenFrom(db, [...new Set(lines.map((l) => l.item.project_id))], viewer ?? (await viewerOfAccount(db, account)));
  return new Set(hidden.map((h) => h.id));
}

/**
 * The cart of an account as the API shows it (an empty one when the account has none yet). A line whose
 * project the display conditions have since hidden from the account shows as unavailable, outside the totals.
 */
export async function loadCart(db: DbOrTx, account: GivingAccount, viewer?: CatalogueViewer): Promise<Cart> {
  const cart = await repo.findCartByOwner(db, account.ownerKey);
  const lines = cart ? await repo.findCartLines(db, cart.id) : [];
  return presentCart(cart, account, lines, await findCurrentRate(db), await hiddenProjectsOf(db, lines, account, viewer));
}

/** GET /api/cart: the cart of the account the caller acts as, another of theirs (account, company_id), or (admins) anyone's. */
export async function getCart(db: DbOrTx, auth: AuthContext, owner: CartOwner) {
  return loadCart(db, await resolveGivingAccount(db, auth, owner, 'read'));
}

/** Refuses a cart whose lines would exceed the largest allowed quantity or checkout total. */
async function assertWithinLimits(tx: DbOrTx, cartId: number) {
  if ((await repo.cartTotalCents(tx, cartId)) > CART_MAX_TOTAL_USD * 100) throw validationError({ quantity: [givingMessages.cartTooLarge] });
}

/**
 * Checks that a line may be added: the level exists, belongs to the project, is live and priced in USD, and
 * the project's display conditions show it to the account the cart belongs to.
 */
async function assertGivable(db: DbOrTx, projectId: number, levelId: number, account: GivingAccount): Promise<CatalogueViewer> {
  const found = await repo.findLevelWithProject(db, levelId);
  if (!found) throw validationError({ impact_level_id: [givingMessages.itemUnavailable] });
  if (found.level.project_id !== projectId) throw validationError({ impact_level_id: [givingMessages.levelNotOfProject] });
  if (found.project_status !== 'live' || !found.level.is_active) throw validationError({ project_id: [givingMessages.itemUnavailable] });
  const viewer = await viewerOfAccount(db, account);
  if (!(await isVisibleTo(db, projectId, viewer))) throw validationError({ project_id: [givingMessages.itemUnavailable] });
  if (found.level.currency !== 'USD') throw validationError({ impact_level_id: [givingMessages.notUsd] });
  return viewer;
}

const storyGroup = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * POST /api/cart: add, update, remove, clear or set the e-card, in one transaction. Adds merge by type,
 * project or story, and impact level: a project add increases the line by `quantity` (default 1), a
 * story add by its count (story_qty). Client amounts are ignored; the answer carries the server's prices.
 */
export async function changeCart(db: Db, auth: AuthContext, body: CartRequest): Promise<{ message: string; cart: Cart }> {
  const account = await resolveGivingAccount(db, auth, body, 'write');
  // The viewer the added line was checked for also marks the cart's hidden lines: it is read once.
  const viewer = body.op === 'add' ? await assertGivable(db, body.project_id, body.impact_level_id, account) : undefined;
  // A story line must be a line of one of the account's own stories.
  if (body.op === 'add' && body.type === 'story' && !(await repo.isLineOfStory(db, body.story_id!, account.ownerKey, body.project_id, body.impact_level_id))) {
    throw validationError({ story_id: [givingMessages.storyNotFound] });
  }
  let message: string = givingMessages.cartUpdated;
  await db.transaction(async (tx) => {
    const cart = await repo.ensureCart(tx, account, auth.userId);
    switch (body.op) {
      case 'add': {
        const isStory = body.type === 'story';
        const line = await repo.mergeLine(
          tx,
          cart.id,
          {
            type: body.type,
            project_id: body.project_id,
            impact_level_id: body.impact_level_id,
            story_id: isStory ? body.story_id! : 0,
            story_group_id: storyGroup(body.story_group_id),
            quantity: (isStory ? (body.story_qty ?? body.quantity) : body.quantity) ?? 1,
          },
          auth.userId,
        );
        if (line.quantity > QUANTITY_MAX) throw validationError({ quantity: [`The quantity must be at most ${QUANTITY_MAX}.`] });
        if (body.monthly_story_flag !== undefined) await repo.updateCart(tx, cart.id, { monthly_story_flag: body.monthly_story_flag });
        await assertWithinLimits(tx, cart.id);
        message = givingMessages.addedToCart;
        break;
      }
      case 'update': {
        if (!(await repo.setLineQuantity(tx, cart.id, body.carts_id, body.quantity, auth.userId))) throw notFound(givingMessages.cartItemNotFound);
        await assertWithinLimits(tx, cart.id);
        break;
      }
      case 'remove': {
        if (!(await repo.deleteLine(tx, cart.id, body.carts_id))) throw notFound(givingMessages.cartItemNotFound);
        message = givingMessages.removedFromCart;
        break;
      }
      case 'clear': {
        await repo.clearLines(tx, cart.id);
        await repo.updateCart(tx, cart.id, {
          restored: 0,
          monthly_story_flag: 0,
          ecard_template_id: null,
          ecard_message: null,
          ecard_recipient_name: null,
          ecard_recipient_email: null,
        });
        message = givingMessages.cartCleared;
        break;
      }
      case 'ecard': {
        const on = body.ecard_template_id !== null;
        await repo.updateCart(tx, cart.id, {
          ecard_template_id: body.ecard_template_id,
          ecard_message: on ? (body.ecard_message ?? null) : null,
          ecard_recipient_name: on ? (body.recipient_name ?? null) : null,
          ecard_recipient_email: on ? (body.recipient_email ?? null) : null,
        });
        message = givingMessages.ecardSaved;
        break;
      }
    }
  });
  return { message, cart: await loadCart(db, account, viewer) };
}

/** The account a group belongs to, seen from a member acting on it. */
const accountOfGroup = (group: { account: string; user_id: number; company_id: number | null }, userId: number): GivingAccount => {
  const account = group.account === 'company' ? 'company' : 'user';
  const owner = account === 'company' ? userId : group.user_id;
  return { userId: owner, companyId: group.company_id, account, ownerKey: ownerKeyOf(account, owner, group.company_id) };
};

/**
 * POST /api/cart/post/{groupId}: puts the impacts of an earlier contribution group back into its account's
 * cart (merging with what is there) and sets the restored flag. Impacts no longer available are skipped.
 */
export async function restoreFromGroup(db: Db, auth: AuthContext, groupId: number) {
  const group = await findGroup(db, groupId);
  if (!group || !(await canUseOwnedBy(db, auth, group, 'write'))) throw notFound(givingMessages.groupNotFound);
  const account = accountOfGroup(group, auth.userId);
  let skipped = 0;
  const viewer = await viewerOfAccount(db, account);
  await db.transaction(async (tx) => {
    const cart = await repo.ensureCart(tx, account, auth.userId);
    for (const c of await findGroupContributions(tx, group.id)) {
      const found = await repo.findLevelWithProject(tx, c.impact_level_id);
      const isGivable = found && found.project_status === 'live' && found.level.is_active && found.level.currency === 'USD';
      if (!isGivable || !(await isVisibleTo(tx, c.project_id, viewer))) {
        skipped += 1;
        continue;
      }
      const isStory = c.contribution_story_id !== null;
      await repo.mergeLine(
        tx,
        cart.id,
        {
          type: isStory ? 'story' : 'project',
          project_id: c.project_id,
          impact_level_id: c.impact_level_id,
          story_id: c.contribution_story_id ?? 0,
          story_group_id: null,
          quantity: c.quantity,
        },
        auth.userId,
      );
    }
    await repo.updateCart(tx, cart.id, { restored: 1 });
    await assertWithinLimits(tx, cart.id);
  });
  const message = skipped ? `${skipped} impact(s) are no longer available and were not restored.` : 'Your giving cart was restored.';
  return { message, cart: await loadCart(db, account) };
}

/** POST /api/story/checkIsInCart: whether a project or story is in the cart, and how many units. */
export async function checkIsInCart(db: DbOrTx, auth: AuthContext, body: CartOwner & { project_id?: number; story_id?: number | null }) {
  const account = await resolveGivingAccount(db, auth, body, 'read');
  const cart = await repo.findCartByOwner(db, account.ownerKey);
  const lines = cart ? await repo.findLineOf(db, cart.id, body) : [];
  return {
    is_in_cart: lines.length > 0,
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    carts_id: lines[0]?.id ?? null,
  };
}

/** POST /api/cart/share: gives the cart a read-only link /usercart/{key}/{type} (the same key on every call). */
export async function shareCart(db: Db, auth: AuthContext, owner: CartOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'write');
  const cart = await db.transaction(async (tx) => {
    const row = await repo.ensureCart(tx, account, auth.userId);
    return row.share_key ? row : repo.updateCart(tx, row.id, { share_key: randomSecret(18) });
  });
  return { share_key: cart.share_key!, type: account.account, path: `/usercart/${cart.share_key}/${account.account}` };
}

/** DELETE /api/cart/share: the old link stops working. */
export async function unshareCart(db: Db, auth: AuthContext, owner: CartOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'write');
  const cart = await repo.findCartByOwner(db, account.ownerKey);
  if (cart?.share_key) await repo.updateCart(db, cart.id, { share_key: null });
  return loadCart(db, account);
}

async function findShared(db: DbOrTx, key: string, type: 'user' | 'company') {
  const shared = await repo.findCartByShareKey(db, key, type);
  if (!shared) throw notFound(givingMessages.sharedCartNotFound);
  return shared;
}

/** GET /api/cart/shared/{key}/{type}: what a shared cart holds; only a display name of its owner. */
export async function getSharedCart(db: DbOrTx, key: string, type: 'user' | 'company') {
  const shared = await findShared(db, key, type);
  const lines = await repo.findCartLines(db, shared.cart.id);
  const ownerName = type === 'company' ? (shared.company_name ?? 'A company') : `${shared.first_name} ${shared.last_name.charAt(0)}.`;
  return { owner_name: ownerName, account: type, items: lines.map((line) => presentLine(line)), totals: presentTotals(lines, await findCurrentRate(db)) };
}

/** POST /api/cart/shared/{key}/{type}/copy: adds a shared cart's available impacts to the caller's cart. */
export async function copySharedCart(db: Db, auth: AuthContext, key: string, type: 'user' | 'company', owner: CartOwner) {
  const account = await resolveGivingAccount(db, auth, owner, 'write');
  const shared = await findShared(db, key, type);
  if (shared.cart.owner_key === account.ownerKey) throw conflict('This is your own cart.');
  const viewer = await viewerOfAccount(db, account);
  await db.transaction(async (tx) => {
    const cart = await repo.ensureCart(tx, account, auth.userId);
    for (const line of await repo.findCartLines(tx, shared.cart.id)) {
      const { item, level, project } = line;
      if (project.status !== 'live' || !level.is_active || level.currency !== 'USD') continue;
      if (!(await isVisibleTo(tx, project.id, viewer))) continue;
      const { type: itemType, project_id, impact_level_id, story_id, story_group_id, quantity } = item;
      await repo.mergeLine(tx, cart.id, { type: itemType as 'project' | 'story', project_id, impact_level_id, story_id, story_group_id, quantity }, auth.userId);
    }
    await assertWithinLimits(tx, cart.id);
  });
  return loadCart(db, account);
}

/** GET /api/cart/preview-ecard: the e-card as an SVG image. */
export function previewEcard(templateId: number, message: string, recipientName?: string) {
  const template = ECARD_TEMPLATES.find((t) => t.id === templateId)!;
  return ecardSvg(template, message, recipientName);
}

/**
 * Puts a story's lines in its account's cart (POST /api/v2/story/{id}/activate-new), merged by the §5 rule:
 * a story line adds its count to the same story and impact level. Lines that cannot be given are left out.
 */
export async function addStoryToCart(
  db: Db,
  account: GivingAccount,
  editorId: number,
  storyId: number,
  lines: { project_id: number; impact_level_id: number; quantity: number }[],
) {
  const groupId = `story-${storyId}`;
  await db.transaction(async (tx) => {
    const cart = await repo.ensureCart(tx, account, editorId);
    for (const l of lines) {
      const line = await repo.mergeLine(tx, cart.id, { type: 'story', project_id: l.project_id, impact_level_id: l.impact_level_id, story_id: storyId, story_group_id: groupId, quantity: l.quantity }, editorId);
      if (line.quantity > QUANTITY_MAX) throw validationError({ quantity: [`The quantity must be at most ${QUANTITY_MAX}.`] });
    }
    await assertWithinLimits(tx, cart.id);
  });
  return loadCart(db, account);
}
