import { givingApiMessages as m, type ApiKeyMode, type GivingPayment, type PublicGiving } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { GivingAccount } from '../accounts/index.js';
import { chargeSavedCard, primaryCardOfAccount } from '../billing/index.js';
import { CreditShortError, TokenShortError, afterAutomatedGiving, creditCovers, recordAutomatedGiving, tokensCover, type AutomatedLine, type AutomatedPayment } from '../giving/index.js';
import * as repo from './public-api.repository.js';
import { presentGiving, type LineView } from './public-api.presenter.js';

export type Deps = { db: Db; config: Config; log: { error: (obj: object, msg: string) => void } };

/** A line to give, priced by the server, with the names the answer shows. */
export type PricedLine = AutomatedLine & { project_title: string; impact_unit: string };

/** What happened to a giving asked for through the API: it was paid, or it could not be paid. */
export type ApiGivingEvent = { type: 'giving.paid' | 'giving.failed'; mode: ApiKeyMode; companyId: number; giving: PublicGiving; /** The live giving's contribution group, once paid. */ groupId: number | null };
export type ApiGivingListener = (tx: DbOrTx, event: ApiGivingEvent) => Promise<void>;

const listeners: ApiGivingListener[] = [];

/**
 * Adds a listener told of every API giving (and story-events giving) as it becomes paid or failed, in live and
 * test mode, inside the transaction that records it: what the listener writes (a webhook delivery job, say)
 * stands or falls with the giving.
 */
export function onApiGivingSettled(listener: ApiGivingListener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

async function emit(tx: DbOrTx, event: ApiGivingEvent) {
  for (const listener of listeners) await listener(tx, event);
}

const lineViews = (lines: PricedLine[]): LineView[] =>
  lines.map((l) => ({ project_id: l.project_id, project_title: l.project_title, impact_level_id: l.impact_level_id, impact_unit: l.impact_unit, quantity: l.quantity, beneficiaries: l.quantity * l.beneficiaries_per_unit, amount_cents: l.quantity * l.unit_price_cents }));
const automated = (lines: PricedLine[]): AutomatedLine[] =>
  lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, unit_price_cents: l.unit_price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit }));
export const totalOf = (lines: PricedLine[]) => lines.reduce((n, l) => n + l.quantity * l.unit_price_cents, 0);

export type GivingRequest = {
  companyId: number;
  keyId: number | null;
  userId: number;
  source: 'api' | 'events';
  storyId: number | null;
  period: string | null;
  quantity: number;
  customerReference: string | null;
  payment: GivingPayment;
  lines: PricedLine[];
};

/**
 * A giving on the test ledger: written paid at once with its lines in api_test_* tables, never charged and never
 * read by the impact, certificate or remittance screens. `before` runs in the same transaction (a batch marks
 * its events).
 */
export async function giveOnTestLedger(db: DbOrTx, req: GivingRequest, before?: (tx: DbOrTx, givingId: number) => Promise<void>): Promise<PublicGiving> {
  return (db as Db).transaction(async (tx) => {
    const now = new Date();
    const row = await repo.insertTestGiving(tx, {
      company_id: req.companyId,
      api_key_id: req.keyId,
      source: req.source,
      story_id: req.storyId,
      period: req.period,
      quantity: req.quantity,
      customer_reference: req.customerReference,
      payment: req.payment,
      status: 'paid',
      funded_by: 'test',
      amount_usd_cents: totalOf(req.lines),
      paid_at: now,
      created_by: req.userId,
    });
    await repo.insertTestLines(
      tx,
      req.lines.map((l) => ({ giving_id: row.id, company_id: req.companyId, project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, beneficiaries: l.quantity * l.beneficiaries_per_unit, unit_price_cents: l.unit_price_cents, amt_total_usd_cents: l.quantity * l.unit_price_cents, contribution_date: now })),
    );
    if (before) await before(tx, row.id);
    const giving = presentGiving(row, 'test', lineViews(req.lines));
    await emit(tx, { type: 'giving.paid', mode: 'test', companyId: req.companyId, giving, groupId: null });
    return giving;
  });
}

/**
 * Writes a live giving as pending with its priced lines. `chargeKey` keys its card charge (an API request's, one
 * per API key and Idempotency-Key, with the request's hash): null when a giving with that key was written before
 * (the request is a retry). Without one (a story's events) the giving's id keys the charge.
 */
export async function insertLiveGiving(db: DbOrTx, req: GivingRequest, request: { chargeKey: string; requestHash: string } | null = null) {
  return repo.insertLiveGiving(db, { ...liveGivingValues(req), status: 'pending', charge_key: request?.chargeKey ?? null, request_hash: request?.requestHash ?? null });
}

