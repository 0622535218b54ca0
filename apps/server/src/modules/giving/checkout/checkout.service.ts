import type { FastifyBaseLogger } from 'fastify';
import type { CartOwner, CheckoutRequest } from '@goodhive/contract';
import { CART_MAX_TOTAL_USD, formatAmount, givingMessages } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { conflict, notFound, unauthorized, validationError } from '../../../lib/errors.js';
import { canUseOwnedBy, resolveGivingAccount } from '../../accounts/index.js';
import { toAmount } from '../../../lib/money.js';
import { paymentProviderFor } from '../../../lib/payments/index.js';
import { randomSecret, sha256 } from '../../../lib/secrets.js';
import type { AuthContext } from '../../../http/auth.js';
import { findCartLines } from '../cart/cart.repository.js';
import { priceLine } from '../cart/cart.presenter.js';
import { loadCart } from '../cart/cart.service.js';
import { findHiddenFrom, viewerOfAccount } from '../../catalogue/index.js';
import { creditBalanceCents, reservedCreditCents } from '../credits/credits.repository.js';
import { reserveCredit } from '../credits/credit-ledger.service.js';
import { findCategoriesOf, findGroup, findGroupContributionRows, findGroupContributions, lockGroup, type GroupRow } from '../contributions/contributions.repository.js';
import * as repo from './checkout.repository.js';
import { closeGroup, markGroupPaid } from './payment-events.service.js';
import { presentGroup } from './checkout.presenter.js';

const PAYMENT_LINK_TTL_MS = 24 * 3600_000;

/** Where the web app sends the browser after a payment, by the group's state. */
export function resultUrl(config: Config, group: Pick<GroupRow, 'id' | 'status'> & { guest?: boolean; campaign_id?: number | null }): string {
  // A campaign's giver lands on the campaign's payment page, which reads how the payment ended and links the thank-you page.
  if (group.campaign_id) return `${config.appUrl}/campaign/payment-success?group=${group.id}`;
  // A guest has no signed-in pages: every outcome ends on the public thank-you page, which says which it was.
  if (group.guest) return `${config.appUrl}/thankyou?group=${group.id}${group.status === 'paid' ? '' : `&status=${group.status === 'cancelled' ? 'cancelled' : 'failed'}`}`;
  if (group.status === 'paid') return `${config.appUrl}/payment-success/?group=${group.id}`;
  if (group.status === 'cancelled') return `${config.appUrl}/payment-cancelled?group=${group.id}`;
  return `${config.appUrl}/payment-failed/?group=${group.id}`;
}

/** A line's identity and price, to tell whether a pending checkout still matches the cart. */
const signatureOf = (lines: { type: string; storyId: number; levelId: number; quantity: number; unitCents: number }[]) =>
  lines
    .map((l) => `${l.type}:${l.storyId}:${l.levelId}:${l.quantity}:${l.unitCents}`)
    .sort()
    .join('|');

/** Issues a payment link token for a group (stored hashed). */
async function issuePaymentToken(tx: DbOrTx, groupId: number): Promise<string> {
  const token = randomSecret(32);
  await repo.insertPaymentLink(tx, groupId, sha256(token), new Date(Date.now() + PAYMENT_LINK_TTL_MS));
  return token;
}

/** Tells a provider to close sessions of checkouts that were replaced or cancelled (best effort, after commit). */
function expireAtProvider(config: Config, log: FastifyBaseLogger, sessions: { provider: string; provider_session_id: string }[]) {
  const provider = paymentProviderFor(config);
  for (const s of sessions) {
    if (s.provider !== provider.name || s.provider === 'sandbox') continue;
    provider.expireSession(s.provider_session_id).catch((err: unknown) => log.warn({ err, session: s.provider_session_id }, 'could not expire payment session'));
  }
}

/**
 * POST /api/cart/contribution: turns the cart into a pending contribution group priced by the server, in one
 * transaction with the cart locked. With use_credit, the account's credit is reserved first; when it covers
 * everything the group is paid at once. Checking out an unchanged cart again returns the same pending group
 * (a double click); a changed cart replaces the earlier pending checkout, whose credit is released. Lines that
 * can no longer be given answer 409; lines of projects the display conditions now hide from the account, 422.
 */
