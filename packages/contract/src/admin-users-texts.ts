import { ROLE } from './constants.js';

/**
 * The staff user filters (admin-and-partner.md §2.5, §3, §9): the options the two filter dialogs offer and the
 * words both dialogs and the server use. Field names are the specification's, as sent.
 */

/** The user-type options of the filters (§6): one per role, plus the two groups of `select_user_type`. */
export const USER_TYPE_FILTER_OPTIONS = [
  { role_id: ROLE.PERSONAL, label: 'Personal User' },
  { role_id: ROLE.EMPLOYEE, label: 'Employee User' },
  { role_id: ROLE.MEMBER, label: 'Goodhive Member' },
  { role_id: ROLE.PARTNER, label: 'Goodhive Partner' },
  { role_id: ROLE.PREMIUM_PARTNERSHIP, label: 'Premium Partnership' },
  { role_id: ROLE.BUSINESS_FOR_GOOD, label: 'Business for Good Partnership' },
  { role_id: ROLE.TRIAL, label: 'Trial Partner' },
  { role_id: ROLE.GUEST, label: 'Guest User' },
  { role_id: ROLE.PREMIUM_PERSONAL, label: 'Premium Personal User' },
  { role_id: ROLE.DOWNGRADED, label: 'Downgraded User' },
] as const;

/** `select_user_type`: everyone, All Individuals (personal accounts' roles) or All Businesses (business roles). */
export const USER_TYPE_GROUPS = ['all', 'individuals', 'businesses'] as const;
export type UserTypeGroup = (typeof USER_TYPE_GROUPS)[number];
export const USER_TYPE_GROUP_LABELS: Record<UserTypeGroup, string> = { all: 'All users', individuals: 'All Individuals', businesses: 'All Businesses' };
export const INDIVIDUAL_ROLE_IDS = [ROLE.PERSONAL, ROLE.EMPLOYEE, ROLE.GUEST, ROLE.PREMIUM_PERSONAL] as const;
export const BUSINESS_ROLE_IDS = [ROLE.MEMBER, ROLE.PARTNER, ROLE.PREMIUM_PARTNERSHIP, ROLE.BUSINESS_FOR_GOOD, ROLE.TRIAL, ROLE.DOWNGRADED] as const;

/** Registration types (§9), stored on the user's company link (`user_business.type_reg`). */
export const REGISTRATION_TYPES = [
  { value: 'organic', label: 'Organic search' },
  { value: 'referral', label: 'Referral' },
  { value: 'event', label: 'Event' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'social', label: 'Social Media' },
  { value: 'advertisement', label: 'Advertisement' },
  { value: 'other', label: 'Others' },
] as const;
export const REGISTRATION_TYPE_VALUES = REGISTRATION_TYPES.map((t) => t.value) as unknown as readonly [string, ...string[]];

/** `refered_type[]`: how a user came: with a referral code, invited into a company's team, or on their own. */
export const REFERRED_TYPES = [
  { value: 'referral_code', label: 'Signed up with a referral code' },
  { value: 'team_invite', label: 'Joined a company team' },
  { value: 'direct', label: 'Came on their own' },
  { value: 'hive', label: 'Company is in a hive' },
] as const;
export const REFERRED_TYPE_VALUES = REFERRED_TYPES.map((t) => t.value) as unknown as readonly [string, ...string[]];

