/** The zod-free part of membership-sign-up.ts (re-exported there): texts and constants of /sign-up and /sign-up-geniusu. */

/** Where a membership sign-up came from, kept in users.register_source: /sign-up, or the GeniusU campaign's /sign-up-geniusu. */
export const SIGN_UP_SOURCES = ['sign-up', 'sign-up-geniusu'] as const;
export type SignUpSource = (typeof SIGN_UP_SOURCES)[number];

/** A business membership (the company's) or a personal one (the member's own). */
export const SIGN_UP_ACCOUNT_TYPES = ['business', 'personal'] as const;
export type SignUpAccountType = (typeof SIGN_UP_ACCOUNT_TYPES)[number];

export const membershipSignUpMessages = {
  title: 'Become a Goodhive member',
  campaignTitle: 'Join Goodhive with GeniusU',
  intro: 'Choose a membership for your business or for yourself, tell us who you are and pay on a secure payment page. Your account opens as soon as the payment arrives.',
  campaignIntro: 'GeniusU members give with Goodhive: choose your membership, tell us who you are and pay on a secure payment page. Your account opens as soon as the payment arrives.',
  companyRequired: 'The company field is required for a business membership.',
  unknownSource: 'This sign-up page is not known.',
  notFound: 'This sign-up was not found.',
  signedIn: 'You are signed in already. Sign out first to create another account, or upgrade your own membership.',
  pendingTitle: 'Waiting for your payment',
  pending: 'We have not heard from the payment page yet. This page updates as soon as the payment arrives.',
  completedTitle: 'Welcome to Goodhive! Your membership is active.',
  completed: 'We e-mailed your receipt and a link to verify your e-mail address. Sign in with your e-mail and password to start giving.',
  failedTitle: 'Your account has not been created',
  emailTakenMeanwhile: 'An account with this e-mail was created before your payment arrived. Please contact us so we can refund or apply the payment.',
} as const;
