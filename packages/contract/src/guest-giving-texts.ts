/** Texts of guest giving (the public cart, guest checkout, claiming the giving into an account); zod-free. */

/** Countries whose visitors see the charity disclosure before giving (business-and-public.md §6). */
export const CHARITY_DISCLOSURE_COUNTRIES = ['US'] as const;

export const guestGivingTexts = {
  cartNotFound: 'This cart does not exist.',
  cartEmpty: 'Add at least one impact to the cart.',
  lineUnavailable: 'This impact cannot be given right now.',
  noClientPrices: 'Prices are set by Goodhive: send only the project, impact level and quantity.',
  invalidEmail: 'Enter a valid e-mail address.',
  nameRequired: 'Enter your name.',
  countryRequired: 'Choose your country.',
  emailHasAccount: 'An account already uses this e-mail address. Sign in to give, so the giving shows in your impact history.',
  disclosureRequired: 'Please read and accept the charity disclosure.',
  disclosureTitle: 'Charity disclosure for United States givers',
  disclosureText:
    'Goodhive is not a registered charity in the United States. Gifts made through Goodhive are not tax-deductible in the United States, and the worthy-cause partners that deliver the impacts are independent organisations.',
  disclosureAccept: 'I have read the charity disclosure',
  claimInvalid: 'This link is invalid, was already used or has expired.',
  claimed: 'Your account is ready. Sign in with your e-mail and new password to see your impact.',
  passwordsDiffer: 'The passwords do not match.',
  cartSaved: 'Added to the cart.',
} as const;

export const needsCharityDisclosure = (countryCode: string | null | undefined) =>
  !!countryCode && (CHARITY_DISCLOSURE_COUNTRIES as readonly string[]).includes(countryCode.toUpperCase());
