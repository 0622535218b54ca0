import { JOB_NAMES, STORY_RETRY_DAYS, formatAmount, notificationEventTexts, storyMailTexts } from '@goodhive/contract';
import { layout } from '../../lib/mail/templates.js';
import { findCurrentRate } from '../../lib/money.js';
import { chargeSavedCard, primaryCardOfAccount } from '../billing/index.js';
import { CreditShortError, afterAutomatedGiving, creditCovers, groupReceipt, recordAutomatedGiving, type AutomatedPayment } from '../giving/index.js';
import { enqueueJob, type JobContext } from '../jobs/index.js';
import { companyRecipient, notify, personalRecipient } from '../notifications/index.js';
import * as repo from './stories.repository.js';
import { isLineAvailable } from './stories.presenter.js';
import { accountOf } from './stories.service.js';
import { manageUrlOf } from './story-manage.service.js';
import { nextGivingAfter, periodOf } from './story-schedule.js';
import { emitStoryChargeFailed, emitStoryPaused } from './story-webhooks.js';

const DAY = 86_400_000;
const BATCH = 200;
/** How long a runner holds a month it charges; past it, another runner takes the month over (same key). */
const LEASE_SECONDS = 600;
/**
 * How many months one runner charges at once, each in its own transactions (so at most this many database
 * connections, well under the pool's 10); each worker claims its own batch of `CLAIM` months at a time.
 */
export const CHARGE_CONCURRENCY = 4;
const CLAIM = 20;

/** The provider key of a month's charge: one per story and month; a retry after a decline adds its number. */
export const chargeKeyOf = (run: Pick<repo.StoryRunRow, 'idempotency_key' | 'attempts'>) => (run.attempts === 0 ? run.idempotency_key : `${run.idempotency_key}-retry-${run.attempts}`);

/** When the next try after the n-th failed charge comes: 1, 3 and 7 days after the first failure. */
export const retryAt = (now: Date, failures: number) => new Date(now.getTime() + (STORY_RETRY_DAYS[failures - 1] - (STORY_RETRY_DAYS[failures - 2] ?? 0)) * DAY);

/**
 * Makes the month of every story due at `now`, once: a story_runs row per story and month (unique), pending or
 * skipped (when the owner skipped that month), and moves the story's next giving on by a month (months missed
 * while nothing ran are not given twice over). Two runners at once make each month once.
 */
async function makeDueMonths(ctx: JobContext): Promise<number> {
  let made = 0;
  for (;;) {
    const due = await repo.findDueStories(ctx.db, ctx.now, BATCH);
    if (!due.length) return made;
    await ctx.db.transaction(async (tx) => {
      const runs = due.map((s) => {
        const period = periodOf(s.next_giving_at!);
        return { story_id: s.id, period, idempotency_key: `goodhive-story-${s.id}-${period}`, status: s.skip_period === period ? 'skipped' : 'pending' };
      });
      made += (await repo.insertRuns(tx, runs)).length;
      await repo.advanceStories(
        tx,
        due.map((s) => ({ id: s.id, from: s.next_giving_at!, next: nextGivingAfter(s.next_giving_at!, ctx.now), clearSkip: s.skip_period === periodOf(s.next_giving_at!) })),
      );
    });
  }
}

type Outcome = 'paid' | 'retrying' | 'failed' | 'skipped' | 'released';

/**
 * The `story-receipt-mail` job, queued in the transaction that records a month paid (so once per month): mails the
 * owner the receipt, with the PDF rendered now and the link to manage the story without signing in. Off the
 * charging path, so the monthly job only charges and records.
 */
export async function mailStoryReceipt(ctx: JobContext): Promise<string> {
  const { storyId, groupId, period } = ctx.job.payload as { storyId: number; groupId: number; period: string };
  const story = await repo.findStoryEvenDeleted(ctx.db, storyId);
  if (!story) return `story ${storyId} is gone; no receipt`;
  await mailReceipt(ctx, story, { period }, groupId);
  return `receipt of giving ${groupId} mailed`;
}

async function mailReceipt(ctx: JobContext, story: repo.StoryRow, run: Pick<repo.StoryRunRow, 'period'>, groupId: number) {
  const owner = await repo.findStoryOwner(ctx.db, story.user_id);
  const receipt = await groupReceipt(ctx.db, groupId);
  if (!owner || !receipt) return;
  const t = storyMailTexts.receipt;
  const total = formatAmount(receipt.data.totalUsd);
  await ctx.mailer.send(ctx.db, owner.email, {
    template: 'story-giving-receipt',
    subject: t.subject(run.period),
    attachments: [{ filename: receipt.pdf.filename, content: receipt.pdf.content, contentType: 'application/pdf' }],
    ...layout({
      preheader: t.paragraph(story.story_text, total),
      heading: t.heading(owner.first_name),
      paragraphs: [
        t.paragraph(story.story_text, total),
        ...receipt.data.lines.map((l) => `${l.quantity.toLocaleString('en-US')} × ${l.impactUnit} (${l.project}): US $${formatAmount(l.amountUsd)}`),
        `The receipt for giving number ${groupId} is attached as a PDF. ${storyMailTexts.manageIntro}`,
      ],
      action: { label: storyMailTexts.manageLabel, url: manageUrlOf(ctx.config, story) },
    }),
  });
}

