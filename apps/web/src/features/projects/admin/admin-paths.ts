import type { ProjectStatus } from '@goodhive/contract';
import { PATHS, pathTo } from '../../../lib/paths';

/** The staff edit screen of a project or bundle; the path names the partner by its panel user's id. */
export function adminEditPath(project: { id: number; is_bundle: boolean; partner: { user_id: number } }): string {
  return pathTo(project.is_bundle ? PATHS.adminWcuBundleEdit : PATHS.adminWcuProjectEdit, { userId: project.partner.user_id, id: project.id });
}

/** The staff create screen of a project or bundle for the worthy cause whose panel user is `userId`. */
export function adminCreatePath(kind: 'project' | 'bundle', userId: number): string {
  return pathTo(kind === 'bundle' ? PATHS.adminWcuBundleCreate : PATHS.adminWcuProjectCreate, { id: userId });
}

/**
 * The staff projects list (route 'admin.wcuuser.projects') opened at a filter of its page: a status, or only the
 * projects with a partner's change waiting for review ('waiting').
 */
export function adminProjectsPath(filter: { status?: ProjectStatus; waitingChanges?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.waitingChanges) query.set('waiting', '1');
  const search = query.toString();
  return search ? `${PATHS.adminWcuProjects}?${search}` : PATHS.adminWcuProjects;
}
