import type { CurrentUser } from '@goodhive/contract';
import { ROLE } from '@goodhive/contract/texts';
import { PATHS } from './paths';

/** The headings of the business header's account dropdown. */
export const ACCOUNT_HEADINGS = { company: 'Business Account', user: 'Personal Account' } as const;
export const GUEST_LABEL = 'Guest';

type AccountFields = Pick<CurrentUser, 'account' | 'first_name' | 'last_name' | 'companydata' | 'user_business'>;

/** 'Business Account' for a company account, 'Personal Account' otherwise. */
export function accountHeading(user: Pick<CurrentUser, 'account'>): string {
  return user.account === 'company' ? ACCOUNT_HEADINGS.company : ACCOUNT_HEADINGS.user;
}

/** The company's name in company mode, the person's name otherwise. */
export function accountDisplayName(user: AccountFields): string {
  const companyName = user.companydata?.company_name ?? user.user_business?.company.company_name;
  if (user.account === 'company' && companyName) return companyName;
  return fullName(user);
}

export function fullName(user: Pick<CurrentUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** Guest users (role 'Guest User') are shown as Guest. */
export function isGuestUser(user: Pick<CurrentUser, 'role_id'>): boolean {
  return user.role_id === ROLE.GUEST;
}

/** Up to two initials for an avatar ('Brightside Coffee Co.' gives 'BC'). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's standing in their company, when they have one. */
export function companyRoleLabel(user: Pick<CurrentUser, 'is_owner' | 'user_business'>): string | null {
  if (!user.user_business) return null;
  if (user.is_owner) return 'Owner';
  if (user.user_business.is_admin === 1) return 'Company admin';
  return 'Team member';
}

/** A greeting for the local time of day. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The owner rule: a team member whose company owner has been downgraded
 * (business_owner_role_id 1) is signed out, unless an admin is acting as them.
 */
export function isPausedTeamMember(user: Pick<CurrentUser, 'is_owner' | 'business_owner_role_id' | 'impersonator_id'>): boolean {
  return !user.is_owner && user.business_owner_role_id === ROLE.DOWNGRADED && user.impersonator_id === null;
}

/** Downgraded members (role_id 1) keep only the upgrade, renew, impact and home screens. */
export function isDowngraded(user: Pick<CurrentUser, 'role_id'>): boolean {
  return user.role_id === ROLE.DOWNGRADED;
}

type SwitchFields = Pick<CurrentUser, 'type' | 'account' | 'user_business' | 'impersonator_id'>;

/**
 * 'Switch to Business Account': personal-account users who are company admins. An admin acting as the
 * user may open any company the user belongs to (the server's isAdmin rule).
 */
export function canSwitchToBusiness(user: SwitchFields): boolean {
  if (user.type !== 'business' || user.account !== 'user' || !user.user_business) return false;
  return user.user_business.is_admin === 1 || user.impersonator_id !== null;
}

/** 'Switch to Personal Account': anyone using a company account. */
export function canSwitchToPersonal(user: SwitchFields): boolean {
  return user.type === 'business' && user.account === 'company';
}

/** An admin whose session shows the business or partner view (switch-type), not an admin acting as someone else. */
export function isAdminInOtherView(user: Pick<CurrentUser, 'base_user_type' | 'type' | 'impersonator_id'>): boolean {
  return user.base_user_type === 'admin' && user.type !== 'admin' && user.impersonator_id === null;
}

/** An admin is acting as this user ('Login as this user'). */
export function isImpersonated(user: Pick<CurrentUser, 'impersonator_id'>): boolean {
  return user.impersonator_id !== null;
}

/**
 * Where 'Login & Password Settings' lives for this user, or null: personal users change their
 * password under /personal, company users only when they own the company.
 */
export function passwordSettingsPath(user: Pick<CurrentUser, 'type' | 'account' | 'is_owner'>): string | null {
  if (user.type !== 'business') return PATHS.passwordSettings;
  if (user.account === 'user') return PATHS.personalPasswordSettings;
  return user.is_owner ? PATHS.passwordSettings : null;
}
