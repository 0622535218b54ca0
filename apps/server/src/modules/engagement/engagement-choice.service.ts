import type { FastifyBaseLogger } from 'fastify';
import type { ContributionEngagementResult, EngagementState, SharedEngagement, contributionEngagementSchema } from '@goodhive/contract';
import { engagementMessages as m, engagementNoticeTexts as notice, storyMessages } from '@goodhive/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { chargeSavedCard, primaryCardOfAccount } from '../billing/index.js';
import { CreditShortError, afterAutomatedGiving, creditCovers, recordAutomatedGiving, type AutomatedPayment } from '../giving/index.js';
import { companyRecipient, notify } from '../notifications/index.js';
import * as repo from './engagement.repository.js';
import { isOptionAvailable, presentOption, stateOf } from './engagement.presenter.js';
import { companyAccountOf, hiddenFor } from './engagement.service.js';

type Input = z.output<typeof contributionEngagementSchema>;
type Deps = { db: Db; config: Config; log: Pick<FastifyBaseLogger, 'error'> };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** YYYY-MM-DD as 'DD MMM YYYY'. */
const displayDay = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** What a visitor reads about a state in which no choice is taken (null while open). */
function stateMessage(state: EngagementState, startDate: string | null): string | null {
  if (state === 'scheduled') return m.scheduled(startDate ? displayDay(startDate) : '');
  if (state === 'ended') return m.ended;
  if (state === 'inactive') return m.inactive;
  if (state === 'full') return m.full;
  return null;
}

/**
 * GET /api/v2/engagement/shared/{key}: the shared page for everyone: its words, the company's name and logo,
 * its state and the impacts that may be chosen (closed or hidden projects are left out). Nothing private.
 */
export async function readSharedEngagement(db: Db, key: string, now = new Date()): Promise<SharedEngagement> {
  const e = await repo.findByKey(db, key);
  const company = e ? await repo.findCompany(db, e.company_id) : null;
  if (!e || !company) throw notFound(m.notFound);
  const [options, counts] = await Promise.all([repo.findOptions(db, [e.id]), repo.countChoices(db, [e.id])]);
  const hidden = await hiddenFor(db, company.id, e.user_id, options.map((o) => o.project_id));
  const made = counts.get(e.id)?.made ?? 0;
  const state = stateOf(e, made, now, company.engagement_access === '1');
  return {
    key: e.key,
    title: e.title,
    message: e.message,
    company_name: company.company_name,
    company_logo: company.company_logo && /^(https?:\/\/|\/)/.test(company.company_logo) ? company.company_logo : null,
    state,
    state_message: stateMessage(state, e.start_date),
    start_date: e.start_date,
    end_date: e.end_date,
    choices_left: Math.max(0, e.choice_limit - made),
    options: options.filter((o) => isOptionAvailable(o, hidden)).map((o) => presentOption(o, hidden)),
  };
}

/**
 * Holds a place for a choice: the engagement row is locked, so concurrent choices queue on it; the engagement
 * must be open (active, within its days, its company with the tool) and have a place left under its limit, and
 * the option offered and still givable. Nothing is written when any check fails.
 */
async function reserveChoice(db: Db, input: Input, now: Date) {
  return db.transaction(async (tx) => {
    const e = await repo.findByKey(tx, input.key, true);
    const company = e ? await repo.findCompany(tx, e.company_id) : null;
    if (!e || !company) throw notFound(m.notFound);
    const made = (await repo.countChoices(tx, [e.id])).get(e.id)?.made ?? 0;
    const state = stateOf(e, made, now, company.engagement_access === '1');
    if (state !== 'open') throw conflict(stateMessage(state, e.start_date)!);
    const option = (await repo.findOptions(tx, [e.id])).find((o) => o.id === input.option_id);
    if (!option) throw validationError({ option_id: [m.optionNotOffered] });
    if (!isOptionAvailable(option, await hiddenFor(tx, company.id, e.user_id, [option.project_id]))) throw validationError({ option_id: [storyMessages.projectUnavailable] });
    const choice = await repo.insertChoice(tx, {
      engagement_id: e.id,
      option_id: option.id,
      name: input.name || null,
      email: input.email || null,
      status: 'reserved',
      quantity: option.quantity,
      amount_usd_cents: option.price_cents * option.quantity,
    });
    return { e, company, option, choice, made: made + 1 };
  });
}