export async function createCheckout(db: Db, config: Config, log: FastifyBaseLogger, auth: AuthContext, body: CheckoutRequest) {
  const account = await resolveGivingAccount(db, auth, body, 'write');
  const expired: { provider: string; provider_session_id: string }[] = [];
  const result = await db.transaction(async (tx) => {
    const cart = await repo.lockCartByOwner(tx, account.ownerKey);
    const lines = cart ? await findCartLines(tx, cart.id) : [];
    if (!cart || !lines.length) throw conflict(givingMessages.cartEmpty);
    const priced = lines.map((line) => ({ line, price: priceLine(line) }));
    const unavailable = priced.filter((p) => !p.price.isAvailable).map((p) => String(p.line.item.id));
    if (unavailable.length) throw conflict(givingMessages.itemsUnavailable, { carts_id: unavailable });
    // Display conditions may have changed since the lines were added: a hidden project is not paid for.
    const hidden = await findHiddenFrom(tx, [...new Set(lines.map((l) => l.item.project_id))], await viewerOfAccount(tx, account));
    if (hidden.length) {
      const hiddenLines = lines.filter((l) => hidden.some((h) => h.id === l.item.project_id)).map((l) => String(l.item.id));
      throw validationError({ carts_id: hiddenLines }, givingMessages.notOfferedToAccount(hidden.map((h) => h.title)));
    }
    const totalCents = priced.reduce((n, p) => n + p.price.totalCents, 0);
    if (totalCents > CART_MAX_TOTAL_USD * 100) throw validationError({ quantity: [givingMessages.cartTooLarge] });
    const cartSignature = signatureOf(
      priced.map(({ line, price }) => ({ type: line.item.type, storyId: line.item.story_id, levelId: line.item.impact_level_id, quantity: line.item.quantity, unitCents: price.unitCents })),
    );

    if (cart.contribution_group_id) {
      const previous = await lockGroup(tx, cart.contribution_group_id);
      if (previous?.status === 'pending') {
        const previousLines = (await findGroupContributions(tx, previous.id)).map((c) => ({
          type: c.contribution_story_id === null ? 'project' : 'story',
          storyId: c.contribution_story_id ?? 0,
          levelId: c.impact_level_id,
          quantity: c.quantity,
          unitCents: c.unit_price_cents,
        }));
        const reserved = await reservedCreditCents(tx, previous.id);
        const sameCredit = body.use_credit ? reserved > 0 || (await creditBalanceCents(tx, account)) === 0 : reserved === 0;
        if (sameCredit && signatureOf(previousLines) === cartSignature && previous.total_usd_cents === totalCents) {
          return { group: previous, token: await issuePaymentToken(tx, previous.id) };
        }
        const closed = await closeGroup(tx, previous.id, 'cancelled');
        if (closed) expired.push(...closed.sessions);
      }
    }

    const group = await repo.insertGroup(tx, {
      user_id: auth.userId,
      company_id: account.companyId,
      account: account.account,
      status: 'pending',
      total_usd_cents: totalCents,
      funded_by: 'customer',
      created_by: auth.userId,
      updated_by: auth.userId,
    });
    await repo.insertContributions(
      tx,
      priced.map(({ line, price }) => ({
        contribution_group_id: group.id,
        user_id: auth.userId,
        company_id: account.companyId,
        account: account.account,
        project_id: line.item.project_id,
        impact_level_id: line.item.impact_level_id,
        contribution_story_id: line.item.story_id > 0 ? line.item.story_id : null,
        quantity: line.item.quantity,
        beneficiaries: price.beneficiaries,
        unit_price_cents: price.unitCents,
        amt_total_usd_cents: price.totalCents,
        payment_received: 0,
        created_by: auth.userId,
      })),
    );
    if (cart.ecard_template_id) {
      await repo.insertGroupEcard(tx, {
        contribution_group_id: group.id,
        template_id: cart.ecard_template_id,
        message: cart.ecard_message,
        recipient_name: cart.ecard_recipient_name,
        recipient_email: cart.ecard_recipient_email,
      });
    }
    const credit = body.use_credit ? await reserveCredit(tx, account, group.id, totalCents) : 0;
    if (credit === totalCents) {
      await repo.setGroupFundedBy(tx, group.id, 'credit');
      const paid = await markGroupPaid(tx, group.id, { provider: 'credit', reference: `credit-${group.id}` });
      return { group: paid!, token: null };
    }
    await repo.setCartGroup(tx, cart.id, group.id);
    return { group, token: await issuePaymentToken(tx, group.id) };
  });
  expireAtProvider(config, log, expired);

  const group = (await findGroup(db, result.group.id))!;
  const view = await viewGroup(db, group);
  const isPaid = group.status === 'paid';
  return {
    contribution_group_id: group.id,
    status: isPaid ? ('paid' as const) : ('pending' as const),
    account: view.account,
    total_usd: view.total_usd,
    credit_applied_usd: view.credit_applied_usd,
    amount_due_usd: view.amount_due_usd,
    payment_required: !isPaid,
    payment_token: result.token,
    redirect_path: isPaid ? `/payment-success/?group=${group.id}` : `/payment-redirect/${view.account}/${result.token}/${group.id}`,
    group: view,
  };
}

