import { projectUpdateMessages, type UpdateDetail } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ownerRefOf, resolveGivingAccount } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { presentDetail, presentFeedItem } from './updates.presenter.js';
import * as repo from './updates.repository.js';

/**
 * GET /v2/project-updates: published updates of the projects the account the caller acts as (or the one account
 * or company_id picks) funded with paid contributions (a company account: the company's; a personal account:
 * the user's own), newest first.
 */
export async function listFundedUpdates(
  db: DbOrTx,
  auth: AuthContext,
  q: { limit: number; page: number; project_id?: number; account?: 'user' | 'company'; company_id?: number },
) {
  const owner = ownerRefOf(await resolveGivingAccount(db, auth, { account: q.account, company_id: q.company_id }, 'read'));
  const where = repo.publishedAnd(repo.fundedProjectsOf(owner), q.project_id ? repo.ofProject(q.project_id) : undefined);
  const { rows, total } = await repo.findUpdates(db, where, q.limit, q.page);
  return { data: rows.map(presentFeedItem), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /v2/project-updates/{id}: any signed-in user may read a published update; a hidden one is not found. */
export async function getPublishedUpdate(db: DbOrTx, id: number): Promise<UpdateDetail> {
  const row = await repo.findUpdate(db, id);
  if (!row || row.update.status !== 'published') throw notFound(projectUpdateMessages.notFound);
  return presentDetail(row);
}
