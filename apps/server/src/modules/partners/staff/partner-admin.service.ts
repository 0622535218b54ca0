import { PARTNER_WELCOME_LINK_DAYS, ROLE, partnerAdminMessages, type AdminPartnerCreated, type adminPartnerCreateSchema, type adminPartnerListQuerySchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { conflict, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { hashPassword, randomSecret } from '../../../lib/secrets.js';
import type { AuthContext } from '../../../http/auth.js';
import { createUserKey } from '../../identity/index.js';
import { findCountryId, findPartnerPage, insertPartner, insertPartnerUser, isEmailTaken } from './partner-admin.repository.js';
import { presentPartnerRow } from './partner-admin.presenter.js';
import { partnerWelcomeMail } from './welcome-mail.js';

const WELCOME_LINK_TTL_SECONDS = PARTNER_WELCOME_LINK_DAYS * 24 * 3600;

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/** GET /api/admin/partners: one page of partners with their panel user, completeness and project counts. */
export async function listPartners(db: Db, query: z.output<typeof adminPartnerListQuerySchema>) {
  const { rows, total } = await findPartnerPage(db, query);
  return { data: rows.map(presentPartnerRow), meta: { total, page: query.page, limit: query.limit } };
}

type Deps = { db: Db; config: Config; mailer: Mailer };

type PartnerInput = z.output<typeof adminPartnerCreateSchema>;
const emailTaken = () => conflict(partnerAdminMessages.emailTaken, { email: [partnerAdminMessages.emailTaken] });

/** The checks before a partner user is made: a known country and a free e-mail (409). */
async function checkNewPartner(db: DbOrTx, input: PartnerInput) {
  const countryId = input.country_id ?? null;
  if (countryId) {
    const country = await findCountryId(db, countryId);
    if (!country) throw validationError({ country_id: [partnerAdminMessages.unknownCountry] });
  }
  if (await isEmailTaken(db, input.email)) throw emailTaken();
}

export type NewPartner = { user: Awaited<ReturnType<typeof insertPartnerUser>>; partner: Awaited<ReturnType<typeof insertPartner>>; key: string };

/**
 * The panel user (partner type, role WORTHY_CAUSE, a password nobody knows), its organisation, the welcome link's
 * key and the audit row, inside the caller's transaction: a caller that records more (an approved application)
 * commits all of it or none. The welcome e-mail goes after the commit (sendPartnerWelcome).
 */
export async function insertNewPartnerInTx(tx: DbOrTx, auth: AuthContext, input: PartnerInput, ip: string): Promise<NewPartner> {
  await checkNewPartner(tx, input);
  // A real hash of a random secret: the account cannot be signed into until the link sets a password.
  const passwordHash = await hashPassword(randomSecret(32));
  const user = await insertPartnerUser(tx, {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    password_hash: passwordHash,
    role_id: ROLE.WORTHY_CAUSE,
    createdBy: auth.userId,
  });
  const partner = await insertPartner(tx, {
    userId: user.id,
    worthy_cause_name: input.worthy_cause_name,
    org_legal_name: input.org_legal_name || null,
    countryId: input.country_id ?? null,
    createdBy: auth.userId,
  });
  const key = await createUserKey(tx, user.id, 'reset_password', WELCOME_LINK_TTL_SECONDS);
  await writeAudit(tx, {
    actorId: auth.userId,
    action: 'partner.create',
    subjectType: 'user',
    subjectId: user.id,
    details: { partner_id: partner.id, email: user.email, worthy_cause_name: partner.worthy_cause_name },
    ip,
  });
  return { user, partner, key };
}

/** Two staff creating the same e-mail at once: the unique index decides, answered as the 409 it is. */
export function asEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw emailTaken();
  throw error;
}

/** After the commit: the welcome e-mail with the one-time link to set the password, and the call's answer. */
export async function sendPartnerWelcome({ db, config, mailer }: Deps, { user, partner, key }: NewPartner): Promise<{ data: AdminPartnerCreated; message: string }> {
  const mail = await mailer.send(
    db,
    user.email,
    partnerWelcomeMail({ firstName: user.first_name, worthyCauseName: partner.worthy_cause_name, email: user.email, url: `${config.appUrl}/forgot-password/${key}` }),
  );
  return {
    message: mail.status === 'failed' ? partnerAdminMessages.createdMailFailed(user.email) : partnerAdminMessages.created(user.email),
    data: {
      partner_id: partner.id,
      user_id: user.id,
      worthy_cause_name: partner.worthy_cause_name,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      // The welcome mail is an account mail, always sent (lib/mail/mail-kinds.ts): never 'skipped'.
      welcome_email: mail.status === 'skipped' ? 'failed' : mail.status,
    },
  };
}

/**
 * POST /api/admin/partners: the panel user and its organisation in one audited transaction; then, after the
 * commit, the welcome e-mail with a one-time link to set the password (the reset-password link, with a longer
 * life). A taken e-mail answers 409.
 */
export async function createPartnerUser(deps: Deps, auth: AuthContext, input: PartnerInput, ip: string): Promise<{ data: AdminPartnerCreated; message: string }> {
  // Checked before the transaction too, so a bad form never opens one.
  await checkNewPartner(deps.db, input);
  const created = await deps.db.transaction((tx) => insertNewPartnerInTx(tx, auth, input, ip)).catch(asEmailTaken);
  return sendPartnerWelcome(deps, created);
}
