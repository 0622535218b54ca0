import type { FastifyBaseLogger } from 'fastify';
import { AUTO_RENEW_STATUS, ROLE, UPGRADE_PRICE_FIELDS, membershipMessages, membershipSignUpMessages, messages, toDateOnly, type MembershipSignUpValues } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { verifyEmailMail } from '../../lib/mail/templates.js';
import { toAmount } from '../../lib/money.js';
import { paymentProviderFor, type PaymentEvent } from '../../lib/payments/index.js';
import { hashPassword, randomSecret } from '../../lib/secrets.js';
import { createUserKey, isEmailFree } from '../identity/index.js';
import * as repo from './memberships.repository.js';
import * as signUps from './membership-sign-up.repository.js';
import { periodOf } from './memberships.presenter.js';
import { addMonthsUtc, membershipSandboxUrl } from './memberships.service.js';

/** How long the e-mail verification link of a new member stays valid (as the trial's). */
const VERIFY_EMAIL_TTL_SECONDS = 14 * 86_400;

/** Where the browser lands after the payment page of a sign-up (paid, declined or cancelled). */
export const signUpResultUrl = (config: Config, key: string) => `${config.appUrl}/sign-up/complete/${encodeURIComponent(key)}`;

async function present(db: DbOrTx, row: signUps.MembershipSignUpRow) {
  const pkg = await repo.findPackage(db, row.package_id);
  const payment = row.membership_payment_id ? await repo.findPayment(db, row.membership_payment_id) : undefined;
  return {
    sign_up_key: row.sign_up_key,
    status: row.status as 'pending' | 'completed' | 'failed' | 'cancelled',
    account_type: row.account_type as 'business' | 'personal',
    email: row.email,
    package_name: pkg?.name ?? '',
    period_name: periodOf(row.membership_period_id)?.name ?? String(row.membership_period_id),
    amount_usd: toAmount(row.amount_usd_cents),
    register_source: row.register_source,
    failure_reason: row.failure_reason,
    membership_end_date: toDateOnly(payment?.membership_end_date ?? null),
  };
}

/**
 * POST /api/sign-up/membership (/sign-up, /sign-up-geniusu): checks the form, prices the package and period on
 * the server and keeps the sign-up as a pending request (not an account: no sign-in, no e-mail reserved), then
 * opens the payment provider's page for it. The account is made only by the payment (completeSignUpFromEvent).
 */
export async function startMembershipSignUp(db: Db, config: Config, body: MembershipSignUpValues & Record<string, unknown>) {
  const priceFields = Object.keys(body).filter((k) => (UPGRADE_PRICE_FIELDS as readonly string[]).includes(k) || /price|amount/i.test(k));
  if (priceFields.length) throw validationError(Object.fromEntries(priceFields.map((k) => [k, [membershipMessages.priceNotAccepted]])));
  if (!(await isEmailFree(db, body.email))) throw conflict(messages.emailExists, { email: [messages.emailExists] });
  if (!(await signUps.countryExists(db, body.country_id))) throw validationError({ country_id: [messages.countryRequired] });
  const industryId = body.account_type === 'business' ? (body.industry_1 ?? null) : null;
  if (industryId !== null && !(await signUps.industryExists(db, industryId))) throw validationError({ industry_1: ['Please choose an industry from the list.'] });
  const pkg = await repo.findPackage(db, body.package_id);
  if (!pkg) throw validationError({ package_id: [membershipMessages.unknownPackage] });
  const period = periodOf(body.membership_period_id);
  const priced = period ? await repo.findPrice(db, pkg.id, period.id) : undefined;
  if (!period || !priced) throw validationError({ membership_period_id: [membershipMessages.unknownPeriod] });

  const provider = paymentProviderFor(config);
  const row = await signUps.insertSignUp(db, {
    sign_up_key: randomSecret(24),
    account_type: body.account_type,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    password_hash: await hashPassword(body.password),
    company_name: body.account_type === 'business' ? body.company! : null,
    country_id: body.country_id,
    industry_1: industryId,
    package_id: pkg.id,
    membership_period_id: period.id,
    amount_usd_cents: priced.price.amount_usd_cents,
    register_source: body.register_source,
    status: 'pending',
    provider: provider.name,
  });
  const resultUrl = signUpResultUrl(config, row.sign_up_key);
  const created = await provider.createSession({
    groupId: row.id,
    attempt: 1,
    amountDueCents: row.amount_usd_cents,
    currency: 'USD',
    description: `Goodhive ${pkg.name} membership, ${period.name} (sign-up #S-${row.id})`,
    customerEmail: row.email,
    successUrl: resultUrl,
    cancelUrl: resultUrl,
  });
  const redirectUrl = provider.name === 'sandbox' ? membershipSandboxUrl(config, created.providerSessionId) : created.redirectUrl;
  await signUps.setSignUpSession(db, row.id, { provider: provider.name, provider_session_id: created.providerSessionId, redirect_url: redirectUrl });
  return { ...(await present(db, row)), provider: provider.name, redirect_url: redirectUrl };
}

/** A sign-up by its provider session, for the provider's pages. */
export function findSignUpBySession(db: DbOrTx, provider: string, sessionId: string) {
  return signUps.findSignUpBySession(db, provider, sessionId);
}

/** GET /api/sign-up/membership/{key}: the sign-up's state for its result page (the key is the only way in). */
export async function getMembershipSignUp(db: DbOrTx, key: string) {
  const row = await signUps.findSignUpByKey(db, key);
  if (!row) throw notFound(membershipSignUpMessages.notFound);
  return present(db, row);
}

