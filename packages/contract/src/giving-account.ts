import { z } from 'zod';
import { ACCOUNT_KINDS } from './constants.js';

/**
 * Which giving account a call acts on. Every call that reads or writes an account's giving (cart, checkout,
 * contributions, credits, impact figures and exports, widgets, certificates, partnership, the update feed)
 * defaults to the account the member acts as: the company while users.account is 'company' (their primary
 * company: owned first, then administered, then the oldest link), else their personal account. `account`
 * ('user' for the personal account, 'company' for a company) or company_id pick another account the member
 * may act as; staff name user_id to read (never write) anyone's.
 */
export const givingAccountMessages = {
  notYourAccount: 'You can only use your own giving account.',
  notCompanyMember: 'You are not a member of this company.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
} as const;

/** `account`: 'user' (the personal account) or 'company'; empty or absent means the account the member acts as. */
export const accountChoiceSchema = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ACCOUNT_KINDS).optional());
