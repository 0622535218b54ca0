import { personName, referralMessages, type guestReferralInputSchema, type Referral, type referralInputSchema, type referralUpdateSchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { notFound, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { hitRateLimit } from '../../../lib/rate-limit.js';
import type { AuthContext } from '../../../http/auth.js';
import { causeSuggestedMail } from './referral-mail.js';
import { presentReferral } from './referrals.presenter.js';
import * as repo from './referrals.repository.js';

type Deps = { db: DbOrTx; mailer: Mailer; appUrl: string; rateLimitScale: number };
type CauseInput = z.output<typeof referralInputSchema>;
type GuestInput = z.output<typeof guestReferralInputSchema>;

/** Where staff follow suggestions up (the web app's route admin.wcuuser.referrals). */
export const REFERRALS_ADMIN_PATH = '/admin/wcuuser/referred-causes';

/**
 * POST /v2/user/refer-worthy-cause and /v2/guest/user/refer-worthy-cause: records a suggestion (a member's name
 * and e-mail come from the account; a visitor's from the form, limited per IP), then tells staff by e-mail once
 * it is stored. Answers the thank-you message.
 */
export async function suggestCause(deps: Deps, who: { auth: AuthContext } | { guest: Pick<GuestInput, 'referrer_name' | 'referrer_email'> }, body: CauseInput, ip: string) {
  const { db } = deps;
  let referrer: { userId: number | null; name: string; email: string };
  if ('auth' in who) {
    await hitRateLimit(db, 'referCauseAccount', String(who.auth.userId), deps.rateLimitScale);
    const user = await repo.findReferrer(db, who.auth.userId);
    if (!user) throw notFound('User not found.');
    referrer = { userId: who.auth.userId, name: personName(user.first_name, user.last_name) ?? '', email: user.email };
  } else {
    await hitRateLimit(db, 'referCauseIp', ip, deps.rateLimitScale);
    referrer = { userId: null, name: who.guest.referrer_name, email: who.guest.referrer_email.toLowerCase() };
  }
  const country = body.country_id ? await repo.countryExists(db, body.country_id) : null;
  if (body.country_id && !country) throw validationError({ country_id: [referralMessages.unknownCountry] });

  const id = await repo.insertReferral(db, {
    referrer_user_id: referrer.userId,
    referrer_name: referrer.name,
    referrer_email: referrer.email,
    cause_name: body.cause_name,
    website: body.website,
    country_id: country?.id ?? null,
    contact_name: body.contact_name,
    contact_email: body.contact_email ?? null,
    contact_phone: body.contact_phone ?? null,
    description: body.description,
    ip,
    created_by: referrer.userId,
  });

  const mail = causeSuggestedMail({
    causeName: body.cause_name,
    referrerName: referrer.name,
    country: country?.name ?? null,
    website: body.website,
    description: body.description,
    url: `${deps.appUrl}${REFERRALS_ADMIN_PATH}`,
  });
  for (const admin of await repo.findActiveAdmins(db)) await deps.mailer.send(db, admin.email, mail);
  return { id, message: referralMessages.thanks(body.cause_name) };
}

/** GET /admin/worthy-cause-referrals: newest first, by status and words. */
export async function listReferrals(db: DbOrTx, q: { limit: number; page: number; status?: Referral['status']; search?: string }) {
  const { rows, total } = await repo.findReferrals(db, repo.whereOfReferrals({ status: q.status, search: q.search || undefined }), q.limit, q.page);
  return { data: rows.map(presentReferral), meta: { total, page: q.page, limit: q.limit } };
}

/** PUT /admin/worthy-cause-referrals/{id}: a new status and note, written to the audit log with it. */
export async function updateReferral(db: DbOrTx, auth: AuthContext, id: number, body: z.output<typeof referralUpdateSchema>, ip: string): Promise<Referral> {
  const row = await repo.findReferral(db, id);
  if (!row) throw notFound(referralMessages.notFound);
  await db.transaction(async (tx) => {
    await repo.saveReferralStatus(tx, id, { status: body.status, admin_note: body.admin_note }, auth.userId);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: 'worthy_cause_referral.updated',
      subjectType: 'worthy_cause_referral',
      subjectId: id,
      details: { before: { status: row.referral.status, admin_note: row.referral.admin_note }, after: body },
      ip,
    });
  });
  return presentReferral((await repo.findReferral(db, id))!);
}
