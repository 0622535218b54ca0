import { ROLE, type CurrentUser } from '@goodhive/contract';

/** Account menu headings (business-and-public §2 'Business header'). */
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