/** The custom ranges of §9: less or more than 1, 3, 6 months, 1, 2, 3 years ago. */
export const CUSTOM_RANGES = [
  { value: 'less_1m', label: 'Less than 1 month', months: 1, side: 'less' },
  { value: 'less_3m', label: 'Less than 3 months', months: 3, side: 'less' },
  { value: 'less_6m', label: 'Less than 6 months', months: 6, side: 'less' },
  { value: 'less_1y', label: 'Less than 1 year', months: 12, side: 'less' },
  { value: 'less_2y', label: 'Less than 2 years', months: 24, side: 'less' },
  { value: 'less_3y', label: 'Less than 3 years', months: 36, side: 'less' },
  { value: 'more_1m', label: 'More than 1 month', months: 1, side: 'more' },
  { value: 'more_3m', label: 'More than 3 months', months: 3, side: 'more' },
  { value: 'more_6m', label: 'More than 6 months', months: 6, side: 'more' },
  { value: 'more_1y', label: 'More than 1 year', months: 12, side: 'more' },
  { value: 'more_2y', label: 'More than 2 years', months: 24, side: 'more' },
  { value: 'more_3y', label: 'More than 3 years', months: 36, side: 'more' },
] as const;
export type CustomRange = (typeof CUSTOM_RANGES)[number]['value'];
export const CUSTOM_RANGE_VALUES = CUSTOM_RANGES.map((r) => r.value) as unknown as readonly [CustomRange, ...CustomRange[]];

/** The mail open rate bands of §9 (share of the mails sent that were opened). */
export const OPEN_RATE_BANDS = [
  { value: '0', label: '0%', min: 0, max: 0 },
  { value: '0-10', label: '0-10%', min: 0.0001, max: 10 },
  { value: '10.01-25', label: '10.01-25%', min: 10.01, max: 25 },
  { value: '25.01-50', label: '25.01-50%', min: 25.01, max: 50 },
  { value: '50.01-75', label: '50.01-75%', min: 50.01, max: 75 },
  { value: '75.01+', label: '75.01%+', min: 75.01, max: 100 },
] as const;
export type OpenRateBand = (typeof OPEN_RATE_BANDS)[number]['value'];
export const OPEN_RATE_BAND_VALUES = OPEN_RATE_BANDS.map((b) => b.value) as unknown as readonly [OpenRateBand, ...OpenRateBand[]];

/** `user_status`: Live (0) or Blocked (1). */
export const USER_STATUS_OPTIONS = [
  { value: 0, label: 'Live' },
  { value: 1, label: 'Blocked' },
] as const;

/** `bus_acc_status`: the business account statuses of §4 (how each is decided: ARCHITECTURE.md, staff user filters). */
export const BUSINESS_ACCOUNT_STATUSES = ['active', 'dormant', 'downgraded', 'blocked', 'upgraded'] as const;
export type BusinessAccountStatus = (typeof BUSINESS_ACCOUNT_STATUSES)[number];
export const BUSINESS_ACCOUNT_STATUS_LABELS: Record<BusinessAccountStatus, string> = {
  active: 'Active',
  dormant: 'Dormant',
  downgraded: 'Downgraded',
  blocked: 'Blocked',
  upgraded: 'Upgraded',
};
/** A business that has given nothing paid for this many months is Dormant. */
export const DORMANT_AFTER_MONTHS = 12;

/** `contri_giving_type`: how the giving was paid or planned. */
export const GIVING_TYPES = [
  { value: 'one_off', label: 'One-off giving' },
  { value: 'recurring', label: 'Recurring giving (stories)' },
  { value: 'credit', label: 'Paid with a giving credit' },
  { value: 'trial', label: 'Trial gift' },
] as const;
export const GIVING_TYPE_VALUES = GIVING_TYPES.map((t) => t.value) as unknown as readonly [string, ...string[]];

