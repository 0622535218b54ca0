import { lazy } from 'react';
/** The tokens feature's public face (Manage Impact Tokens, the recipient's link page, the gift dialog). */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadTokenManagementPage = () => import('./routes/token-management-page');
export const loadTokenClaimPage = () => import('./routes/token-claim-page');
// The gift dialog is loaded on demand too: the route table imports this file, and a static export here would put
// the dialog (and Mantine's modal) into the JavaScript every visitor loads first.
export const TokenGiftDialog = lazy(() => import('./components/token-gift-dialog').then((m) => ({ default: m.TokenGiftDialog })));
