import type { FastifyBaseLogger } from 'fastify';
import { AUTO_RENEW_STATUS, membershipMessages, membershipPaymentMethodLabel } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { toAmount } from '../../lib/money.js';
import type { PaymentEvent } from '../../lib/payments/index.js';
import * as repo from './memberships.repository.js';
import { rewardReferralOnPayment } from '../referral-codes/index.js';
import { periodOf } from './memberships.presenter.js';
import { nextEndDate } from './memberships.service.js';
import { buildMembershipReceiptPdf, membershipReceiptMail, type MembershipReceipt } from './membership-receipt.js';
import { completeSignUpFromEvent, sendSignUpVerification, type SignUpEventResult } from './membership-sign-up.service.js';

export type MembershipEventResult = { duplicate: boolean; outcome: string; paymentId: number | null; verify?: SignUpEventResult['verify'] };

/**
 * The one confirm path of membership payments (sandbox page and Stripe webhook). The event is recorded under
 * a unique (provider, event id) first, so a second delivery changes nothing; paying is a conditional
 * pending → paid update with the company locked, so two events cannot extend the membership twice.
 */
export async function handleMembershipEvent(db: Db, ev: PaymentEvent, log: FastifyBaseLogger): Promise<MembershipEventResult> {
  const result = await db.transaction(async (tx): Promise<MembershipEventResult> => {
    const eventRowId = await repo.insertEvent(tx, { provider: ev.provider, event_id: ev.eventId, event_type: ev.eventType });
    if (eventRowId === null) {
      const previous = await repo.findEvent(tx, ev.provider, ev.eventId);
      return { duplicate: true, outcome: previous?.outcome ?? 'duplicate', paymentId: previous?.membership_payment_id ?? null };
    }
    const payment = await repo.findPaymentBySession(tx, ev.provider, ev.providerSessionId);
    if (!payment) {
      // A sign-up's payment: the account, its company, the paid payment and the membership are made here, in this transaction.
      const signUp = await completeSignUpFromEvent(tx, ev, log);
      if (signUp) {
        await repo.setEventOutcome(tx, eventRowId, signUp.outcome);
        if (signUp.paymentId) await repo.setEventPayment(tx, eventRowId, signUp.paymentId);
        return { duplicate: false, outcome: signUp.outcome, paymentId: signUp.paymentId, verify: signUp.verify };
      }
      await repo.setEventOutcome(tx, eventRowId, 'unknown_session');
      return { duplicate: false, outcome: 'unknown_session', paymentId: null };
    }
    let outcome = 'ignored';
    if (ev.outcome === 'succeeded') {
      const amountOk = ev.amountCents === undefined || ev.amountCents === null || ev.amountCents === payment.amount_usd_cents;
      const currencyOk = !ev.currency || ev.currency.toUpperCase() === 'USD';
      if (!amountOk || !currencyOk) outcome = 'amount_mismatch';
      else {
        const company = await repo.lockCompany(tx, payment.company_id);
        const current = await repo.findMembershipOfCompany(tx, payment.company_id);
        const months = periodOf(payment.membership_period_id)?.months ?? 1;
        const endDate = nextEndDate({ hasPackage: current.hasPaidPackage, endDate: company?.membership_end_date ?? null }, months);
        const paid = await repo.markPaymentPaid(tx, payment.id, { reference: ev.reference ?? ev.providerSessionId, endDate });
        if (paid) {
          await repo.setCompanyMembership(tx, payment.company_id, {
            packageId: payment.package_id,
            periodId: payment.membership_period_id,
            endDate,
            recurring: AUTO_RENEW_STATUS.on,
            userId: payment.user_id,
          });
          await repo.restoreCompanyUsers(tx, payment.company_id);
          // A company that joined through a referral: both sides are rewarded now, once (renewals find nothing to reward).
          await rewardReferralOnPayment(tx, payment.company_id);
          outcome = 'paid';
        } else outcome = 'already_paid';
      }
    } else if (ev.outcome === 'failed' || ev.outcome === 'cancelled') {
      const reason = ev.outcome === 'failed' ? membershipMessages.declined : membershipMessages.cancelledPayment;
      if (await repo.closePayment(tx, payment.id, ev.outcome, reason)) outcome = ev.outcome;
    } else if (ev.outcome === 'requires_action') outcome = 'requires_action';
    await repo.setEventOutcome(tx, eventRowId, outcome);
    await repo.setEventPayment(tx, eventRowId, payment.id);
    return { duplicate: false, outcome, paymentId: payment.id };
  });
  if (result.outcome === 'amount_mismatch') log.error({ provider: ev.provider, event: ev.eventId, payment: result.paymentId }, 'membership payment needs attention');
  return result;
}

type Deps = { db: DbOrTx; mailer: Mailer; config: Config };

/** The receipt of a paid membership payment (null when it is not paid or its payer is gone). */
export async function membershipReceiptOf(db: DbOrTx, paymentId: number): Promise<(MembershipReceipt & { payerFirstName: string }) | null> {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment || payment.status !== 'paid' || !payment.paid_at || !payment.membership_end_date) return null;
  const pkg = (await repo.findPackage(db, payment.package_id))!;
  const payer = await repo.findPayer(db, payment.user_id, payment.company_id);
  if (!payer) return null;
  return {
    paymentId: payment.id,
    paidAt: payment.paid_at,
    payer: { name: `${payer.first_name} ${payer.last_name}`.trim(), email: payer.email, company: payer.company_name },
    packageName: pkg.name,
    periodName: periodOf(payment.membership_period_id)?.name ?? String(payment.membership_period_id),
    amountUsd: toAmount(payment.amount_usd_cents),
    paymentStatus: payment.payment_status,
    provider: payment.provider ? membershipPaymentMethodLabel(payment.provider) : null,
    reference: payment.payment_reference,
    isRenewal: payment.is_renewal,
    membershipEndDate: payment.membership_end_date,
    payerFirstName: payer.first_name,
  };
}

/** Mails the payer the PDF receipt of a membership payment that has just been paid; a mail problem never undoes it. */
export async function sendMembershipReceipt({ db, mailer, config }: Deps, paymentId: number, log: Pick<FastifyBaseLogger, 'error'> | { error: (obj: object, msg: string) => void }) {
  try {
    const receipt = await membershipReceiptOf(db, paymentId);
    if (!receipt) return;
    const pdf = await buildMembershipReceiptPdf(receipt);
    await mailer.send(db, receipt.payer.email, membershipReceiptMail({ firstName: receipt.payerFirstName, r: receipt, url: new URL('/impact', config.appUrl).toString(), pdf }));
  } catch (err) {
    log.error({ err, payment: paymentId }, 'could not send the membership receipt');
  }
}

/** The confirm path, then the receipt once the payment has just been paid (exactly one event reports 'paid'). */
export async function handleMembershipEventAndNotify(deps: { db: Db; mailer: Mailer; config: Config }, ev: PaymentEvent, log: FastifyBaseLogger) {
  const result = await handleMembershipEvent(deps.db, ev, log);
  if (result.outcome === 'paid' && !result.duplicate && result.paymentId) await sendMembershipReceipt(deps, result.paymentId, log);
  if (result.verify) await sendSignUpVerification(deps, result.verify, log);
  return result;
}
