import type { FastifyBaseLogger } from 'fastify';
import { partnerMessages, projectMessages, type PartnerProject } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { AuthContext } from '../../http/auth.js';
import { findBundleItems, findProjectCategories } from '../catalogue/index.js';
import { findPendingChange } from './changelog.repository.js';
import {
  findDisplayCountries,
  findImages,
  findLevelsWithUse,
  findLocations,
  findProjectUse,
  findProjectWithPartner,
  findTotals,
  type ProjectRow,
  type ProjectWithPartner,
} from './project-reads.repository.js';
import { presentPartnerProject } from './projects.presenter.js';

/** What the project services need: the database, the mailer and where links in mails point. */
export type ProjectDeps = { db: Db; mailer: Mailer; appUrl: string; log: FastifyBaseLogger };

/** Who made a change, as the change log records it. */
export const actorOf = (auth: AuthContext) => ({ actor_id: auth.userId, actor_type: isAdmin(auth) ? ('admin' as const) : ('partner' as const) });

/**
 * The project a partner or staff member acts on. Staff reach every project; a partner only its own: another
 * partner's project answers 404, exactly like one that does not exist, so ids reveal nothing.
 */
export async function getProjectForCaller(db: DbOrTx, auth: AuthContext, id: number): Promise<ProjectWithPartner> {
  if (!isAdmin(auth) && auth.userType !== 'partner') throw forbidden(partnerMessages.notAPartner);
  const found = await findProjectWithPartner(db, id);
  if (!found || (!isAdmin(auth) && found.partner.user_id !== auth.userId)) throw notFound(projectMessages.notFound);
  return found;
}

/** Partners see their bundles but only staff change them. */
export function assertNotPartnerBundle(auth: AuthContext, project: ProjectRow) {
  if (project.is_bundle && !isAdmin(auth)) throw forbidden(projectMessages.bundleStaffOnly);
}

/** What the caller may do with the project now (the screens show only these actions). */
export function canOf(project: ProjectRow, isStaff: boolean, use: { contributions: number; cartLines: number; updates: number }): PartnerProject['can'] {
  const open = project.status !== 'closed';
  const allowed = isStaff || !project.is_bundle;
  return {
    edit: allowed && open,
    submit: allowed && !project.is_bundle && project.status === 'draft',
    delete: allowed && ['draft', 'submitted'].includes(project.status) && use.contributions + use.cartLines + use.updates === 0,
    pause: allowed && project.status === 'live',
    resume: allowed && project.status === 'paused',
    close: allowed && open,
  };
}

/** The whole project for the edit form and review screens, as the caller may act on it. */
export async function loadPartnerProject(db: DbOrTx, auth: AuthContext, id: number): Promise<PartnerProject> {
  const found = await findProjectWithPartner(db, id);
  if (!found) throw notFound(projectMessages.notFound);
  const [categories, locations, images, levels, bundle, displayCountries, totals, pending, use] = await Promise.all([
    findProjectCategories(db, [id]),
    findLocations(db, [id]),
    findImages(db, [id]),
    findLevelsWithUse(db, id),
    found.project.is_bundle ? findBundleItems(db, id) : Promise.resolve([]),
    findDisplayCountries(db, [id]),
    findTotals(db, [id]),
    findPendingChange(db, id),
    findProjectUse(db, id),
  ]);
  return presentPartnerProject({
    found,
    categories,
    locations,
    images,
    levels,
    bundle,
    displayCountries,
    totals: totals.get(id),
    pending,
    can: canOf(found.project, isAdmin(auth), use),
  });
}

/** GET /partner/projects/{id}: the project, if the caller may act on it. */
export async function getPartnerProject(db: DbOrTx, auth: AuthContext, id: number): Promise<PartnerProject> {
  await getProjectForCaller(db, auth, id);
  return loadPartnerProject(db, auth, id);
}