/**
 * POST /api/v2/engagement/contribution-engagement: a visitor's choice, given by the company. A place is held
 * first (never more choices than the limit, also under concurrent requests); then the company pays like its
 * automated giving does: with its giving credit when that covers the whole choice, else its primary card
 * through the payment provider under the choice's idempotency key (`goodhive-engagement-choice-{id}`). The
 * paid contribution group is the company's, so it counts in its impact like any other giving. When it cannot
 * be paid the choice is kept as failed (its place freed), the company's bell says why, and the visitor gets 409.
 */
export async function contributeEngagement({ db, config, log }: Deps, input: Input, now = new Date()): Promise<{ result: ContributionEngagementResult; companyName: string }> {
  const { e, company, option, choice, made } = await reserveChoice(db, input, now);
  const account = companyAccountOf(company.id, e.user_id);
  const lines = [{ project_id: option.project_id, impact_level_id: option.impact_level_id, quantity: option.quantity, unit_price_cents: option.price_cents, beneficiaries_per_unit: option.beneficiaries_per_unit }];
  const impact = `${option.quantity.toLocaleString('en-US')} × ${option.impact_unit} (${option.project_title})`;

  const record = (payment: AutomatedPayment, fundedBy: 'credit' | 'card') =>
    db.transaction(async (tx) => {
      const { groupId } = await recordAutomatedGiving(tx, { account, userId: e.user_id, storyId: null, lines, payment });
      if (!(await repo.settleChoice(tx, choice.id, { status: 'paid', funded_by: fundedBy, contribution_group_id: groupId, failure_reason: null }))) throw new Error(`engagement choice ${choice.id} was settled twice`);
      return groupId;
    });
  const fail = async (reason: string): Promise<never> => {
    await db.transaction(async (tx) => {
      await repo.settleChoice(tx, choice.id, { status: 'failed', failure_reason: reason });
      await notify(tx, {
        kind: 'engagement_not_funded',
        recipients: [companyRecipient(company.id)],
        title: notice.notFundedTitle,
        message_body: notice.notFundedBody(e.title, impact, reason),
        external_link: new URL('/billing-details', config.appUrl).toString(),
      });
    });
    throw conflict(m.notFunded);
  };

  let groupId: number | null = null;
  try {
    if (await creditCovers(db, account, choice.amount_usd_cents)) {
      try {
        groupId = await record({ kind: 'credit' }, 'credit');
      } catch (err) {
        if (!(err instanceof CreditShortError)) throw err;
      }
    }
    if (groupId === null) {
      const card = await primaryCardOfAccount(db, account.ownerKey);
      if (!card) return await fail(notice.noCard);
      const result = await chargeSavedCard(config, card, {
        amountCents: choice.amount_usd_cents,
        description: `Goodhive engagement "${e.title}", choice #${choice.id}`,
        idempotencyKey: `goodhive-engagement-choice-${choice.id}`,
        metadata: { engagement_id: String(e.id), choice_id: String(choice.id) },
      });
      if (result.outcome !== 'succeeded') return await fail(`the card was declined (${result.reason})`);
      groupId = await record({ kind: 'card', provider: card.provider, reference: result.reference }, 'card');
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A provider or database error: the place is freed and the company told; the visitor may try again.
    log.error({ err, choice: choice.id }, 'an engagement choice could not be paid');
    return fail('the payment could not be completed.');
  }
  await afterAutomatedGiving(db, groupId).catch((err: unknown) => log.error({ err, group: groupId }, 'could not refresh the partner level'));
  const result = {
    choice_id: choice.id,
    project_title: option.project_title,
    impact_unit: option.impact_unit,
    quantity: option.quantity,
    beneficiaries: option.quantity * option.beneficiaries_per_unit,
    choices_left: Math.max(0, e.choice_limit - made),
  };
  return { result, companyName: company.company_name };
}
