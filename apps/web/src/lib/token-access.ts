import type { CurrentUser } from '@goodhive/contract';
import { ROLE } from '@goodhive/contract/texts';

/**
 * Who manages a company's impact tokens (the Tokens menu): company admins (or the owner) with is_business 0,
 * acting for the company. Without the company's token_management_access the screen says 'Upgrade to access'.
 */
export function canManageTokens(user: Pick<CurrentUser, 'type' | 'account' | 'role_id' | 'is_owner' | 'user_business'>): boolean {
  if (user.type !== 'business' || user.role_id === ROLE.DOWNGRADED || user.role_id === ROLE.GUEST) return false;
  const link = user.user_business;
  return Boolean(link && (link.is_admin === 1 || user.is_owner) && link.is_business === 0);
}

/** Whether the company has token management (else 'Upgrade to access'). */
export const hasTokenAccess = (user: Pick<CurrentUser, 'companydata'>) => user.companydata?.token_management_access === '1';