export type SignUpEventResult = { outcome: string; paymentId: number | null; verify: { email: string; firstName: string; key: string } | null };

/**
 * The confirm path of a sign-up, inside handleMembershipEvent's transaction: a success creates the member (role
 * 5 for a business, 3 for a personal member, register_source from the page), the company that holds the
 * membership, the paid membership payment and the membership itself, all or nothing. An e-mail that an account
 * took meanwhile closes the sign-up as failed (the payment needs a refund, logged). Answers null when the session
 * is not a sign-up's.
 */
export async function completeSignUpFromEvent(tx: DbOrTx, ev: PaymentEvent, log: Pick<FastifyBaseLogger, 'error'>): Promise<SignUpEventResult | null> {
  const row = await signUps.lockSignUpBySession(tx, ev.provider, ev.providerSessionId);
  if (!row) return null;
  if (row.status !== 'pending') return { outcome: row.status === 'completed' ? 'already_paid' : 'ignored', paymentId: row.membership_payment_id, verify: null };
  if (ev.outcome === 'failed' || ev.outcome === 'cancelled') {
    await signUps.closeSignUp(tx, row.id, { status: ev.outcome, failure_reason: ev.outcome === 'failed' ? membershipMessages.declined : membershipMessages.cancelledPayment });
    return { outcome: ev.outcome, paymentId: null, verify: null };
  }
  if (ev.outcome !== 'succeeded') return { outcome: ev.outcome === 'requires_action' ? 'requires_action' : 'ignored', paymentId: null, verify: null };
  const amountOk = ev.amountCents === undefined || ev.amountCents === null || ev.amountCents === row.amount_usd_cents;
  const currencyOk = !ev.currency || ev.currency.toUpperCase() === 'USD';
  if (!amountOk || !currencyOk) {
    log.error({ provider: ev.provider, event: ev.eventId, signUp: row.id }, 'membership sign-up payment needs attention');
    return { outcome: 'amount_mismatch', paymentId: null, verify: null };
  }
  if (!(await isEmailFree(tx, row.email))) {
    await signUps.closeSignUp(tx, row.id, { status: 'failed', failure_reason: membershipSignUpMessages.emailTakenMeanwhile });
    log.error({ provider: ev.provider, event: ev.eventId, signUp: row.id }, 'membership sign-up paid for an e-mail taken meanwhile: refund it');
    return { outcome: 'email_taken', paymentId: null, verify: null };
  }

  const business = row.account_type === 'business';
  const now = new Date();
  const endDate = addMonthsUtc(now, periodOf(row.membership_period_id)?.months ?? 1);
  const pkg = (await repo.findPackage(tx, row.package_id))!;
  const { userId, companyId } = await signUps.insertMemberAccount(tx, {
    user: {
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      password_hash: row.password_hash,
      role_id: business ? ROLE.MEMBER : ROLE.PERSONAL,
      account: business ? 'company' : 'user',
      user_type: 'business',
      register_source: row.register_source,
      country_id: row.country_id,
    },
    // A personal membership is held the same way as a business one, on a record in the member's own name.
    company: {
      company_name: business ? row.company_name! : `${row.first_name} ${row.last_name}`,
      country_id: row.country_id,
      industry_1: row.industry_1,
      employee_limit: business ? pkg.employee_limit : 0,
      token_management_access: business ? '1' : '0',
      engagement_access: '1',
      email: row.email,
    },
    // The owner manages the membership; only a business has a team (is_business 1 keeps team and tokens away).
    link: business ? { is_admin: 1, is_business: 0, type_reg: 'sign-up' } : { is_admin: 0, is_business: 1, type_reg: 'personal' },
  });
  const payment = await repo.insertPayment(tx, {
    company_id: companyId,
    user_id: userId,
    package_id: row.package_id,
    membership_period_id: row.membership_period_id,
    amount_usd_cents: row.amount_usd_cents,
    status: 'paid',
    payment_status: 1,
    is_renewal: false,
    provider: ev.provider,
    provider_session_id: `${ev.providerSessionId}`,
    payment_reference: ev.reference ?? ev.providerSessionId,
    membership_end_date: endDate,
    paid_at: now,
    created_by: userId,
  });
  await repo.setCompanyMembership(tx, companyId, { packageId: row.package_id, periodId: row.membership_period_id, endDate, recurring: AUTO_RENEW_STATUS.on, userId });
  await signUps.closeSignUp(tx, row.id, { status: 'completed', user_id: userId, company_id: companyId, membership_payment_id: payment.id });
  const key = await createUserKey(tx, userId, 'verify_email', VERIFY_EMAIL_TTL_SECONDS);
  return { outcome: 'paid', paymentId: payment.id, verify: { email: row.email, firstName: row.first_name, key } };
}

/** Mails a new member the verification link (turns on the e-mailed sign-in code); a mail problem never undoes the sign-up. */
export async function sendSignUpVerification(deps: { db: DbOrTx; mailer: Mailer; config: Config }, verify: NonNullable<SignUpEventResult['verify']>, log: Pick<FastifyBaseLogger, 'error'>) {
  try {
    await deps.mailer.send(deps.db, verify.email, verifyEmailMail(verify.firstName, `${deps.config.appUrl}/verify-email/${verify.key}`));
  } catch (err) {
    log.error({ err }, 'could not send the verification e-mail of a new member');
  }
}