/** A live giving's row as it was asked: who, what, how it is paid, its amount and its lines as priced then. */
function liveGivingValues(req: GivingRequest) {
  return {
    company_id: req.companyId,
    api_key_id: req.keyId,
    source: req.source,
    story_id: req.storyId,
    period: req.period,
    quantity: req.quantity,
    customer_reference: req.customerReference,
    payment: req.payment,
    amount_usd_cents: totalOf(req.lines),
    created_by: req.userId,
    lines: req.lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, unit_price_cents: l.unit_price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit, project_title: l.project_title, impact_unit: l.impact_unit })),
  };
}

/** The provider key of a live giving's card charge: its own (API request) or one made from its id (story events). */
const chargeKeyFor = (row: repo.LiveGivingRow) => row.charge_key ?? `goodhive-api-events-${row.id}`;

/** What a pending live giving asks, as it was written (its lines as priced then); null for one written without lines. */
export function requestOf(row: repo.LiveGivingRow): GivingRequest | null {
  if (!row.lines?.length || row.created_by === null) return null;
  return {
    companyId: row.company_id,
    keyId: row.api_key_id,
    userId: row.created_by,
    source: row.source === 'events' ? 'events' : 'api',
    storyId: row.story_id,
    period: row.period,
    quantity: row.quantity,
    customerReference: row.customer_reference,
    payment: row.payment as GivingPayment,
    lines: row.lines,
  };
}

/** How long a provider keeps an idempotency key (Stripe: 24 hours), with an hour to spare. */
const PROVIDER_KEY_MS = 23 * 3_600_000;

/** The giving was settled by another process (a retried request and the job's sweep) while this one paid it. */
export class GivingSettledError extends Error {
  constructor(readonly givingId: number) {
    super(`API giving ${givingId} was settled by another process`);
  }
}

/**
 * Pays a pending live giving through the giving module, as a story's month is paid: giving credit when it covers
 * the whole amount, else the company's token balance, else its primary card charged through the payment
 * provider under the giving's charge key (so a retried request or job never charges twice); `payment` may name
 * one of them.
 * Paid: one contribution group in the company's impact, the giving marked paid in the same transaction. Not
 * payable: the giving is kept as failed with the reason. Any other error (the provider's, the database's) leaves
 * it pending and is thrown: a retry of its request or the story-events job's sweep pays it later. Once its card
 * charge was asked for, only that charge (the same provider key, so charged at most once) may pay it.
 * GivingSettledError: another process settled it meanwhile (nothing was written here).
 */
