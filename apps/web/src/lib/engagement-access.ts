import type { CurrentUser } from '@goodhive/contract';
import { ROLE } from '@goodhive/contract/texts';

/**
 * Who uses the Enhanced Engagement Tool (its side menu entry): company admins (or the owner) acting for the
 * company. Without the company's engagement_access the screen says 'Upgrade to access'.
 */
export function canUseEngagementTool(user: Pick<CurrentUser, 'type' | 'account' | 'role_id' | 'is_owner' | 'user_business'>): boolean {
  if (user.type !== 'business' || user.account !== 'company' || user.role_id === ROLE.DOWNGRADED || user.role_id === ROLE.GUEST) return false;
  const link = user.user_business;
  return Boolean(link && (link.is_admin === 1 || user.is_owner));
}

/** Whether the company has the engagement tool (else 'Upgrade to access'). */
export const hasEngagementAccess = (user: Pick<CurrentUser, 'companydata'>) => user.companydata?.engagement_access === '1';
