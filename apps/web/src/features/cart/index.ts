/** The cart feature's public face (the giving cart: its header button, the hooks that read and change it, and its screens): other features and the app shell import only this file. */
export { CartButton } from './components/cart-button';
export { useCart, useCartOwner } from './api/cart';
export { useChangeCart } from './api/change-cart';
export { checkQuantity } from './quantity';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadGivingCartPage = () => import('./routes/giving-cart-page');
export const loadSharedCartPage = () => import('./routes/shared-cart-page');
export const loadGuestResultPages = () => import('./routes/guest-result-pages');
/** The visitor's guest cart (no account): add a line, and the key that opens it. */
export { addToGuestCart, guestCartKey } from './api/guest-cart';
