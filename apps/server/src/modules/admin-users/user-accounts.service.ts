import type { z } from 'zod';
import {
  ACCOUNT_WELCOME_LINK_DAYS,
  NEW_ACCOUNT_TYPE_TEXTS,
  ROLE,
  TRIAL_DAYS,
  adminAccountMessages,
  adminUserMessages,
  type accountUpdateSchema,
  type newBusinessAccountSchema,
  type newPersonalAccountSchema,
} from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import { hashPassword, randomSecret } from '../../lib/secrets.js';
import { createUserKey } from '../identity/index.js';
import { applyMembership, findPackagePrice } from './admin-users.repository.js';
import * as repo from './user-accounts.repository.js';

type Deps = { db: Db; config: Config; mailer: Mailer };
type Meta = { ip: string };
type NewPersonal = z.output<typeof newPersonalAccountSchema>;
type NewBusiness = z.output<typeof newBusinessAccountSchema>;
type AccountUpdate = z.output<typeof accountUpdateSchema>;

const PERIOD_MONTHS: Record<number, number> = { 1: 1, 2: 12, 3: 24, 4: 36 };
const WELCOME_LINK_TTL_SECONDS = ACCOUNT_WELCOME_LINK_DAYS * 86_400;

const emailTaken = () => conflict(adminAccountMessages.emailTaken, { email: [adminAccountMessages.emailTaken] });
const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');
/** Two staff creating (or renaming to) the same e-mail at once: the unique index decides, answered as the 409 it is. */
const asEmailTaken = (e: unknown): never => {
  if (isUniqueViolation(e)) throw emailTaken();
  throw e;
};

function welcomeMail(input: { firstName: string; email: string; company: string | null; url: string }): MailContent {
  const t = adminAccountMessages.welcomeMail;
  const intro = input.company ? t.business(input.company) : t.personal;
  return {
    template: 'account-welcome',
    subject: t.subject,
    ...layout({ preheader: intro, heading: t.heading(input.firstName), paragraphs: [intro, t.link(input.email, ACCOUNT_WELCOME_LINK_DAYS)], action: { label: t.action, url: input.url } }),
  };
}

/** The checks every new account shares, before and inside the transaction: a free e-mail (409), known lists (422). */
async function checkNew(db: DbOrTx, input: { email: string; country_id?: number; industry1?: number }) {
  const errors: Record<string, string[]> = {};
  if (input.country_id !== undefined && !(await repo.countryExists(db, input.country_id))) errors.country_id = [adminAccountMessages.unknownCountry];
  if (input.industry1 !== undefined && !(await repo.findIndustryIds(db, [input.industry1])).length) errors.industry1 = [adminAccountMessages.unknownIndustry];
  if (Object.keys(errors).length) throw validationError(errors);
  if (await repo.isEmailTaken(db, input.email)) throw emailTaken();
}

/** After the commit: the welcome e-mail with the one-time set-password link (a mail failure never undoes the account). */
async function sendWelcome(deps: Deps, created: { userId: number; email: string; firstName: string; company: string | null; key: string }) {
  const mail = await deps.mailer.send(deps.db, created.email, welcomeMail({ firstName: created.firstName, email: created.email, company: created.company, url: `${deps.config.appUrl}/forgot-password/${created.key}` }));
  // An account mail is always sent (lib/mail/mail-kinds.ts): never 'skipped'.
  return mail.status === 'skipped' ? 'failed' : mail.status;
}

const createdMessage = (label: string, email: string, status: 'sent' | 'stored' | 'failed') =>
  status === 'failed' ? adminAccountMessages.createdMailFailed(label, email) : adminAccountMessages.created(label, email);

/**
 * POST /api/user/personal and /api/user/premium: an individual giver (Personal User or Premium Personal User) with a
 * password nobody knows, the set-password key and the audit row in one transaction; then the welcome e-mail.
 */
