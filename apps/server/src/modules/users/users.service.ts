import type { CurrentUser } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../lib/errors.js';
import { findCompanyOwnerRoleId, findPrimaryCompanyLink, findUserWithRole } from './users.repository.js';
import { presentCurrentUser } from './users.presenter.js';

/** The signed-in user with role, company link and company data. */
export async function getCurrentUser(db: DbOrTx, auth: AuthContext): Promise<CurrentUser> {
  const row = await findUserWithRole(db, auth.userId);
  if (!row) throw notFound();
  const link = await findPrimaryCompanyLink(db, auth.userId);
  const ownerRoleId = link ? await findCompanyOwnerRoleId(db, link.company.id) : null;
  return presentCurrentUser(row, link, ownerRoleId, auth);
}
