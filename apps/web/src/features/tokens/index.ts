/** The tokens feature's public face (Manage Impact Tokens, the recipient's link page, the gift dialog). */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadTokenManagementPage = () => import('./routes/token-management-page');
export const loadTokenClaimPage = () => import('./routes/token-claim-page');
export { TokenGiftDialog } from './components/token-gift-dialog';
