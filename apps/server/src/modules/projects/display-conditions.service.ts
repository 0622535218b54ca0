import type { z } from 'zod';
import {
  DISPLAY_ACCOUNT_TYPE_LABELS,
  projectMessages,
  type displayConditionsInputSchema,
  type displayConditionsQuerySchema,
} from '@goodhive/contract';
import type { DbOrTx, Db } from '../../db/client.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { AuthContext } from '../../http/auth.js';
import { insertChange } from './changelog.repository.js';
import { actorOf } from './project-access.js';
import { findProjectRows } from './project-lists.repository.js';
import { findDisplayCountries, findKnownCountryIds, findProjectWithPartner, lockProject } from './project-reads.repository.js';
import { accountTypesOf, presentDisplayConditionRow } from './projects.presenter.js';
import { deleteDisplayCountries, insertDisplayCountries, updateProject } from './project-writes.repository.js';

type ListQuery = z.output<typeof displayConditionsQuerySchema>;
type Input = z.output<typeof displayConditionsInputSchema>;

/** GET /admin/display-conditions: every project with who sees it, by worthy cause and title. */
export async function listDisplayConditions(db: DbOrTx, q: ListQuery) {
  const filter = { search: q.search || undefined, partnerId: q.partner_id, restricted: q.restricted === undefined ? undefined : q.restricted === '1' };
  const { rows, total } = await findProjectRows(db, filter, 'name', q.limit, q.page);
  const shownIn = await findDisplayCountries(db, rows.map((r) => r.project.id));
  const data = rows.map((r) => presentDisplayConditionRow(r, shownIn.filter((c) => c.project_id === r.project.id)));
  return { data, meta: { total, page: q.page, limit: q.limit } };
}

/** The conditions in words, for the change log. */
async function describeConditions(db: DbOrTx, projectId: number, p: { show_to_personal: boolean; show_to_company: boolean }) {
  const shownIn = await findDisplayCountries(db, [projectId]);
  return { account_types: accountTypesOf(p).map((t) => DISPLAY_ACCOUNT_TYPE_LABELS[t]), countries: shownIn.map((c) => c.name) };
}

/**
 * PUT /admin/projects/{id}/display-conditions: which account types and countries see the project in the
 * catalogue (no countries: every country). Logged with before and after when something changed.
 */
export async function saveDisplayConditions(db: Db, auth: AuthContext, id: number, input: Input) {
  const countryIds = [...new Set(input.country_ids)];
  if (countryIds.length) {
    const known = await findKnownCountryIds(db, countryIds);
    if (known.length !== countryIds.length) throw validationError({ country_ids: [projectMessages.unknownCountry] });
  }
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound(projectMessages.notFound);
    const before = await describeConditions(tx, id, project);
    const flags = { show_to_personal: input.account_types.includes('user'), show_to_company: input.account_types.includes('company') };
    await deleteDisplayCountries(tx, id);
    if (countryIds.length) await insertDisplayCountries(tx, id, countryIds);
    const after = await describeConditions(tx, id, flags);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await updateProject(tx, id, flags, auth.userId);
    const changed = (['account_types', 'countries'] as const).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await insertChange(tx, {
      project_id: id,
      partner_id: project.partner_id,
      ...actorOf(auth),
      action: 'display_conditions',
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
  });
  const found = await findProjectWithPartner(db, id);
  return presentDisplayConditionRow(found!, await findDisplayCountries(db, [id]));
}
