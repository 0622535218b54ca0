import type { z } from 'zod';
import { projectMessages, type BundlePart, type PartnerOption, type projectListQuerySchemaForPartners } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findPartner, PARTNER_ACCESS, resolvePartnerScope } from '../accounts/index.js';
import { toAmount } from '../../lib/money.js';
import type { AuthContext } from '../../http/auth.js';
import { findProjectCategories } from '../catalogue/index.js';
import { findBundleParts, findPartnerOptions, findProjectRows, type ProjectListFilter } from './project-lists.repository.js';
import { findLocations, findTotals } from './project-reads.repository.js';
import { presentProjectRow } from './projects.presenter.js';

type ListQuery = z.output<typeof projectListQuerySchemaForPartners>;

const flag = (v: '0' | '1' | undefined) => (v === undefined ? undefined : v === '1');

async function listRows(db: DbOrTx, filter: ProjectListFilter, order: 'newest' | 'review', q: ListQuery) {
  const { rows, total } = await findProjectRows(db, filter, order, q.limit, q.page);
  const ids = rows.map((r) => r.project.id);
  const [categories, locations, totals] = await Promise.all([findProjectCategories(db, ids), findLocations(db, ids), findTotals(db, ids)]);
  const data = rows.map((r) =>
    presentProjectRow(
      r,
      categories.filter((c) => c.project_id === r.project.id),
      locations.filter((l) => l.project_id === r.project.id),
      totals.get(r.project.id),
    ),
  );
  return { data, meta: { total, page: q.page, limit: q.limit } };
}

const filterOf = (q: ListQuery): ProjectListFilter => ({
  status: q.status,
  search: q.search || undefined,
  pendingChange: flag(q.pending_change),
  isBundle: flag(q.is_bundle),
});

/** GET /partner/projects: the partner's own projects, newest first (staff: one partner's with partner_id, else every project). */
export async function listPartnerProjects(db: DbOrTx, auth: AuthContext, q: ListQuery) {
  const scope = await resolvePartnerScope(db, auth, q.partner_id, PARTNER_ACCESS.panel);
  return listRows(db, { ...filterOf(q), partnerId: scope?.id }, 'newest', q);
}

/** GET /admin/projects: every project, what waits for review (submitted projects, pending changes) first. */
export function listAdminProjects(db: DbOrTx, q: ListQuery) {
  return listRows(db, { ...filterOf(q), partnerId: q.partner_id }, 'review', q);
}

/** GET /admin/partner-options: every worthy cause for the staff pickers. */
export async function listPartnerOptions(db: DbOrTx): Promise<PartnerOption[]> {
  return (await findPartnerOptions(db)).map((p) => ({ ...p, live_projects: Number(p.live_projects) }));
}

/** GET /admin/partners/{id}/bundle-parts: the impact levels a bundle of that partner can hold. */
export async function listBundleParts(db: DbOrTx, partnerId: number): Promise<BundlePart[]> {
  if (!(await findPartner(db, 'partner', partnerId))) throw notFound(projectMessages.unknownPartner);
  return (await findBundleParts(db, partnerId)).map(({ level, project_title }) => ({
    impact_level_id: level.id,
    project_id: level.project_id,
    project_title,
    impact_unit: level.impact_unit,
    price: toAmount(level.price_cents),
    beneficiaries_per_unit: level.beneficiaries_per_unit,
  }));
}
