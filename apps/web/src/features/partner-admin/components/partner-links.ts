import type { AdminPartnerRow } from '@goodhive/contract';
import { PATHS, pathTo } from '../../../lib/paths';

/** Where staff go from a partner: its profile, projects, a new project or bundle. */
export const partnerLinks = (partner: Pick<AdminPartnerRow, 'partner_id' | 'user_id'>) => ({
  profile: pathTo(PATHS.adminWcuProfileEdit, { id: partner.partner_id }),
  projects: `${PATHS.adminWcuProjects}?partner_id=${partner.partner_id}`,
  createProject: pathTo(PATHS.adminWcuProjectCreate, { id: partner.user_id }),
  createBundle: pathTo(PATHS.adminWcuBundleCreate, { id: partner.user_id }),
});
