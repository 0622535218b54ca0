/** The contract's e-card schema, which checks the cart page's e-card draft; loaded after the first paint (ecard-draft.ts). */
export { cartEcardSchema } from '@goodhive/contract';
