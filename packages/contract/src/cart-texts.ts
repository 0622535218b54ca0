/** The zod-free part of cart.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
import { QUANTITY_MAX } from './catalogue-constants.js';

/** The largest total one checkout may hold, in USD. */
export const CART_MAX_TOTAL_USD = 1_000_000;

export const ECARD_MESSAGE_MAX = 500;

/** Gift e-card designs offered on /giving-cart. */
export const ECARD_TEMPLATES = [
  { id: 1, name: 'Thank you', headline: 'Thank you!', background: '#FFF7E8', accent: '#E07A2E' },
  { id: 2, name: 'Celebrate', headline: 'Celebrating you', background: '#EEF6FF', accent: '#2F6FD6' },
  { id: 3, name: 'Season of giving', headline: 'Happy holidays', background: '#EFFAF1', accent: '#2E8B57' },
] as const;

/** Texts of the giving flow, shared by the server, the web app and the tests. */
export const givingMessages = {
  cartEmpty: 'Your giving cart is empty.',
  itemUnavailable: 'This impact is no longer available.',
  itemsUnavailable: 'Some impacts in your cart are no longer available. Please remove them and try again.',
  /** Checkout of lines whose projects the display conditions now hide from the paying account (422). */
  notOfferedToAccount: (titles: string[]) =>
    titles.length === 1
      ? `"${titles[0]}" is no longer offered to this account. Please remove it from your cart and try again.`
      : `${titles.map((t) => `"${t}"`).join(', ')} are no longer offered to this account. Please remove them from your cart and try again.`,
  levelNotOfProject: 'This impact level does not belong to the project.',
  storyIdRequired: 'A story needs its story_id.',
  storyNotFound: 'This story is not one of this account\'s stories, or it does not give this impact.',
  notUsd: 'This impact cannot be given in US dollars yet.',
  cartTooLarge: `A checkout can hold at most US $${CART_MAX_TOTAL_USD.toLocaleString('en-US')}.`,
  cartItemNotFound: 'This item is not in your cart.',
  notYourAccount: 'You can only use your own giving cart.',
  notCompanyMember: 'You are not a member of this company.',
  groupNotFound: 'Contribution group not found.',
  alreadyPaid: 'This giving has already been paid.',
  groupNotPayable: 'This checkout can no longer be paid. Please check out again from your giving cart.',
  minimumCharge: (amount: string) => `The smallest card payment is US $${amount}. Please add to your cart or use less credit.`,
  paymentLinkInvalid: 'This payment link is invalid or has expired.',
  checkoutCancelled: 'Checkout cancelled. Your cart is unchanged.',
  cartCleared: 'Your giving cart is empty now.',
  addedToCart: 'Added to your giving cart.',
  cartUpdated: 'Your giving cart was updated.',
  removedFromCart: 'Removed from your giving cart.',
  ecardSaved: 'Your e-card was saved.',
  cardDeclined: 'Your card was declined. No payment was taken.',
  unknownTestCard: 'Use one of the test cards listed on this page.',
  sharedCartNotFound: 'This shared cart does not exist or is no longer shared.',
  stripeNotConfigured: 'Stripe payments are not configured.',
  invalidSignature: 'The webhook signature is invalid.',
} as const;

/** The quantity rule's words (a whole number from 1 to QUANTITY_MAX): the cart schemas' and the quantity fields'. */
export const CART_QUANTITY_MESSAGES = {
  min: 'The quantity must be at least 1.',
  max: `The quantity must be at most ${QUANTITY_MAX}.`,
} as const;
