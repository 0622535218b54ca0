/** The contract's cart schema, which checks a stored cart copy; loaded after the first paint (cart-storage.ts). */
export { cartSchema } from '@goodhive/contract';
