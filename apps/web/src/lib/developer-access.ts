import type { CurrentUser } from '@goodhive/contract';
import { ROLE } from '@goodhive/contract/texts';

/**
 * Who manages the company's Giving API keys (the Developers menu): its owner or admins, acting for the company.
 * The server checks the same rule on every call.
 */
export function canManageApiKeys(user: Pick<CurrentUser, 'type' | 'account' | 'role_id' | 'is_owner' | 'user_business'>): boolean {
  if (user.type !== 'business' || user.account !== 'company' || user.role_id === ROLE.DOWNGRADED || user.role_id === ROLE.GUEST) return false;
  const link = user.user_business;
  return Boolean(link && (link.is_admin === 1 || user.is_owner));
}
