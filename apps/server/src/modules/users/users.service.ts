import type { CurrentUser } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findCurrentUserRow, findPrimaryCompanyLink, findUserWithRole, findWorthyCauseName, searchUsers } from './users.repository.js';
import { presentCurrentUser, presentUserProfile } from './users.presenter.js';

/** The signed-in user with role, company link and company data. */
export async function getCurrentUser(db: DbOrTx, auth: AuthContext): Promise<CurrentUser> {
  const found = await findCurrentUserRow(db, auth.userId);
  if (!found) throw notFound();
  return presentCurrentUser(found.user, found.link, found.ownerRoleId, auth);
}

/** The organisation name of a worthy-cause user; 404 when the user has none. */
export async function getWorthyCauseName(db: DbOrTx, userId: number): Promise<string> {
  const name = await findWorthyCauseName(db, userId);
  if (name === null) throw notFound('No worthy cause for this user.');
  return name;
}

/** Staff quick search by UID, CID, name, e-mail or business name. */
export function searchUsersForStaff(db: DbOrTx, keyword: string, limit: number) {
  return searchUsers(db, keyword, limit);
}

/** A user's record with their primary company link: for staff, or for the user themself. */
export async function getUserProfile(db: DbOrTx, auth: AuthContext, userId: number) {
  if (auth.userId !== userId && auth.userType !== 'admin') throw forbidden();
  const row = await findUserWithRole(db, userId);
  if (!row) throw notFound('User not found.');
  return presentUserProfile(row, await findPrimaryCompanyLink(db, row.user.id));
}
