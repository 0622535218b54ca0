// The texts and constants of the staff's token and account screens (no zod): shared by the server, the web app and the tests.

/** Why a company's token ledger moved (the ledger transfer kinds of impact tokens). */
export const TOKEN_LEDGER_KINDS = ['token.purchase', 'token.issue', 'token.allocate', 'token.revoke', 'token.expire'] as const;
export type TokenLedgerKind = (typeof TOKEN_LEDGER_KINDS)[number];
export const tokenLedgerKindLabels: Record<TokenLedgerKind, string> = {
  'token.purchase': 'Purchase',
  'token.issue': 'Issued',
  'token.allocate': 'Allocated',
  'token.revoke': 'Revoked',
  'token.expire': 'Expired',
};

export const ACCOUNTS_ADMIN_PAGE_SIZE = 25;

/** The columns of an employee accounts CSV (token_amount, when present, is ignored). */
export const EMPLOYEE_ACCOUNT_CSV_COLUMNS = ['email', 'first_name', 'last_name'] as const;

/** Days the set-password link of a new employee account lasts. */
export const EMPLOYEE_WELCOME_LINK_DAYS = 14;

export const accountsAdminMessages = {
  reasonRequired: 'Please give a reason (it is kept in the audit log).',
  externalIssued: (email: string) => `An external token has been issued to ${email}.`,
  externalRevoked: (n: number) => `${n} external ${n === 1 ? 'token has' : 'tokens have'} been revoked; the unallocated value went back to the company.`,
  notExternal: 'This is not an external token of this company.',
  engagementSaved: (on: boolean) => (on ? 'Additional engagement is now on for this company.' : 'Additional engagement is now off for this company.'),
  employeeCreated: (email: string) => `An employee account has been issued to ${email}.`,
  employeesSaved: (created: number, linked: number) => `${created} employee ${created === 1 ? 'account' : 'accounts'} issued${linked ? `, ${linked} existing ${linked === 1 ? 'account' : 'accounts'} added to the company` : ''}.`,
  employeesRemoved: (n: number) => `${n} ${n === 1 ? 'member has' : 'members have'} been removed from the company.`,
  alreadyMember: 'This person is already a member of the company.',
  staffAccount: 'Staff and partner accounts cannot be employee accounts.',
  overLimit: (limit: number, used: number, adding: number) => `The company's employee limit is ${limit}: ${used} ${used === 1 ? 'seat is' : 'seats are'} used and this adds ${adding}. Raise the limit first.`,
  notMember: 'This person is not a member of the company.',
  ownerCannotLeave: 'The company owner cannot be removed.',
  csvHasErrors: 'Some rows have errors. Nothing was saved; please fix them and import again.',
  employeeMail: {
    subject: (company: string) => `Your Goodhive account for ${company}`,
    heading: (firstName: string) => `Welcome${firstName ? `, ${firstName}` : ''}!`,
    paragraph: (company: string) => `${company} has set up a Goodhive account for you, where you can see and choose the impact your company creates. Set your password to sign in.`,
    action: 'Set my password',
  },
  tokensReceived: {
    title: 'Impact Tokens received',
    body: (amount: string, from: string) => `${from} sent you Impact Tokens of ${amount}. Choose the projects they go to.`,
  },
  tokensExpiring: { title: 'Impact Tokens expire soon' },
  tokensExpired: { title: 'Impact Tokens have expired' },
} as const;

/** The staff paths of tokens and accounts (admin-and-partner.md §2.1). */
export const ACCOUNTS_ADMIN_PATHS = {
  impactTokens: '/admin/impact-token-management',
  expiredTokens: '/admin/expired-token-management',
  teamAccounts: '/admin/team-account-management',
  additionalEngagement: '/admin/additional-engagement',
  issueEmployeeAccounts: '/admin/issue-employee-accounts',
  issueAdditionalEngagement: '/admin/issue-additional-engagement',
  removeEmployeeAccounts: '/admin/remove-employee-accounts',
  issueExternalToken: '/admin/issue-external-token',
  revokeExternalToken: '/admin/revoke-external-token',
} as const;