export async function payLiveGiving({ db, config, log }: Deps, row: repo.LiveGivingRow, req: GivingRequest): Promise<PublicGiving> {
  const account: GivingAccount = { userId: req.userId, companyId: req.companyId, account: 'company', ownerKey: `company:${req.companyId}` };
  const amountCents = totalOf(req.lines);
  const lines = automated(req.lines);
  const views = lineViews(req.lines);

  // Credit, tokens or a reason not from the card settle it only while no card charge was asked for it.
  const settle = (values: { status: 'paid' | 'failed'; funded_by?: string; contribution_group_id?: number; failure_reason?: string | null }, tx: DbOrTx, unchargedOnly: boolean) => {
    const settled = { ...row, ...values, amount_usd_cents: amountCents, paid_at: values.status === 'paid' ? new Date() : null, failure_reason: values.failure_reason ?? null, funded_by: values.funded_by ?? null };
    return {
      settled,
      write: repo.settleLiveGiving(
        tx,
        row.id,
        { status: values.status, funded_by: values.funded_by ?? null, contribution_group_id: values.contribution_group_id ?? null, failure_reason: values.failure_reason ?? null, paid_at: settled.paid_at, amount_usd_cents: amountCents },
        unchargedOnly,
      ),
    };
  };
  const record = (payment: AutomatedPayment, fundedBy: 'credit' | 'tokens' | 'card') =>
    db.transaction(async (tx) => {
      // This giving is announced below with the API's own fields, not as a bare contribution group.
      const { groupId } = await recordAutomatedGiving(tx, { account, userId: req.userId, storyId: req.storyId, lines, payment, announce: false });
      const { settled, write } = settle({ status: 'paid', funded_by: fundedBy, contribution_group_id: groupId }, tx, fundedBy !== 'card');
      if (!(await write)) throw new GivingSettledError(row.id);
      const giving = presentGiving(settled, 'live', views);
      await emit(tx, { type: 'giving.paid', mode: 'live', companyId: req.companyId, giving, groupId });
      return { giving, groupId };
    });
  const fail = (reason: string, byTheCard: boolean) =>
    db.transaction(async (tx) => {
      const { settled, write } = settle({ status: 'failed', failure_reason: reason }, tx, !byTheCard);
      if (!(await write)) throw new GivingSettledError(row.id);
      const giving = presentGiving(settled, 'live', []);
      await emit(tx, { type: 'giving.failed', mode: 'live', companyId: req.companyId, giving, groupId: null });
      return giving;
    });

  const order: Exclude<GivingPayment, 'auto'>[] = row.charge_requested_at ? ['card'] : req.payment === 'auto' ? ['credit', 'tokens', 'card'] : [req.payment];
  let reason: string = req.payment === 'auto' ? m.notFunded : '';
  let declinedByTheCard = false;
  let paid: { giving: PublicGiving; groupId: number } | null = null;
  for (const method of order) {
    if (method === 'credit') {
      reason = req.payment === 'auto' ? reason : m.creditShort;
      if (!(await creditCovers(db, account, amountCents))) continue;
      try {
        paid = await record({ kind: 'credit' }, 'credit');
      } catch (e) {
        if (!(e instanceof CreditShortError)) throw e;
        continue;
      }
    } else if (method === 'tokens') {
      reason = req.payment === 'auto' ? reason : m.tokensShort;
      if (!(await tokensCover(db, account, amountCents))) continue;
      try {
        paid = await record({ kind: 'tokens' }, 'tokens');
      } catch (e) {
        if (!(e instanceof TokenShortError)) throw e;
        continue;
      }
    } else {
      // A charge asked before is finished on the card it was asked of, whatever the primary card is now.
      const primary = row.charge_card ? null : await primaryCardOfAccount(db, account.ownerKey);
      const asked = row.charge_card ?? (primary && { provider: primary.provider, provider_customer_id: primary.provider_customer_id, provider_payment_method_id: primary.provider_payment_method_id });
      if (!asked) {
        reason = req.payment === 'auto' ? m.notFunded : m.noCard;
        continue;
      }
      // Noted first: should recording the paid charge fail below, the giving waits for this same charge.
      const marked = await repo.markChargeRequested(db, row.id, asked);
      if (!marked) throw new GivingSettledError(row.id);
      const card = marked.charge_card!;
      let reference = marked.charge_reference;
      if (!reference) {
        // A provider forgets an idempotency key after a day: past that, asking again could charge twice.
        if (Date.now() - marked.charge_requested_at!.getTime() > PROVIDER_KEY_MS) throw new Error(`API giving ${row.id}: its card charge was asked over a day ago without an answer; look it up at the provider`);
        const result = await chargeSavedCard(config, card, {
          amountCents,
          description: `Goodhive API giving #${row.id}`,
          idempotencyKey: chargeKeyFor(row),
          metadata: { api_giving_id: String(row.id), company_id: String(req.companyId) },
        });
        if (result.outcome !== 'succeeded') {
          reason = m.declined(result.reason);
          declinedByTheCard = true;
          continue;
        }
        reference = result.reference;
        await repo.recordChargeReference(db, row.id, reference);
      }
      paid = await record({ kind: 'card', provider: card.provider, reference }, 'card');
    }
    if (paid) break;
  }
  if (!paid) return fail(reason, declinedByTheCard);
  await afterAutomatedGiving(db, paid.groupId).catch((err: unknown) => log.error({ err, group: paid.groupId }, 'could not refresh the partner level'));
  return paid.giving;
}

/** Writes a live giving that cannot be given (a story period whose lines closed) as failed at once, telling the listeners. */
export async function insertFailedLiveGiving(db: DbOrTx, req: GivingRequest, reason: string) {
  return (db as Db).transaction(async (tx) => {
    const row = (await repo.insertLiveGiving(tx, { ...liveGivingValues(req), status: 'failed', failure_reason: reason }))!;
    await emit(tx, { type: 'giving.failed', mode: 'live', companyId: req.companyId, giving: presentGiving(row, 'live', []), groupId: null });
    return row;
  });
}

/** Closes a pending live giving that can no longer be given (its story's project closed, say), telling the listeners. */
export async function failLiveGivingAndTell(db: DbOrTx, row: repo.LiveGivingRow, reason: string) {
  await (db as Db).transaction(async (tx) => {
    if (!(await repo.settleLiveGiving(tx, row.id, { status: 'failed', failure_reason: reason }))) return;
    const giving = presentGiving({ ...row, status: 'failed', failure_reason: reason }, 'live', []);
    await emit(tx, { type: 'giving.failed', mode: 'live', companyId: row.company_id, giving, groupId: null });
  });
}
