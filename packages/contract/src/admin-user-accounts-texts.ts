import { ROLE } from './constants.js';

/**
 * The texts and constants of the staff account forms (/admin/users/create, /admin/users/create-new,
 * /admin/users/edit/{id}; admin-and-partner.md §2.1, §7.4), without zod: shared by the server, the web app and the tests.
 */

/** The account types staff create; each has its own call (`POST /api/user/{type}`, employee at `/api/user/employee`). */
export const NEW_ACCOUNT_TYPES = ['personal', 'premium', 'business', 'employee'] as const;
export type NewAccountType = (typeof NEW_ACCOUNT_TYPES)[number];

export const NEW_ACCOUNT_TYPE_TEXTS: Record<NewAccountType, { label: string; description: string; call: string }> = {
  personal: { label: 'Personal account', description: 'An individual giver (Personal User) with their own giving account.', call: '/user/personal' },
  premium: { label: 'Premium personal account', description: 'An individual giver on the premium plan (Premium Personal User).', call: '/user/premium' },
  business: {
    label: 'Business account',
    description: 'A company and its owner: a trial, or a member, partner or partnership account with its membership recorded.',
    call: '/user/business',
  },
  employee: { label: 'Employee account', description: "A person in an existing company's team (Employee User), within its employee limit.", call: '/user/employee' },
};

/** The roles a business account may be created with; every one but the trial records a membership payment. */
export const NEW_BUSINESS_ROLES = [
  { role_id: ROLE.TRIAL, label: 'Trial Partner' },
  { role_id: ROLE.MEMBER, label: 'Goodhive Member' },
  { role_id: ROLE.PARTNER, label: 'Goodhive Partner' },
  { role_id: ROLE.PREMIUM_PARTNERSHIP, label: 'Premium Partnership' },
  { role_id: ROLE.BUSINESS_FOR_GOOD, label: 'Business for Good Partnership' },
] as const;
export const NEW_BUSINESS_ROLE_IDS: readonly number[] = NEW_BUSINESS_ROLES.map((r) => r.role_id);

/** Days the set-password link of an account staff created lasts. */
export const ACCOUNT_WELCOME_LINK_DAYS = 14;

export const adminAccountMessages = {
  reasonRequired: 'Please give a reason (it is kept in the audit log).',
  emailTaken: 'An account with this e-mail already exists.',
  unknownCountry: 'Please choose a country from the list.',
  countryRequired: 'Please choose the country of the business.',
  unknownIndustry: 'Please choose an industry from the list.',
  roleNotBusiness: 'Choose one of the business account roles.',
  packageRequired: 'Choose the package of the membership.',
  periodRequired: 'Choose the membership period.',
  noPrice: 'This package has no price for that period.',
  trialHasNoPackage: 'A trial has no package: leave the package and period empty, or choose a paying role.',
  noCompany: 'This user owns or runs no company: leave the company fields out.',
  staffAccount: 'Staff and partner accounts are edited in their own screens.',
  created: (label: string, email: string) => `${label} created for ${email}. A welcome e-mail with a link to set the password is on its way.`,
  createdMailFailed: (label: string, email: string) => `${label} created for ${email}, but the welcome e-mail could not be sent. They can use 'Forgot password' on the sign-in page.`,
  updated: 'The account has been saved.',
  nothingChanged: 'Nothing was changed.',
  welcomeMail: {
    subject: 'Welcome to Goodhive: set your password',
    heading: (firstName: string) => `Welcome to Goodhive, ${firstName}!`,
    personal: 'Our team has opened a Goodhive account for you. With it you fund small, concrete impacts and see what your giving achieved.',
    business: (company: string) => `Our team has opened the Goodhive account of ${company}. With it your business funds small, concrete impacts and shows the good it does.`,
    link: (email: string, days: number) => `Choose your password with the button below, then sign in with ${email}. The link works once and expires in ${days} days; after that, use 'Forgot password' on the sign-in page.`,
    action: 'Set my password',
  },
} as const;