/** The fourth charge failed: the owner hears why, with the link to turn the story on again. */
async function mailFailed(ctx: JobContext, story: repo.StoryRow, reason: string) {
  const owner = await repo.findStoryOwner(ctx.db, story.user_id);
  if (!owner) return;
  const t = storyMailTexts.failed;
  await ctx.mailer.send(ctx.db, owner.email, {
    template: 'story-giving-failed',
    subject: t.subject,
    ...layout({
      preheader: t.paragraph(story.story_text, reason),
      heading: t.heading(owner.first_name),
      paragraphs: [t.paragraph(story.story_text, reason), storyMailTexts.manageIntro],
      action: { label: storyMailTexts.manageLabel, url: manageUrlOf(ctx.config, story) },
    }),
  });
}

/** A charge did not go through: tried again after 1, 3 and 7 days; the fourth failure pauses the story. */
async function declined(ctx: JobContext, story: repo.StoryRow, run: repo.StoryRunRow, reason: string, amountCents: number | null): Promise<Outcome> {
  const failures = run.attempts + 1;
  // Every failed charge is told in the owner's bell (the company's bell for a company's story).
  const bell = { kind: 'recurring_payment_failed' as const, recipients: [story.account === 'company' && story.company_id ? companyRecipient(story.company_id) : personalRecipient(story.user_id)], ...notificationEventTexts.recurringPaymentFailed(story.story_text.slice(0, 80)) };
  if (failures <= STORY_RETRY_DAYS.length) {
    await ctx.db.transaction(async (tx) => {
      const next = retryAt(ctx.now, failures);
      if (await repo.settleRun(tx, run.id, { status: 'retrying', attempts: failures, next_attempt_at: next, failure_reason: reason, amount_usd_cents: amountCents })) {
        await notify(tx, bell);
        await emitStoryChargeFailed(tx, story, run, reason, amountCents, false, next);
      }
    });
    return 'retrying';
  }
  const settled = await ctx.db.transaction(async (tx) => {
    if (!(await repo.settleRun(tx, run.id, { status: 'failed', attempts: failures, next_attempt_at: null, failure_reason: reason, amount_usd_cents: amountCents }))) return false;
    await repo.updateStory(tx, story.id, { automation_status: 'paused', next_giving_at: null });
    await notify(tx, bell);
    await emitStoryChargeFailed(tx, story, run, reason, amountCents, true, null);
    await emitStoryPaused(tx, story, 'failed_charges', reason);
    return true;
  });
  if (settled) await mailFailed(ctx, story, reason);
  return 'failed';
}

/**
 * Charges one month a runner holds: with giving credit when it covers the whole amount, else the account's
 * primary card through the payment provider under the month's idempotency key (a retried or taken-over charge
 * never charges twice). Paid: the contribution group is recorded in one transaction with the month and the
 * queued receipt e-mail (a job of its own); the company is noted for its level refresh. A provider error puts the month back to pending for the next run, with the same key.
 */
