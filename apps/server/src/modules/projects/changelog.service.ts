import type { z } from 'zod';
import { PROJECT_STATUS_LABELS, projectMessages, type changelogQuerySchema, type ProjectStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { validationError } from '../../lib/errors.js';
import type { AuthContext } from '../../http/auth.js';
import { findChanges, type ChangelogFilter } from './changelog.repository.js';
import { getProjectForCaller } from './project-access.js';
import { presentChange } from './projects.presenter.js';

type ChangelogQuery = z.output<typeof changelogQuerySchema>;

/** The status entry of the change log: the status before and after, in words. */
export const statusValues = (from: string, to: ProjectStatus) => ({
  before: { status: PROJECT_STATUS_LABELS[from as ProjectStatus] ?? from },
  after: { status: PROJECT_STATUS_LABELS[to] },
});

const DAY_MS = 86_400_000;

/** A yyyy-mm-dd day as the UTC instant it starts; a day that does not exist (2026-02-30) is refused. */
function dayStart(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw validationError({ [field]: ['Please enter a real date (yyyy-mm-dd).'] });
  return date;
}

/** Turns the list query into repository filters; both end days are included. */
function filterOf(q: ChangelogQuery): ChangelogFilter {
  const from = q.begin_date ? dayStart(q.begin_date, 'begin_date') : undefined;
  const endDay = q.end_date ? dayStart(q.end_date, 'end_date') : undefined;
  if (from && endDay && endDay < from) throw validationError({ end_date: [projectMessages.datesOutOfOrder] });
  return {
    projectId: q.project_id,
    partnerId: q.partner_id,
    action: q.action,
    status: q.status,
    from,
    until: endDay ? new Date(endDay.getTime() + DAY_MS) : undefined,
  };
}

async function list(db: DbOrTx, filter: ChangelogFilter, q: ChangelogQuery) {
  const { rows, total } = await findChanges(db, filter, q.limit, q.page);
  return { data: rows.map(presentChange), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /admin/project-changelog: the change log of every project, newest first, filtered (staff). */
export function listChangelog(db: DbOrTx, q: ChangelogQuery) {
  return list(db, filterOf(q), q);
}

/** GET /partner/projects/{id}/changelog: one project's log, for its partner and staff. */
export async function listProjectChangelog(db: DbOrTx, auth: AuthContext, id: number, q: ChangelogQuery) {
  const found = await getProjectForCaller(db, auth, id);
  return list(db, { ...filterOf(q), projectId: found.project.id, partnerId: undefined }, q);
}
