import type { CurrentUser } from '@goodhive/contract';
import { ROLE } from '@goodhive/contract/texts';

/**
 * Who sees Billing: in company mode, the company's admins (or owner) with is_business 0; in personal mode,
 * every personal giver for their own billing. Downgraded members keep only the upgrade and renewal screens.
 */
export function canManageBilling(user: Pick<CurrentUser, 'type' | 'account' | 'role_id' | 'is_owner' | 'user_business'>): boolean {
  if (user.type !== 'business' || user.role_id === ROLE.DOWNGRADED || user.role_id === ROLE.GUEST) return false;
  if (user.account !== 'company') return true;
  const link = user.user_business;
  return Boolean(link && (link.is_admin === 1 || user.is_owner) && link.is_business === 0);
}
