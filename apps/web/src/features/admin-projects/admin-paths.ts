import { PATHS, pathTo } from '../../lib/paths';

/** The staff edit screen of a project or bundle; the path names the partner by its panel user's id. */
export function adminEditPath(project: { id: number; is_bundle: boolean; partner: { user_id: number } }): string {
  return pathTo(project.is_bundle ? PATHS.adminWcuBundleEdit : PATHS.adminWcuProjectEdit, { userId: project.partner.user_id, id: project.id });
}

/** The staff create screen of a project or bundle for the worthy cause whose panel user is `userId`. */
export function adminCreatePath(kind: 'project' | 'bundle', userId: number): string {
  return pathTo(kind === 'bundle' ? PATHS.adminWcuBundleCreate : PATHS.adminWcuProjectCreate, { id: userId });
}
