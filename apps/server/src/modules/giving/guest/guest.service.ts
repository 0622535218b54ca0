import type { FastifyBaseLogger } from 'fastify';
import type { GuestCheckout, PublicCart, PublicCartItem, PublicCartLine } from '@goodhive/contract';
import { CART_MAX_TOTAL_USD, givingMessages, guestCheckoutSchema, guestGivingTexts, needsCharityDisclosure } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import type { PublicCartLineValue } from '../../../db/schema/index.js';
import { notFound, validationError } from '../../../lib/errors.js';
import { toAmount } from '../../../lib/money.js';
import { randomSecret, sha256 } from '../../../lib/secrets.js';
import { findHiddenFrom } from '../../catalogue/index.js';
import { findOrCreateGuest, unusableGuestPasswordHash } from '../../identity/index.js';
import { getSharedCart } from '../cart/cart.service.js';
import * as checkoutRepo from '../checkout/checkout.repository.js';
import * as repo from './public-cart.repository.js';

const PAYMENT_LINK_TTL_MS = 24 * 3600_000;

/** Lines merged by impact level (two adds of the same level are one line). */
function mergeLines(lines: PublicCartLine[]): PublicCartLineValue[] {
  const merged = new Map<number, PublicCartLineValue>();
  for (const line of lines) {
    const same = merged.get(line.impact_level_id);
    if (same && same.project_id === line.project_id) same.quantity += line.quantity;
    else merged.set(line.impact_level_id, { ...line });
  }
  return [...merged.values()];
}

/** Each line priced from the server's own impact levels; a line a visitor may not give is marked unavailable. */
async function priceLines(db: DbOrTx, lines: PublicCartLineValue[]) {
  const levels = await repo.findLevelsWithProjects(db, lines.map((l) => l.impact_level_id));
  const hidden = new Set((await findHiddenFrom(db, [...new Set(lines.map((l) => l.project_id))], null)).map((h) => h.id));
  return lines.map((line) => {
    const level = levels.find((l) => l.level_id === line.impact_level_id && l.level_project_id === line.project_id);
    const isAvailable = !!level && level.project_status === 'live' && level.is_active && level.currency === 'USD' && !hidden.has(line.project_id);
    const unitCents = level?.price_cents ?? 0;
    return { line, level, isAvailable, unitCents, totalCents: unitCents * line.quantity, beneficiaries: line.quantity * (level?.beneficiaries_per_unit ?? 0) };
  });
}

type Priced = Awaited<ReturnType<typeof priceLines>>[number];
const presentItem = (p: Priced): PublicCartItem => ({
  project_id: p.line.project_id,
  impact_level_id: p.line.impact_level_id,
  quantity: p.line.quantity,
  project_title: p.level?.project_title ?? '',
  partner_name: p.level?.partner_name ?? '',
  is_bundle: p.level?.is_bundle ?? false,
  impact_unit: p.level?.impact_unit ?? '',
  unit_price_usd: toAmount(p.unitCents),
  amt_total_usd: toAmount(p.totalCents),
  beneficiaries: p.beneficiaries,
  is_available: p.isAvailable,
});

async function presentGuestCart(db: DbOrTx, row: repo.PublicCartRow): Promise<PublicCart> {
  const priced = await priceLines(db, row.lines);
  return {
    key: row.share_key,
    type: 'guest',
    path: `/usercart/${row.share_key}/guest`,
    owner_name: 'Guest',
    items: priced.map(presentItem),
    total_usd: toAmount(priced.reduce((n, p) => n + (p.isAvailable ? p.totalCents : 0), 0)),
  };
}

/** Refuses lines a visitor may not give (unknown level, not live, hidden from visitors), naming each by its index. */
async function checkGivable(db: DbOrTx, lines: PublicCartLineValue[]) {
  const priced = await priceLines(db, lines);
  const errors: Record<string, string[]> = {};
  priced.forEach((p, index) => {
    if (!p.isAvailable) errors[`lines.${index}`] = [guestGivingTexts.lineUnavailable];
  });
  if (Object.keys(errors).length) throw validationError(errors, guestGivingTexts.lineUnavailable);
  if (priced.reduce((n, p) => n + p.totalCents, 0) > CART_MAX_TOTAL_USD * 100) throw validationError({ lines: [givingMessages.cartTooLarge] });
}

/** POST /api/usercart: a visitor's new public cart with its first lines; its key opens and shares it. */
export async function createPublicCart(db: Db, lines: PublicCartLine[]): Promise<PublicCart> {
  const merged = mergeLines(lines);
  await checkGivable(db, merged);
  return presentGuestCart(db, await repo.insertPublicCart(db, randomSecret(18), merged));
}

/** PUT /api/usercart/{key}/guest: the cart's lines replaced (anyone holding the key may change it). */
export async function replacePublicCartLines(db: Db, key: string, lines: PublicCartLine[]): Promise<PublicCart> {
  const merged = mergeLines(lines);
  await checkGivable(db, merged);
  return db.transaction(async (tx) => {
    const row = await repo.lockPublicCart(tx, key);
    if (!row) throw notFound(guestGivingTexts.cartNotFound);
    return presentGuestCart(tx, await repo.updatePublicCartLines(tx, row.id, merged));
  });
}

