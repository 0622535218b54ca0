import type { z } from 'zod';
import { profileEditMessages, type UserProfile, type personalProfileUpdateSchema } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { confirmEmailChangeMail, emailChangedMail, emailChangeRequestedMail } from './email-change.mails.js';
import * as repo from './personal-profile.repository.js';
import { getUserProfile } from './users.service.js';

/** How long the link that confirms a new login e-mail works. */
export const EMAIL_CHANGE_TTL_SECONDS = 86_400;

type PersonalProfileUpdate = z.output<typeof personalProfileUpdateSchema>;

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/** Only the user themself changes their personal profile (staff read it, never write it). */
export function assertOwnProfile(auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw forbidden(profileEditMessages.ownProfileOnly);
}

/**
 * POST /api/user/{id}/profile: saves the personal profile. A new login e-mail is kept as pending and a
 * confirmation link goes to it (the old address is told); the login e-mail changes only when the link is opened.
 */
export async function savePersonalProfile(
  db: Db,
  deps: { config: Config; mailer: Mailer },
  auth: AuthContext,
  userId: number,
  body: PersonalProfileUpdate,
): Promise<{ profile: UserProfile; emailChangeSentTo: string | null }> {
  assertOwnProfile(auth, userId);
  const { email, ...fields } = body;
  const result = await db.transaction(async (tx) => {
    const user = await repo.findUserForEmailChange(tx, userId);
    if (!user) throw notFound('User not found.');
    const newEmail = email && email.toLowerCase() !== user.email.toLowerCase() ? email : null;
    if (newEmail && (await repo.isEmailUsedByOther(tx, newEmail, userId))) {
      throw conflict(profileEditMessages.emailTaken, { email: [profileEditMessages.emailTaken] });
    }
    // Asking for the current address again drops a pending change.
    const pending = newEmail ?? (email ? null : user.pending_email);
    // A field left out stays as it is; an empty one is cleared.
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await repo.updatePersonalProfile(tx, userId, { ...given, pending_email: pending });
    const key = newEmail ? await repo.createEmailChangeKey(tx, userId, EMAIL_CHANGE_TTL_SECONDS) : null;
    return { key, newEmail, oldEmail: user.email, firstName: fields.first_name };
  });
  // Mails go out after the commit: a mail failure never undoes the save.
  if (result.key && result.newEmail) {
    const url = `${deps.config.appUrl}/personal/profile/?email_code=${encodeURIComponent(result.key)}`;
    await deps.mailer.send(db, result.newEmail, confirmEmailChangeMail(result.firstName, result.newEmail, url));
    await deps.mailer.send(db, result.oldEmail, emailChangeRequestedMail(result.firstName, result.newEmail));
  }
  return { profile: await getUserProfile(db, auth, userId), emailChangeSentTo: result.newEmail };
}

/** POST /api/user/confirm-email-change: the link's key makes the pending e-mail the login e-mail, and the old address is told. */
export async function confirmEmailChange(db: Db, mailer: Mailer, emailCode: string): Promise<{ email: string }> {
  const changed = await db
    .transaction(async (tx) => {
      const userId = await repo.consumeEmailChangeKey(tx, emailCode);
      if (userId === null) throw notFound(profileEditMessages.emailChangeLinkInvalid);
      const user = await repo.findUserForEmailChange(tx, userId);
      if (!user?.pending_email) throw notFound(profileEditMessages.emailChangeLinkInvalid);
      if (await repo.isEmailUsedByOther(tx, user.pending_email, userId)) throw conflict(profileEditMessages.emailTaken, { email: [profileEditMessages.emailTaken] });
      await repo.applyPendingEmail(tx, userId, user.pending_email);
      return { oldEmail: user.email, newEmail: user.pending_email, firstName: user.first_name };
    })
    .catch((e: unknown) => {
      // Another account took the address between the check and the write: the unique index refuses it.
      if (isUniqueViolation(e)) throw conflict(profileEditMessages.emailTaken, { email: [profileEditMessages.emailTaken] });
      throw e;
    });
  await mailer.send(db, changed.oldEmail, emailChangedMail(changed.firstName, changed.newEmail));
  return { email: changed.newEmail };
}

/** POST /api/user/{id}/image: the uploaded picture becomes the user's profile image. */
export async function setPersonalImage(db: DbOrTx, auth: AuthContext, userId: number, imageUrl: string): Promise<UserProfile> {
  assertOwnProfile(auth, userId);
  await repo.updatePersonalProfile(db, userId, { image: imageUrl });
  return getUserProfile(db, auth, userId);
}