/**
 * POST /api/cart/contribution/remove: cancels the cart's pending checkout (or the named one); the cart keeps
 * its items and any reserved credit goes back. Cancelling when nothing is pending just answers the cart.
 */
export async function cancelCheckout(db: Db, config: Config, log: FastifyBaseLogger, auth: AuthContext, body: CartOwner & { contribution_group_id?: number }) {
  const account = await resolveGivingAccount(db, auth, body, 'write');
  const outcome = await db.transaction(async (tx) => {
    const cart = await repo.lockCartByOwner(tx, account.ownerKey);
    const groupId = body.contribution_group_id ?? cart?.contribution_group_id ?? null;
    if (groupId === null) return { groupId: null, sessions: [] };
    const group = await lockGroup(tx, groupId);
    const ownsIt = group && group.account === account.account && (account.account === 'company' ? group.company_id === account.companyId : group.user_id === account.userId);
    if (!group || !ownsIt) throw notFound(givingMessages.groupNotFound);
    if (group.status === 'paid') throw conflict(givingMessages.alreadyPaid);
    const closed = await closeGroup(tx, group.id, 'cancelled');
    return { groupId: group.id, sessions: closed?.sessions ?? [] };
  });
  expireAtProvider(config, log, outcome.sessions);
  return { contribution_group_id: outcome.groupId, cart: await loadCart(db, account) };
}

/** A contribution group with its contributions, e-card, applied credit and what is left to pay. */
async function viewGroup(db: DbOrTx, group: GroupRow) {
  const rows = await findGroupContributionRows(db, group.id);
  const categories = await findCategoriesOf(db, rows.map((r) => r.c.project_id));
  const credit = await reservedCreditCents(db, group.id);
  const ecard = await repo.findGroupEcard(db, group.id);
  return presentGroup(group, { rows, categories, credit, ecard });
}

/** An open or past sandbox payment session by its key, or undefined. */
export function findSandboxSession(db: DbOrTx, key: string) {
  return repo.findSession(db, 'sandbox', key);
}

/** A contribution group by its id, or null. */
export function findGroupById(db: DbOrTx, groupId: number) {
  return findGroup(db, groupId);
}

/** The lines of a contribution group, with their projects, as the sandbox payment page lists them. */
export function findGroupLines(db: DbOrTx, groupId: number) {
  return findGroupContributionRows(db, groupId);
}

/**
 * Who may see or pay a group: anyone holding its payment token (the payment page's link), else its owner,
 * a member of its company, or (to read) an admin. Others get 404, as if it did not exist.
 */
