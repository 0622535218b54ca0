/** The staff's token and account screens (admin-and-partner.md §2.1 'Tokens and accounts'): the admin route table imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadImpactTokensPage = () => import('./routes/impact-tokens-page');
export const loadExpiredTokensPage = () => import('./routes/expired-tokens-page');
export const loadTeamAccountsAdminPage = () => import('./routes/team-accounts-admin-page');
export const loadAdditionalEngagementPage = () => import('./routes/additional-engagement-page');
export const loadIssueEngagementPage = () => import('./routes/issue-engagement-page');
export const loadIssueEmployeeAccountsPage = () => import('./routes/issue-employee-accounts-page');
export const loadRemoveEmployeeAccountsPage = () => import('./routes/remove-employee-accounts-page');
export const loadIssueExternalTokenPage = () => import('./routes/issue-external-token-page');
export const loadRevokeExternalTokenPage = () => import('./routes/revoke-external-token-page');
