/** Business constants of both specifications. */
export const ROLE = {
  DOWNGRADED: 1,
  ADMIN: 2,
  PERSONAL: 3,
  WORTHY_CAUSE: 4,
  MEMBER: 5,
  PARTNER: 6,
  TRIAL: 7,
  PREMIUM_PARTNERSHIP: 8,
  BUSINESS_FOR_GOOD: 9,
  EMPLOYEE: 10,
  GUEST: 11,
  PREMIUM_PERSONAL: 12,
} as const;

export const USER_TYPES = ['business', 'partner', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ACCOUNT_KINDS = ['user', 'company'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const TRIAL_DAYS = 17;
export const TRIAL_FUNDED_USD = 1;
export const NAME_MAX = 40;
export const OTP_LENGTH = 4;
export const TOAST_TIMEOUT_MS = 3000;
export const LOGIN_MESSAGE_MS = 3000;
export const STORED_MESSAGE_MS = 5000;
export const VERIFY_REDIRECT_MS = 5000;
export const MENU_NAME_MAX = 25;
export const PARTNER_NAME_MAX = 20;
export const DESKTOP_BREAKPOINT_PX = 1025;
export const MOBILE_BELOW_PX = 1200;
export const ADMIN_SIDEBAR_PX = 195;
export const LOGIN_PANEL_PX = 350;
export const CURRENCY_CHANGE_DATE = '2019-10-15';
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';

/** Project statuses a partner and staff move a project through. */
export const PROJECT_STATUSES = ['draft', 'submitted', 'live', 'paused', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The three impacts offered on the trial form. */
export const TRIAL_IMPACTS = {
  water: { project_id: 1382, impact_level_id: 3011, price: 0.02, quantity: 50 },
  tree: { project_id: 1380, impact_level_id: 3009, price: 1, quantity: 1 },
  education: { project_id: 1381, impact_level_id: 3010, price: 0.2, quantity: 5 },
} as const;
export type TrialImpactKey = keyof typeof TRIAL_IMPACTS;
