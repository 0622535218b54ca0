import { ROLE, guestGivingTexts } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../../db/client.js';
import { conflict, validationError } from '../../../lib/errors.js';
import { hashPassword, randomSecret } from '../../../lib/secrets.js';
import { consumeUserKey, createUserKey, findUserKey } from '../keys.repository.js';
import { findUser, findUserByEmail } from '../users.repository.js';
import * as repo from './guest-accounts.repository.js';

/** How long the receipt's claim link works. */
const CLAIM_TTL_SECONDS = 60 * 86_400;

/**
 * The guest user a guest checkout gives as (role Guest User, a personal account, no usable password): the one
 * already made for this e-mail, or a new one. An e-mail that belongs to a member answers 409: they sign in.
 * `unusablePasswordHash` is hashed by the caller before its transaction (argon2 is slow).
 */
export async function findOrCreateGuest(
  tx: DbOrTx,
  guest: { first_name: string; last_name: string; email: string; country_id: number },
  unusablePasswordHash: string,
): Promise<number> {
  const existing = await findUserByEmail(tx, guest.email);
  if (existing) {
    if (existing.role_id !== ROLE.GUEST) throw conflict(guestGivingTexts.emailHasAccount, { email: [guestGivingTexts.emailHasAccount] });
    await repo.updateGuestNames(tx, existing.id, { first_name: guest.first_name, last_name: guest.last_name, country_id: guest.country_id });
    return existing.id;
  }
  const row = await repo.insertGuestUser(tx, {
    first_name: guest.first_name,
    last_name: guest.last_name,
    email: guest.email,
    password_hash: unusablePasswordHash,
    role_id: ROLE.GUEST,
    account: 'user',
    user_type: 'business',
    register_source: 'guest-checkout',
    country_id: guest.country_id,
  });
  return row.id;
}

/** A password nobody knows, hashed: a guest cannot sign in until they claim the giving. */
export const unusableGuestPasswordHash = () => hashPassword(randomSecret(32));

/** The link that claims a guest's giving into a personal account, or null when the user is no longer a guest. */
export async function guestClaimUrl(db: DbOrTx, userId: number, appUrl: string): Promise<string | null> {
  const user = await findUser(db, userId);
  if (!user || user.role_id !== ROLE.GUEST) return null;
  const key = await createUserKey(db, userId, 'claim_giving', CLAIM_TTL_SECONDS);
  return `${appUrl}/claim-giving/${key}`;
}

/**
 * POST /api/guest/claim: the receipt's link, used once, gives the guest a password and makes them a personal
 * member; the giving they made as a guest is already on their personal account, so it shows in their impact
 * history. A used, expired or unknown link answers 422 and changes nothing.
 */
export async function claimGuestAccount(db: Db, body: { key: string; password: string }): Promise<{ email: string }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const key = await findUserKey(tx, body.key, 'claim_giving');
    const user = key ? await findUser(tx, key.user_id) : undefined;
    if (!key || !user || user.role_id !== ROLE.GUEST || !(await consumeUserKey(tx, key.id))) throw validationError({ key: [guestGivingTexts.claimInvalid] }, guestGivingTexts.claimInvalid);
    await repo.promoteGuest(tx, user.id, passwordHash, ROLE.PERSONAL);
    return { email: user.email };
  });
}
