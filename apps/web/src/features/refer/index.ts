/** The refer feature's public face (referrals, hives, connect): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadInvitePage = () => import('./routes/invite-page');