export async function createPersonalAccount(deps: Deps, auth: AuthContext, type: 'personal' | 'premium', input: NewPersonal, meta: Meta) {
  await checkNew(deps.db, input);
  const passwordHash = await hashPassword(randomSecret(32));
  const roleId = type === 'premium' ? ROLE.PREMIUM_PERSONAL : ROLE.PERSONAL;
  const created = await deps.db
    .transaction(async (tx) => {
      await checkNew(tx, input);
      const user = await repo.insertUser(tx, {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        password_hash: passwordHash,
        role_id: roleId,
        account: 'user',
        user_type: 'business',
        register_source: 'staff-created',
        country_id: input.country_id ?? null,
        created_by: auth.userId,
      });
      const key = await createUserKey(tx, user.id, 'reset_password', WELCOME_LINK_TTL_SECONDS);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: `user.create-${type}`,
        subjectType: 'user',
        subjectId: user.id,
        details: { type, role_id: roleId },
        before: null,
        after: { email: input.email, first_name: input.first_name, last_name: input.last_name, role_id: roleId, country_id: input.country_id ?? null },
        reason: input.reason,
        ip: meta.ip,
      });
      return { userId: user.id, key };
    })
    .catch(asEmailTaken);
  const status = await sendWelcome(deps, { userId: created.userId, email: input.email, firstName: input.first_name, company: null, key: created.key });
  return {
    data: { user_id: created.userId, company_id: null, email: input.email, role_id: roleId, welcome_email: status },
    message: createdMessage(NEW_ACCOUNT_TYPE_TEXTS[type].label, input.email, status),
  };
}

/**
 * POST /api/user/business: the company, its owner (company admin) and the audit row in one transaction. A trial
 * runs TRIAL_DAYS from today; a paying role (member, partner, partnerships) records the package and period as a
 * complete membership payment from today, as an upgrade by hand does. Then the welcome e-mail.
 */
export async function createBusinessAccount(deps: Deps, auth: AuthContext, input: NewBusiness, now: Date, meta: Meta) {
  await checkNew(deps.db, input);
  const trial = input.role_id === ROLE.TRIAL;
  if (!trial && !(await findPackagePrice(deps.db, input.package_id!, input.membership_period_id!))) throw validationError({ package_id: [adminAccountMessages.noPrice] });
  const passwordHash = await hashPassword(randomSecret(32));
  const created = await deps.db
    .transaction(async (tx) => {
      await checkNew(tx, input);
      const user = await repo.insertUser(tx, {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        password_hash: passwordHash,
        role_id: input.role_id,
        account: 'company',
        user_type: 'business',
        register_source: 'staff-created',
        country_id: input.country_id,
        created_by: auth.userId,
      });
      const trialEnds = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
      const company = await repo.insertCompany(tx, {
        company_name: input.company_name,
        country_id: input.country_id,
        industry_1: input.industry1 ?? null,
        employee_limit: 0,
        token_management_access: '1',
        engagement_access: '1',
        email: input.email,
        ...(trial ? { trial_started_at: now, trial_ends_at: trialEnds, membership_end_date: trialEnds, membership_recurring_status: 'not_required' } : {}),
        created_by: auth.userId,
      });
      await repo.insertOwnerLink(tx, { userId: user.id, companyId: company.id, countryId: input.country_id, staffId: auth.userId });
      let membership: { package_id: number; membership_period_id: number; membership_payment_id: number; membership_end_date: string } | null = null;
      if (!trial) {
        const price = await findPackagePrice(tx, input.package_id!, input.membership_period_id!);
        if (!price) throw validationError({ package_id: [adminAccountMessages.noPrice] });
        const end = new Date(now);
        end.setUTCMonth(end.getUTCMonth() + PERIOD_MONTHS[input.membership_period_id!]!);
        const paymentId = await applyMembership(tx, {
          companyId: company.id,
          userId: user.id,
          staffId: auth.userId,
          packageId: input.package_id!,
          periodId: input.membership_period_id!,
          amountCents: price.amount_usd_cents,
          endDate: end,
        });
        membership = { package_id: input.package_id!, membership_period_id: input.membership_period_id!, membership_payment_id: paymentId, membership_end_date: end.toISOString() };
      }
      const key = await createUserKey(tx, user.id, 'reset_password', WELCOME_LINK_TTL_SECONDS);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'user.create-business',
        subjectType: 'user',
        subjectId: user.id,
        details: { type: 'business', company_id: company.id, role_id: input.role_id, ...(membership ? { membership_payment_id: membership.membership_payment_id } : {}) },
        before: null,
        after: {
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          role_id: input.role_id,
          company_name: input.company_name,
          country_id: input.country_id,
          industry1: input.industry1 ?? null,
          membership_end_date: membership?.membership_end_date ?? trialEnds.toISOString(),
          package_id: membership?.package_id ?? null,
          membership_period_id: membership?.membership_period_id ?? null,
        },
        reason: input.reason,
        ip: meta.ip,
      });
      return { userId: user.id, companyId: company.id, key };
    })
    .catch(asEmailTaken);
  const status = await sendWelcome(deps, { userId: created.userId, email: input.email, firstName: input.first_name, company: input.company_name, key: created.key });
  return {
    data: { user_id: created.userId, company_id: created.companyId, email: input.email, role_id: input.role_id, welcome_email: status },
    message: createdMessage(NEW_ACCOUNT_TYPE_TEXTS.business.label, input.email, status),
  };
}

