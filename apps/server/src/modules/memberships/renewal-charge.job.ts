import { AUTO_RENEW_STATUS, MEMBERSHIP_PATHS, PRODUCT_NAME, billingMessages, cardBrandLabel, toDateOnly } from '@goodhive/contract';
import { layout } from '../../lib/mail/templates.js';
import { chargeSavedCard, claimRenewalCharge, primaryCardOfCompany, recordRenewalCharge } from '../billing/index.js';
import type { JobContext } from '../jobs/index.js';
import * as repo from './memberships.repository.js';
import { periodOf } from './memberships.presenter.js';
import { sendMembershipReceipt } from './membership-payments.service.js';
import { addMonthsUtc } from './memberships.service.js';

type Owner = NonNullable<Awaited<ReturnType<typeof repo.findCompanyRenewal>>>;

/** The renewal could not be charged: the owner gets the reason and a link to renew by hand. */
async function mailRenewalFailed(ctx: JobContext, owner: Owner, periodEnd: Date, reason: string) {
  const url = new URL(MEMBERSHIP_PATHS.renewMembership, ctx.config.appUrl).toString();
  await ctx.mailer.send(ctx.db, owner.email, {
    template: 'membership-renewal-failed',
    subject: `Your ${PRODUCT_NAME} membership could not renew`,
    ...layout({
      preheader: 'Renew by hand to keep every tool.',
      heading: `Hi ${owner.first_name}, please renew your membership`,
      paragraphs: [
        `The membership of ${owner.company_name} was due to renew on ${toDateOnly(periodEnd) ?? ''}. ${reason}`,
        'Renew it now with a card to keep giving, sharing your impact and using every tool without a break.',
      ],
      action: { label: 'Renew my membership', url },
    }),
  });
}

/**
 * The `membership-renewal-charge` job (queued by membership-expiry once per company and end date while
 * auto-renewal is on): charges the company's primary saved card for its current package and period, priced
 * on the server. Paid: the membership payment is recorded (payment_status 1, Complete), membership_end_date
 * moves one period on from the old end, and the receipt is mailed. Declined, or no card: the membership stays
 * as it was, the reason is recorded, auto-renewal turns off (so it ends at its end date like any other) and
 * the owner is mailed a renewal link. Exactly once: one membership_renewal_charges row per company and period
 * end, and the same idempotency key at the provider on every retry.
 */
export async function chargeMembershipRenewal(ctx: JobContext): Promise<string> {
  const companyId = Number(ctx.job.payload.company_id);
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('The job names no company.');
  const owner = await repo.findCompanyRenewal(ctx.db, companyId);
  if (!owner) return 'company gone: nothing to charge';
  const named = ctx.job.payload.membership_end_date ? new Date(String(ctx.job.payload.membership_end_date)) : owner.membership_end_date;
  if (!named || Number.isNaN(named.getTime())) throw new Error('The job names no membership end date.');
  const periodEnd = named;

  const charge = await claimRenewalCharge(ctx.db, companyId, periodEnd);
  if (charge.status !== 'pending') return `renewal for ${periodEnd.toISOString()} already ${charge.status}`;
  if (owner.membership_recurring_status !== AUTO_RENEW_STATUS.on || owner.membership_end_date?.getTime() !== periodEnd.getTime()) {
    await recordRenewalCharge(ctx.db, charge.id, { status: 'declined', failure_reason: 'The membership changed before the renewal: nothing was charged.' });
    return 'membership changed: nothing to charge';
  }

  const period = owner.membership_period_id ? periodOf(owner.membership_period_id) : undefined;
  const priced = owner.package_id && period ? await repo.findPrice(ctx.db, owner.package_id, period.id) : undefined;
  if (!period || !priced) throw new Error(`Company ${companyId} has no package and period to renew.`);

  const fail = async (status: 'declined' | 'no_card', reason: string, paymentId: number | null) => {
    if (paymentId) await repo.closePayment(ctx.db, paymentId, 'failed', reason);
    await recordRenewalCharge(ctx.db, charge.id, { status, failure_reason: reason });
    await repo.setRecurringStatus(ctx.db, companyId, AUTO_RENEW_STATUS.cancelled, owner.user_id);
    await mailRenewalFailed(ctx, owner, periodEnd, reason);
    return `renewal not charged: ${reason}`;
  };

  const card = await primaryCardOfCompany(ctx.db, companyId);
  if (!card) return fail('no_card', billingMessages.renewalNoCard, null);

  const amountCents = priced.price.amount_usd_cents;
  let paymentId = charge.membership_payment_id;
  if (!paymentId) {
    const payment = await repo.insertPayment(ctx.db, {
      company_id: companyId,
      user_id: owner.user_id,
      package_id: priced.pkg.id,
      membership_period_id: period.id,
      amount_usd_cents: amountCents,
      status: 'pending',
      payment_status: 0,
      is_renewal: true,
      provider: card.provider,
      provider_session_id: charge.idempotency_key,
      created_by: owner.user_id,
    });
    paymentId = payment.id;
    await recordRenewalCharge(ctx.db, charge.id, { membership_payment_id: paymentId, payment_card_id: card.id, amount_usd_cents: amountCents });
  }

  // A provider error throws: the attempt fails and the retry charges under the same idempotency key.
  const result = await chargeSavedCard(ctx.config, card, {
    amountCents,
    description: `Goodhive ${priced.pkg.name} membership renewal, ${period.name} (#M-${paymentId})`,
    idempotencyKey: charge.idempotency_key,
    metadata: { membership_payment_id: String(paymentId), company_id: String(companyId) },
  });
  if (result.outcome !== 'succeeded') {
    return fail('declined', billingMessages.renewalDeclined(cardBrandLabel(card.brand), card.last4, result.reason), paymentId);
  }

  const endDate = addMonthsUtc(periodEnd, period.months);
  const paid = await ctx.db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const row = await repo.markPaymentPaid(tx, paymentId, { reference: result.reference, endDate });
    if (!row) return false;
    await repo.setCompanyMembership(tx, companyId, { packageId: priced.pkg.id, periodId: period.id, endDate, recurring: AUTO_RENEW_STATUS.on, userId: owner.user_id });
    await repo.restoreCompanyUsers(tx, companyId);
    await recordRenewalCharge(tx, charge.id, { status: 'paid', provider_reference: result.reference, failure_reason: null });
    return true;
  });
  if (paid) await sendMembershipReceipt(ctx, paymentId, ctx.log);
  return `renewed company ${companyId} until ${endDate.toISOString()}`;
}
