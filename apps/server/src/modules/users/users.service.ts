import type { CurrentUser } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import { notFound } from '../../lib/errors.js';
import { findPrimaryCompanyLink, findUserWithRole } from './users.repository.js';
import { presentCurrentUser } from './users.presenter.js';

/** The signed-in user with role, company link and company data. */
export async function getCurrentUser(db: DbOrTx, auth: AuthContext): Promise<CurrentUser> {
  const row = await findUserWithRole(db, auth.userId);
  if (!row) throw notFound();
  const link = await findPrimaryCompanyLink(db, auth.userId);
  return presentCurrentUser(row, link, auth.impersonatorId);
}