/** The fields of `next` that differ from `current`, as before and after. */
function diff<T extends Record<string, unknown>>(current: T, next: Partial<T>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || current[key] === value) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}

/**
 * POST /api/user/update-business: staff save a member's account: their own fields (the personal profile's, the
 * e-mail set at once, 409 when another account has it) and, when they have one, their company's (the company
 * profile's fields and checks). One transaction with one audit row of what changed, before and after.
 */
export async function updateAccount(db: Db, auth: AuthContext, input: AccountUpdate, meta: Meta) {
  return db
    .transaction(async (tx) => {
      const user = await repo.findUserForEdit(tx, input.user_id);
      if (!user || user.deleted_at) throw notFound(adminUserMessages.userNotFound);
      if (user.user_type !== 'business') throw conflict(adminAccountMessages.staffAccount);
      const company = await repo.findCompanyForEdit(tx, user.id);
      if (input.company && !company) throw validationError({ company: [adminAccountMessages.noCompany] });

      const errors: Record<string, string[]> = {};
      if (input.company) {
        const c = input.company;
        const ids = [c.industry1, c.industry2].filter((v): v is number => typeof v === 'number');
        const known = await repo.findIndustryIds(tx, ids);
        if (typeof c.industry1 === 'number' && !known.includes(c.industry1)) errors['company.industry1'] = [adminAccountMessages.unknownIndustry];
        if (typeof c.industry2 === 'number' && !known.includes(c.industry2)) errors['company.industry2'] = [adminAccountMessages.unknownIndustry];
        if (typeof c.industry1 === 'number' && c.industry1 === c.industry2) errors['company.industry2'] = ['Choose two different industries.'];
        if (typeof c.country_id === 'number' && !(await repo.countryExists(tx, c.country_id))) errors['company.country_id'] = [adminAccountMessages.unknownCountry];
      }
      if (Object.keys(errors).length) throw validationError(errors);
      if (input.email.toLowerCase() !== user.email.toLowerCase() && (await repo.isEmailTaken(tx, input.email, user.id))) throw emailTaken();

      const { user_id: _id, company: companyInput, reason, ...userInput } = input;
      const userChange = diff(user as Record<string, unknown>, userInput);
      let companyChange = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
      if (company && companyInput) {
        const { industry1, industry2, ...rest } = companyInput;
        companyChange = diff(company as Record<string, unknown>, { ...rest, ...(industry1 !== undefined ? { industry_1: industry1 } : {}), ...(industry2 !== undefined ? { industry_2: industry2 } : {}) });
      }
      const changed = [...Object.keys(userChange.after), ...Object.keys(companyChange.after).map((k) => `company.${k}`)];
      if (!changed.length) return { user_id: user.id, company_id: company?.id ?? null, changed };

      if (Object.keys(userChange.after).length) {
        // A new e-mail set by staff replaces any change the member had waiting for its confirmation link.
        const emailChanged = 'email' in userChange.after;
        await repo.updateUser(tx, user.id, auth.userId, { ...(userChange.after as repo.UserValues), ...(emailChanged ? { pending_email: null } : {}) });
      }
      if (company && Object.keys(companyChange.after).length) await repo.updateCompany(tx, company.id, auth.userId, companyChange.after as repo.CompanyValues);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'user.update',
        subjectType: 'user',
        subjectId: user.id,
        details: { changed, ...(company ? { company_id: company.id } : {}) },
        before: { ...userChange.before, ...(Object.keys(companyChange.before).length ? { company: companyChange.before } : {}) },
        after: { ...userChange.after, ...(Object.keys(companyChange.after).length ? { company: companyChange.after } : {}) },
        reason,
        ip: meta.ip,
      });
      return { user_id: user.id, company_id: company?.id ?? null, changed };
    })
    .catch(asEmailTaken);
}