async function chargeMonth(ctx: JobContext, run: repo.StoryRunRow, story: repo.StoryRow | undefined, lines: repo.StoryLineRow[], paidCompanies: Map<number, number>, rate: string | null): Promise<Outcome> {
  if (!story || story.deleted_at || story.status !== 'active' || story.automation_status !== 'on') {
    await repo.settleRun(ctx.db, run.id, { status: 'skipped', failure_reason: 'The story was no longer given automatically.' });
    return 'skipped';
  }
  const amountCents = lines.reduce((n, l) => n + l.price_cents * l.quantity, 0);
  if (!lines.length || !lines.every((l) => isLineAvailable(l))) {
    return declined(ctx, story, { ...run, attempts: STORY_RETRY_DAYS.length }, 'A project of the story can no longer be given.', amountCents);
  }
  const account = accountOf(story);
  const priced = lines.map((l) => ({ project_id: l.project_id, impact_level_id: l.impact_level_id, quantity: l.quantity, unit_price_cents: l.price_cents, beneficiaries_per_unit: l.beneficiaries_per_unit }));

  const record = async (payment: AutomatedPayment, extra: { funded_by: string; payment_card_id?: number; provider_reference?: string }) =>
    ctx.db.transaction(async (tx) => {
      const { groupId } = await recordAutomatedGiving(tx, { account, userId: story.user_id, storyId: story.id, lines: priced, payment, rate });
      const settled = await repo.settleRun(tx, run.id, { status: 'paid', contribution_group_id: groupId, amount_usd_cents: amountCents, paid_at: ctx.now, failure_reason: null, next_attempt_at: null, ...extra });
      if (!settled) throw new Error(`The month ${run.period} of story ${story.id} was taken over by another runner.`);
      await enqueueJob(tx, { name: JOB_NAMES.storyReceiptMail, payload: { storyId: story.id, groupId, period: run.period }, runAt: ctx.now, dedupeKey: `story-receipt-${groupId}` });
      return groupId;
    });

  let groupId: number | null = null;
  if (await creditCovers(ctx.db, account, amountCents)) {
    try {
      groupId = await record({ kind: 'credit' }, { funded_by: 'credit' });
    } catch (e) {
      if (!(e instanceof CreditShortError)) throw e;
    }
  }
  if (groupId === null) {
    const card = await primaryCardOfAccount(ctx.db, story.owner_key);
    if (!card) return declined(ctx, story, run, 'There is no saved card to pay with, and not enough giving credit.', amountCents);
    let result;
    try {
      result = await chargeSavedCard(ctx.config, card, {
        amountCents,
        description: `Goodhive story #${story.id}, ${run.period}`,
        idempotencyKey: chargeKeyOf(run),
        metadata: { story_id: String(story.id), period: run.period },
      });
    } catch (e) {
      // Not a decline: the same charge (same key, so never twice) is tried again in an hour.
      ctx.log.error({ err: e, story: story.id, period: run.period }, 'story charge failed at the provider; tried again in an hour');
      await repo.settleRun(ctx.db, run.id, { status: 'retrying', next_attempt_at: new Date(ctx.now.getTime() + 3_600_000), failure_reason: e instanceof Error ? e.message : String(e) });
      return 'released';
    }
    if (result.outcome !== 'succeeded') return declined(ctx, story, run, result.reason, amountCents);
    groupId = await record({ kind: 'card', provider: card.provider, reference: result.reference }, { funded_by: 'card', payment_card_id: card.id, provider_reference: result.reference });
  }
  if (story.account === 'company' && story.company_id) paidCompanies.set(story.company_id, groupId);
  return 'paid';
}

/**
 * The `story-monthly-giving` job (hourly): makes the month of every story due, then charges every month waiting
 * (new ones, retries due, ones a stopped runner left) with `CHARGE_CONCURRENCY` workers, each claiming a batch at a
 * time (each month held by one runner only) and reading the batch's stories and lines at once. The receipts are
 * queued as their own jobs; each company's partner level is refreshed once at the end.
 */
export async function giveDueStories(ctx: JobContext): Promise<string> {
  const made = await makeDueMonths(ctx);
  // The SGD rate is fixed onto every month paid in this run; it is read once rather than per month.
  const rate = await findCurrentRate(ctx.db, 'SGD');
  const counts: Record<Outcome, number> = { paid: 0, retrying: 0, failed: 0, skipped: 0, released: 0 };
  const companies = new Map<number, number>();
  const worker = async () => {
    for (;;) {
      const claimed = await repo.claimRuns(ctx.db, ctx.now, CLAIM, LEASE_SECONDS);
      if (!claimed.length) return;
      const ids = [...new Set(claimed.map((r) => r.story_id))];
      const [stories, lines] = await Promise.all([repo.findStoriesEvenDeleted(ctx.db, ids), repo.findStoryLines(ctx.db, ids)]);
      const storyById = new Map(stories.map((st) => [st.id, st]));
      for (const run of claimed) {
        counts[await chargeMonth(ctx, run, storyById.get(run.story_id), lines.filter((l) => l.story_id === run.story_id), companies, rate)] += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CHARGE_CONCURRENCY }, worker));
  // Each company's partner level once, by as many workers as charged (a run can pay a thousand companies).
  const paid = [...companies];
  const refresher = async () => {
    for (let next = paid.pop(); next; next = paid.pop()) {
      const [companyId, groupId] = next;
      await afterAutomatedGiving(ctx.db, groupId).catch((err: unknown) => ctx.log.error({ err, company: companyId, group: groupId }, 'could not refresh the partner level'));
    }
  };
  await Promise.all(Array.from({ length: CHARGE_CONCURRENCY }, refresher));
  return `${made} month(s) due; ${counts.paid} paid, ${counts.retrying + counts.released} to retry, ${counts.failed} failed, ${counts.skipped} skipped`;
}