/** The most entries a multi-select may send, and the longest text filter. */
export const FILTER_MULTI_MAX = 300;
export const FILTER_TEXT_MAX = 100;
/** Staff user list page size and the most rows one CSV export holds. */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_CSV_MAX = 100_000;
export const ADMIN_USER_SORTS = ['id', 'name', 'email', 'joined', 'last_giving', 'total_given'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** The most favourite filters one staff member keeps. */
export const FAVOURITE_FILTERS_MAX = 50;

export const adminUserMessages = {
  dateFormat: 'Dates are written yyyy-mm-dd or dd-mm-yyyy.',
  impossibleRange: (label: string) => `The ${label} range is impossible: its start is after its end.`,
  impossibleCount: (label: string) => `The ${label} range is impossible: "more than" must be below "less than".`,
  tooMany: (max: number) => `At most ${max} entries may be chosen.`,
  unknownFavourite: 'This favourite filter does not exist.',
  favouriteNameTaken: 'You already have a favourite filter with this name.',
  favouriteSaved: 'Favourite filter saved.',
  favouriteDeleted: 'Favourite filter deleted.',
  userNotFound: 'User not found.',
  reasonRequired: 'Please give a reason.',
  notYourself: 'Staff cannot block, deactivate, downgrade or delete their own account.',
  lastAdmin: 'This is the last active admin: another admin must exist first.',
  staffOnlyAdmins: 'Staff accounts cannot be changed this way.',
  alreadyBlocked: 'This user is already blocked.',
  notBlocked: 'This user is not blocked.',
  alreadyActive: 'This user is already active.',
  alreadyInactive: 'This user is already deactivated.',
  alreadyDowngraded: 'This user is already downgraded.',
  notBusiness: 'Only business members have a membership to change.',
  userBlocked: 'User blocked. They were signed out everywhere.',
  userUnblocked: 'User unblocked.',
  userActivated: 'User activated.',
  userDeactivated: 'User deactivated. They were signed out everywhere.',
  userDeleted: 'User deleted. Their giving stays in the records.',
  userDowngraded: 'User downgraded.',
  companyUpgraded: 'Membership upgraded.',
} as const;

/** The words of the lifecycle actions on /admin/users/display/{id}, as the confirmation dialogs show them. */
export const USER_ACTIONS = ['activate', 'deactivate', 'block', 'unblock', 'downgrade', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const USER_ACTION_TEXTS: Record<UserAction, { label: string; title: string; message: string; color: string }> = {
  activate: { label: 'Activate', title: 'Activate this user?', message: 'They can sign in again.', color: 'forest' },
  deactivate: { label: 'Deactivate', title: 'Deactivate this user?', message: 'They are signed out everywhere and cannot sign in until activated again.', color: 'orange' },
  block: { label: 'Block', title: 'Block this user?', message: 'They are signed out everywhere at once and every sign-in is refused until unblocked.', color: 'red' },
  unblock: { label: 'Unblock', title: 'Unblock this user?', message: 'They can sign in again.', color: 'forest' },
  downgrade: { label: 'Downgrade', title: 'Downgrade this user?', message: 'Their role becomes Downgraded User: the business area is restricted until they upgrade.', color: 'orange' },
  delete: {
    label: 'Delete',
    title: 'Delete this user?',
    message: 'The account is closed for good and its personal details are removed; their giving stays in the records.',
    color: 'red',
  },
};

/** What the audit log screen names each action it lists (others show their code). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'user.activate': 'Activated a user',
  'user.deactivate': 'Deactivated a user',
  'user.delete': 'Deleted a user',
  'user.downgrade': 'Downgraded a user',
  'membership.upgrade': 'Upgraded a membership',
  'user.create-personal': 'Created a personal account',
  'user.create-premium': 'Created a premium personal account',
  'user.create-business': 'Created a business account',
  'user.update': 'Edited an account',
  'impersonate.start': 'Started acting as a user',
  'impersonate.leave': 'Stopped acting as a user',
  'membership.trial_ended': 'Trial ended (system)',
  'membership.ended': 'Membership ended (system)',
  'partner.create': 'Created a partner',
  'project.delete': 'Deleted a project',
  'credit.grant': 'Granted a giving credit',
  'credit.expire': 'Expired a giving credit',
  'credit.revoke': 'Revoked a giving credit',
  'story.pause': 'Paused a story’s monthly giving',
  'story.resume': 'Resumed a story’s monthly giving',
  'story.cancel': 'Cancelled a story’s monthly giving',
  'membership_payment.record': 'Recorded a manual membership payment',
};

/** A filter date in either format of §9 (yyyy-mm-dd or dd-mm-yyyy), answered as yyyy-mm-dd. */
export function parseFilterDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${parts[0]}-${parts[1]}-${parts[2]}`;
}
