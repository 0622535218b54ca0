// The texts and constants of impact tokens (no zod): shared by the server, the web app and the tests.
import { formatAmount } from './format.js';

/** Limits of token calls. */
export const TOKEN_LIMITS = {
  /** The smallest and largest purchase, in US dollars. */
  minPurchaseUsd: 1,
  maxPurchaseUsd: 100_000,
  /** The largest amount issued to one person at once, in US dollars. */
  maxIssueUsd: 100_000,
  /** Rows of one CSV import. */
  maxCsvRows: 10_000,
  maxCsvBytes: 4 * 1024 * 1024,
  /** Days a token lasts when the issuer gives no expiry date. */
  defaultValidDays: 365,
  /** The holder and the company hear this many days before a token expires. */
  expiryNoticeDays: 7,
} as const;

/** A token's status: active (may be allocated), paused (the company stopped it for now), revoked, expired, deleted. */
export const TOKEN_STATUSES = ['active', 'paused', 'revoked', 'expired', 'deleted'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

export const tokenMessages = {
  purchaseStarted: 'Continue to the payment page to buy your tokens.',
  purchasePaid: 'Your tokens have been added to your balance.',
  issued: (email: string) => `Impact tokens have been issued to ${email}.`,
  issuedMany: (n: number) => `Impact tokens have been issued to ${n} ${n === 1 ? 'person' : 'people'}.`,
  revoked: 'The tokens have been revoked and their unallocated value returned to your balance.',
  deleted: 'The tokens have been deleted and their unallocated value returned to your balance.',
  statusUpdated: 'The token status has been updated.',
  allocated: 'Thank you! Your tokens are now creating impact.',
  giftShown: 'Noted.',
  claimed: 'Your account is ready. Please sign in with your e-mail and new password.',
  notEnoughBalance: 'There are not enough tokens in your balance for this.',
  notEnoughTokens: 'This token does not hold enough value for this allocation.',
  noAccess: 'Token management is for company admins of companies with token management.',
  upgradeToAccess: 'Upgrade to access',
  notFound: 'Token not found.',
  notYours: 'This token is not yours.',
  notActive: (status: string) => `This token is ${status} and cannot be used.`,
  expired: 'This token has expired.',
  invalidEmail: 'Please enter a valid email address.',
  purchaseNotFound: 'Token purchase not found.',
  receiptNotPaid: 'A receipt exists once the purchase is paid.',
  claimNotFound: 'This link is not valid.',
  claimUsed: 'This link has already been used. Please sign in.',
  csvEmpty: 'The file has no rows.',
  csvTooMany: (max: number) => `The file has more than ${max} rows. Please split it.`,
  csvTooLarge: 'The file is too large.',
  csvEncoding: 'The file is not UTF-8 text. Please save it as CSV UTF-8.',
  csvHeader: 'The first row must name the columns email, first_name, last_name and token_amount.',
  csvAccountsHeader: 'The first row must name the columns email, first_name and last_name.',
  csvHasErrors: 'Some rows have errors. Nothing was saved; please fix them and import again.',
  rowDuplicate: 'This e-mail appears more than once in the file.',
  rowFormula: 'Cells may not start with =, +, -, @ (they could run as spreadsheet formulas).',
  rowAmount: 'Enter an amount of at least 0.01 with no more than two decimals.',
  rowName: 'Names are at most 40 characters.',
  gift: (amount: string) => `Impact Tokens of ${amount} has been added to your account!`,
  expiringSoon: (amount: string, date: string) => `Impact tokens of US $${amount} expire on ${date}. Allocate them to a project before then.`,
  expiredNotice: (amount: string) => `Impact tokens of US $${amount} have expired and their value went back to the company.`,
} as const;

/** The gift dialog text for an amount in US dollars ('US $25.00'). */
export const tokenGiftMessage = (amountUsd: number) => tokenMessages.gift(`US $${formatAmount(amountUsd)}`);

/** The token e-mails' texts. */
export const tokenMailTexts = {
  issued: {
    subject: (company: string) => `${company} sent you Impact Tokens`,
    heading: (firstName: string) => `Hi${firstName ? ` ${firstName}` : ''}, you have Impact Tokens to give`,
    paragraphs: (company: string, amount: string, expires: string) => [
      `${company} has given you Impact Tokens worth US $${amount}.`,
      `Choose the projects they go to: clean water, trees, education and more. They are yours to allocate until ${expires}.`,
    ],
    actionNew: 'Set up my account',
    actionExisting: 'Allocate my tokens',
  },
  expiring: { subject: 'Your Impact Tokens expire soon', heading: 'Your Impact Tokens expire soon' },
  expired: { subject: 'Impact Tokens have expired', heading: 'Impact Tokens have expired' },
} as const;

/** The CSV header of the employee export and import. */
export const EMPLOYEE_CSV_COLUMNS = ['email', 'first_name', 'last_name', 'token_amount'] as const;

/** The paths of the token screens. */
export const TOKEN_PATHS = { management: '/token-management', claim: '/token-claim' } as const;
