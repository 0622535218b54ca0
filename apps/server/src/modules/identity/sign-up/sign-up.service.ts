import { ROLE, TRIAL_DAYS, TRIAL_FUNDED_USD, TRIAL_IMPACTS, messages, type ConnectRegisterValues, type TrialSignUp } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { AppError, conflict, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { verifyEmailMail } from '../../../lib/mail/templates.js';
import { hashPassword } from '../../../lib/secrets.js';
import { createUserKey } from '../keys.repository.js';
import { findUser, findUserIdsByEmail } from '../users.repository.js';
import * as repo from './sign-up.repository.js';
import { applyCodeAtSignUp, type SignUpReferral } from '../../referral-codes/index.js';
import { joinReferrerHive } from '../../hives/index.js';

export const VERIFY_EMAIL_TTL_SECONDS = 14 * 86_400;

/** True when no account (other than `exceptUserId`) uses the e-mail. */
export async function isEmailFree(db: DbOrTx, email: string, exceptUserId?: number | null): Promise<boolean> {
  const rows = await findUserIdsByEmail(db, email, exceptUserId);
  return rows.length === 0;
}

/** The USD→SGD rate in force now. */
export async function currentSgdRate(db: DbOrTx): Promise<number> {
  const row = await repo.findCurrentSgdRateRow(db);
  return row ? Number(row.rate) : 1.35;
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/**
 * Creates a trial business in one transaction: the user (role 7, trial-online), the company with the
 * trial defaults, a 17-day trial, and the chosen impact as a paid $1.00 contribution the platform funds.
 * Then e-mails the verification link (outside the transaction: a mail failure never undoes the sign-up).
 */
export async function createTrialAccount(
  db: Db,
  config: Config,
  mailer: Mailer,
  form: TrialSignUp,
  opts: { source?: 'trial-registration' | 'connect' } = {},
) {
  const country = form.countryid!;
  const passwordHash = await hashPassword(form.password);
  const result = await db
    .transaction(async (tx) => {
      if (!(await isEmailFree(tx, form.email))) throw conflict(messages.emailExists, { email: [messages.emailExists] });
      const countryRow = await repo.findCountry(tx, country.id);
      if (!countryRow) throw validationError({ countryid: [messages.countryRequired] });
      const industryId = typeof form.user_business.company.industry_1 === 'number' ? form.user_business.company.industry_1 : null;
      if (industryId !== null && (await repo.findIndustryIds(tx, industryId)).length === 0) {
        throw validationError({ 'user_business.company.industry_1': ['Please choose an industry from the list.'] });
      }

      const level = await repo.findImpactLevelOfProject(tx, form.project.impact_level_id, form.project.id);
      if (!level || level.project_status !== 'live') throw validationError({ project: ['This impact is not available right now.'] });
      // The server prices the gift itself; the form's price only has to agree.
      const totalCents = level.level.price_cents * form.project.quantity;
      if (totalCents !== TRIAL_FUNDED_USD * 100) throw validationError({ project: ['This impact is not available right now.'] });

      const now = new Date();
      const trialEnds = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
      const user = await repo.insertUser(tx, {
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        password_hash: passwordHash,
        role_id: ROLE.TRIAL,
        account: 'company',
        user_type: 'business',
        register_source: opts.source === 'connect' ? 'connect' : 'trial-online',
        country_id: countryRow.id,
        referral_code: form.referal_code || null,
      });
      const company = await repo.insertCompany(tx, {
        company_name: form.company,
        country_id: countryRow.id,
        industry_1: industryId,
        employee_limit: 0,
        token_management_access: '1',
        engagement_access: '1',
        email: form.email,
        trial_started_at: now,
        trial_ends_at: trialEnds,
        // A trial is a membership that ends with the trial; nothing renews it.
        membership_end_date: trialEnds,
        membership_recurring_status: 'not_required',
        created_by: user.id,
      });
      await repo.insertCompanyLink(tx, {
        user_id: user.id,
        company_id: company.id,
        is_admin: 1,
        is_business: 0,
        is_owner: true,
        type_reg: 'other',
        country_id: countryRow.id,
        created_by: user.id,
      });

      const rate = await currentSgdRate(tx);
      const sgdCents = Math.round(totalCents * rate);
      const group = await repo.insertContributionGroup(tx, {
        user_id: user.id,
        company_id: company.id,
        account: 'company',
        status: 'paid',
        total_usd_cents: totalCents,
        total_sgd_cents: sgdCents,
        exchange_rate_sgd: rate.toFixed(6),
        funded_by: 'platform',
        payment_provider: 'platform',
        payment_reference: `trial-${user.id}`,
        paid_at: now,
        created_by: user.id,
      });
      await repo.insertContribution(tx, {
        contribution_group_id: group.id,
        user_id: user.id,
        company_id: company.id,
        account: 'company',
        project_id: form.project.id,
        impact_level_id: level.level.id,
        quantity: form.project.quantity,
        beneficiaries: form.project.quantity * level.level.beneficiaries_per_unit,
        unit_price_cents: level.level.price_cents,
        amt_total_usd_cents: totalCents,
        amt_total_sgd_cents: sgdCents,
        payment_received: 1,
        contribution_date: now,
        funded_by: 'platform',
        created_by: user.id,
      });
      // A referral code: recorded for the reward at the first membership payment, or said why it was not applied.
      let referral: SignUpReferral | null = null;
      if (form.referal_code) {
        referral = await applyCodeAtSignUp(tx, {
          code: form.referal_code,
          userId: user.id,
          companyId: company.id,
          email: form.email,
          companyName: form.company,
          source: opts.source ?? 'trial-registration',
          now,
        });
      }
      const hive = opts.source === 'connect' ? await joinReferrerHive(tx, referral?.referrerCompanyId ?? null, company.id, user.id) : null;
      const verifyKey = await createUserKey(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_SECONDS);
      return { userId: user.id, companyId: company.id, groupId: group.id, trialEnds, verifyKey, referral, hive };
    })
    .catch((e: unknown) => {
      // Two sign-ups racing for one e-mail: the unique index lets only one through.
      if (isUniqueViolation(e)) throw conflict(messages.emailExists, { email: [messages.emailExists] });
      throw e;
    });

  await mailer.send(db, form.email, verifyEmailMail(form.first_name, `${config.appUrl}/verify-email/${result.verifyKey}`));
  return {
    user_id: result.userId,
    company_id: result.companyId,
    contribution_group_id: result.groupId,
    trial_ends_at: result.trialEnds.toISOString(),
    referral: result.referral ? { applied: result.referral.applied, message: result.referral.message } : null,
    hive: result.hive,
  };
}

/** Sends a fresh verification link to a signed-in user who has not verified yet. */
export async function resendVerification(db: Db, config: Config, mailer: Mailer, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw new AppError(404, 'User not found.');
  if (user.email_verified_at) throw conflict(messages.alreadyVerified);
  const key = await createUserKey(db, user.id, 'verify_email', VERIFY_EMAIL_TTL_SECONDS);
  await mailer.send(db, user.email, verifyEmailMail(user.first_name, `${config.appUrl}/verify-email/${key}`));
}

/**
 * POST /api/connect/register (/connect and /connect/{code}, the public business register): a trial business
 * with the trial's clean-water impact funded; through a hive partner's code it joins the partner's hive.
 */
export async function registerThroughConnect(db: Db, config: Config, mailer: Mailer, form: ConnectRegisterValues & { countryid: NonNullable<ConnectRegisterValues["countryid"]> }) {
  const impact = TRIAL_IMPACTS.water;
  const trialForm: TrialSignUp = {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    company: form.company,
    countryid: form.countryid,
    password: form.password,
    retype_password: form.retype_password,
    terms: true,
    referal_code: form.code ?? null,
    role_id: ROLE.TRIAL,
    register_source: 'trial-online',
    user_business: {
      type_reg: 'other',
      country_id: form.countryid.id,
      company: {
        company_name: form.company,
        country_id: form.countryid.id,
        country_name: form.countryid.name,
        country_code: form.countryid.code,
        employee_limit: 0,
        token_management_access: '1',
        engagement_access: '1',
        industry_1: null,
      },
    },
    project: { id: impact.project_id, impact_level_id: impact.impact_level_id, quantity: impact.quantity, price: impact.price },
  };
  return createTrialAccount(db, config, mailer, trialForm, { source: 'connect' });
}