async function getAccessibleGroup(db: DbOrTx, auth: AuthContext | null, groupId: number, token: string | undefined, mode: 'read' | 'write') {
  const group = await findGroup(db, groupId);
  if (token && group && (await repo.isValidPaymentLink(db, group.id, sha256(token)))) return group;
  if (!auth) throw unauthorized(token ? givingMessages.paymentLinkInvalid : undefined);
  if (!group || !(await canUseOwnedBy(db, auth, group, mode))) throw notFound(givingMessages.groupNotFound);
  return group;
}

/** GET /api/cart/group/{id}. */
export async function getGroupView(db: DbOrTx, auth: AuthContext | null, groupId: number, token?: string) {
  return viewGroup(db, await getAccessibleGroup(db, auth, groupId, token, 'read'));
}

/**
 * POST /api/contribution/pay: opens (or reopens) the provider's hosted page for what is left to pay of a
 * pending group. The provider is called outside any transaction; the session is then saved with the group
 * locked, so two concurrent calls end with one open session.
 */
export async function startPayment(db: Db, config: Config, log: FastifyBaseLogger, auth: AuthContext | null, body: { contribution_group_id: number; payment_token?: string }) {
  const group = await getAccessibleGroup(db, auth, body.contribution_group_id, body.payment_token, 'write');
  if (group.status === 'paid') throw conflict(givingMessages.alreadyPaid);
  if (group.status !== 'pending') throw conflict(givingMessages.groupNotPayable);
  const provider = paymentProviderFor(config);
  const dueCents = group.total_usd_cents - (await reservedCreditCents(db, group.id));
  if (dueCents < provider.minimumAmountCents) {
    throw validationError({ contribution_group_id: [givingMessages.minimumCharge(formatAmount(provider.minimumAmountCents / 100))] });
  }
  const answer = (s: repo.SessionRow) => ({
    contribution_group_id: group.id,
    provider: provider.name,
    redirect_url: s.redirect_url,
    amount_due_usd: toAmount(s.amount_due_cents),
  });
  const open = await repo.findOpenSession(db, group.id, provider.name);
  if (open && open.amount_due_cents === dueCents) return answer(open);

  const created = await provider.createSession({
    groupId: group.id,
    attempt: (await repo.countSessions(db, group.id)) + 1,
    amountDueCents: dueCents,
    currency: 'USD',
    description: `Goodhive giving #${group.id}`,
    customerEmail: await repo.findUserEmail(db, group.user_id),
    successUrl: resultUrl(config, { id: group.id, status: 'paid', guest: group.guest, campaign_id: group.campaign_id }),
    cancelUrl: resultUrl(config, { id: group.id, status: 'cancelled', guest: group.guest, campaign_id: group.campaign_id }),
  });
  type Saved = { kind: 'closed'; status: string } | { kind: 'existing'; session: repo.SessionRow } | { kind: 'created'; session: repo.SessionRow };
  const saved = await db.transaction(async (tx): Promise<Saved> => {
    const locked = await lockGroup(tx, group.id);
    if (!locked || locked.status !== 'pending') return { kind: 'closed', status: locked?.status ?? 'cancelled' };
    const existing = await repo.findOpenSession(tx, group.id, provider.name);
    if (existing && existing.amount_due_cents === dueCents) return { kind: 'existing', session: existing };
    const session = await repo.insertSession(tx, {
      contribution_group_id: group.id,
      provider: provider.name,
      provider_session_id: created.providerSessionId,
      amount_due_cents: dueCents,
      currency: 'USD',
      status: 'open',
      redirect_url: created.redirectUrl,
      expires_at: created.expiresAt,
      created_by: auth?.userId ?? null,
    });
    return { kind: 'created', session };
  });
  if (saved.kind !== 'created') {
    expireAtProvider(config, log, [{ provider: provider.name, provider_session_id: created.providerSessionId }]);
  }
  if (saved.kind === 'closed') throw conflict(saved.status === 'paid' ? givingMessages.alreadyPaid : givingMessages.groupNotPayable);
  return answer(saved.session);
}
