/** The team feature's public face (Team accounts, the join page). */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadTeamAccountsPage = () => import('./routes/team-accounts-page');
export const loadJoinTeammemberPage = () => import('./routes/join-teammember-page');