/** GET /api/usercart/{key}/{type}: a visitor's cart (guest) or a member's shared cart (user, company); 404 for an unknown key. */
export async function getPublicCart(db: DbOrTx, key: string, type: 'user' | 'company' | 'guest'): Promise<PublicCart> {
  if (type === 'guest') {
    const row = await repo.findPublicCart(db, key);
    if (!row) throw notFound(guestGivingTexts.cartNotFound);
    return presentGuestCart(db, row);
  }
  const shared = await getSharedCart(db, key, type);
  return {
    key,
    type,
    path: `/usercart/${key}/${type}`,
    owner_name: shared.owner_name,
    items: shared.items
      .filter((item) => item.type === 'project')
      .map((item) => ({
        project_id: item.project_id,
        impact_level_id: item.impact_level_id,
        quantity: item.quantity,
        project_title: item.project.title,
        partner_name: item.project.partner_name,
        is_bundle: item.project.is_bundle,
        impact_unit: item.impact.impact_unit,
        unit_price_usd: item.unit_price_usd,
        amt_total_usd: item.amt_total_usd,
        beneficiaries: item.beneficiaries,
        is_available: item.is_available,
      })),
    total_usd: shared.totals.amt_total_usd,
  };
}

/** A guest giver as the checkout and the campaign payment take them. */
export type GuestGiver = Pick<GuestCheckout, 'first_name' | 'last_name' | 'email' | 'country_id'> & { disclosure_accepted?: boolean };

/** The guest's country must exist; a visitor from a country with the charity disclosure must have accepted it. */
async function checkGuestGiver(db: DbOrTx, giver: GuestGiver) {
  const countryCode = await repo.findCountryCode(db, Number(giver.country_id));
  if (countryCode === null) throw validationError({ country_id: [guestGivingTexts.countryRequired] });
  if (needsCharityDisclosure(countryCode) && !giver.disclosure_accepted) throw validationError({ disclosure_accepted: [guestGivingTexts.disclosureRequired] }, guestGivingTexts.disclosureRequired);
}

/**
 * Writes a guest's pending giving of these lines inside the caller's transaction: every line priced by the
 * server and checked givable (else 422 on `field`), the guest's user (role Guest User) found or made by e-mail,
 * a pending contribution group (marked guest, and the campaign's when one is named) with one contribution per
 * line, and a payment link. Answers the payment page.
 */
async function writeGuestGiving(tx: DbOrTx, giver: GuestGiver, lines: PublicCartLineValue[], passwordHash: string, options: { field: string; campaignId?: number | null }) {
  if (!lines.length) throw validationError({ [options.field]: [guestGivingTexts.cartEmpty] }, guestGivingTexts.cartEmpty);
  const priced = await priceLines(tx, lines);
  if (priced.some((p) => !p.isAvailable)) throw validationError({ [options.field]: [guestGivingTexts.lineUnavailable] }, guestGivingTexts.lineUnavailable);
  const totalCents = priced.reduce((n, p) => n + p.totalCents, 0);
  if (totalCents > CART_MAX_TOTAL_USD * 100) throw validationError({ [options.field]: [givingMessages.cartTooLarge] }, givingMessages.cartTooLarge);

  const userId = await findOrCreateGuest(tx, { first_name: giver.first_name, last_name: giver.last_name, email: giver.email, country_id: Number(giver.country_id) }, passwordHash);
  const group = await checkoutRepo.insertGroup(tx, {
    user_id: userId,
    company_id: null,
    account: 'user',
    status: 'pending',
    total_usd_cents: totalCents,
    funded_by: 'customer',
    guest: true,
    campaign_id: options.campaignId ?? null,
    created_by: userId,
    updated_by: userId,
  });
  await checkoutRepo.insertContributions(
    tx,
    priced.map((p) => ({
      contribution_group_id: group.id,
      user_id: userId,
      company_id: null,
      account: 'user',
      project_id: p.line.project_id,
      impact_level_id: p.line.impact_level_id,
      contribution_story_id: null,
      quantity: p.line.quantity,
      beneficiaries: p.beneficiaries,
      unit_price_cents: p.unitCents,
      amt_total_usd_cents: p.totalCents,
      payment_received: 0,
      created_by: userId,
    })),
  );
  const token = randomSecret(32);
  await checkoutRepo.insertPaymentLink(tx, group.id, sha256(token), new Date(Date.now() + PAYMENT_LINK_TTL_MS));
  return { contribution_group_id: group.id, total_usd: toAmount(totalCents), payment_token: token, redirect_path: `/payment-redirect/user/${token}/${group.id}` };
}

/**
 * POST /api/guest/checkout: a guest gives what their public cart holds. The server prices every line; the
 * guest's user (role Guest User) is found or made by e-mail, and in one transaction a pending contribution
 * group (marked guest) with one contribution per line and a payment link are written. A visitor from a country
 * with the charity disclosure must have accepted it. Bad input writes nothing.
 */
export async function guestCheckout(db: Db, _config: Config, _log: FastifyBaseLogger, input: GuestCheckout) {
  const body = guestCheckoutSchema.parse(input);
  await checkGuestGiver(db, body);
  const passwordHash = await unusableGuestPasswordHash();
  return db.transaction(async (tx) => {
    const cart = await repo.lockPublicCart(tx, body.cart_key);
    if (!cart) throw notFound(guestGivingTexts.cartNotFound);
    return writeGuestGiving(tx, body, cart.lines, passwordHash, { field: 'cart_key' });
  });
}

/**
 * A guest's pending giving of one campaign's impact (POST /api/campaign/payment): the same guest giving as the
 * checkout of a public cart, its group carrying the campaign's id; `recheck` runs first inside the transaction
 * (the campaign still open). All or nothing.
 */
export async function giveAsGuest(db: Db, giver: GuestGiver, lines: PublicCartLineValue[], options: { campaignId: number; field: string; recheck?: (tx: DbOrTx) => Promise<void> }) {
  await checkGuestGiver(db, giver);
  const passwordHash = await unusableGuestPasswordHash();
  return db.transaction(async (tx) => {
    if (options.recheck) await options.recheck(tx);
    return writeGuestGiving(tx, giver, lines, passwordHash, { field: options.field, campaignId: options.campaignId });
  });
}
