/** The zod-free part of billing.ts (re-exported there): texts, constants and pure rules of the billing screens. */
import { ACCOUNT_LABELS } from './messages.js';

/** The kinds of tax number a giving account may keep with its billing details. */
export const TAX_TYPES = ['VAT', 'GST', 'ABN', 'EIN', 'Other'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** At most this many tax details per giving account. */
export const MAX_TAX_DETAILS = 10;
/** At most this many saved cards per giving account. */
export const MAX_SAVED_CARDS = 10;

/** Field lengths of the billing address (the Address entity: address_1, address_2, city, state, country_name, zip_code). */
export const BILLING_ADDRESS_LIMITS = { address_1: 160, address_2: 160, city: 80, state: 80, country_name: 80, zip_code: 12 } as const;

/** The Australian Business Number checksum: 11 digits, weights 10,1,3,...,19 after taking 1 from the first digit, sum divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0;
}

/** The tax number in the form it is kept: upper case, without spaces (dashes and dots kept for 'Other'). */
export const normalizeTaxNumber = (value: string) => value.trim().toUpperCase().replace(/\s+/g, '');

/** Why a tax number does not fit its type, or null when it does. */
export function taxNumberProblem(type: TaxType, raw: string): string | null {
  const value = normalizeTaxNumber(raw);
  if (!value) return billingMessages.taxNumberRequired;
  switch (type) {
    case 'VAT':
      return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value) ? null : billingMessages.taxNumberInvalid.VAT;
    case 'GST':
      return /^[A-Z0-9]{8,15}$/.test(value) ? null : billingMessages.taxNumberInvalid.GST;
    case 'ABN':
      return isValidAbn(value) ? null : billingMessages.taxNumberInvalid.ABN;
    case 'EIN':
      return /^\d{2}-?\d{7}$/.test(value) ? null : billingMessages.taxNumberInvalid.EIN;
    default:
      return /^[A-Z0-9][A-Z0-9./-]{2,29}$/.test(value) ? null : billingMessages.taxNumberInvalid.Other;
  }
}

/** What the billing screens and calls say. */
export const billingMessages = {
  cardNotFound: 'This card was not found on your billing details.',
  cardAdded: 'Your card has been saved.',
  cardAddCancelled: 'Adding a card was cancelled. Nothing was saved.',
  cardSetupStarted: 'Continue to the secure page to add your card.',
  cardPrimarySet: 'This card is now your primary card.',
  cardDeleted: 'The card has been removed.',
  tooManyCards: `You can keep at most ${MAX_SAVED_CARDS} cards. Remove one before adding another.`,
  paymentMethodUnknown: 'This payment method was not issued by the payment provider. Please add the card again.',
  paymentMethodTaken: 'This payment method is already saved on another account.',
  paymentMethodAlreadySaved: 'This card is already saved on your billing details.',
  cardSetupNotFound: 'This card page does not exist or has expired. Please add the card again from your billing details.',
  unknownTestCard: 'Use one of the sandbox test cards listed below.',
  expiryInvalid: 'Please enter the expiry as MM/YY.',
  cardExpired: 'This card has expired. Please use a card with a later expiry date.',
  taxAdded: 'The tax detail has been added.',
  taxRemoved: 'The tax detail has been removed.',
  taxNotFound: 'This tax detail was not found on your billing details.',
  taxTypeInvalid: 'Please choose VAT, GST, ABN, EIN or Other.',
  taxNumberRequired: 'Please enter the tax number.',
  taxNumberInvalid: {
    VAT: 'A VAT number starts with the two-letter country code followed by 2 to 13 letters or digits (e.g. GB123456789).',
    GST: 'A GST number has 8 to 15 letters or digits (e.g. M90312345X).',
    ABN: 'An ABN has 11 digits and must pass the ABN check (e.g. 51 824 753 556).',
    EIN: 'An EIN has 9 digits, written 12-3456789.',
    Other: 'A tax number has 3 to 30 letters, digits, dots, dashes or slashes.',
  },
  taxDuplicate: 'This tax number is already on your billing details.',
  tooManyTaxDetails: `You can keep at most ${MAX_TAX_DETAILS} tax details.`,
  countryRequired: 'Please choose the country.',
  countryUnknown: 'Please choose a country from the list.',
  addressSaved: 'Your billing address has been saved.',
  addressRequired: {
    address_1: 'Please enter the street address.',
    city: 'Please enter the city.',
    country_name: 'Please choose the country.',
    zip_code: 'Please enter the postcode.',
  },
  zipInvalid: 'A postcode has 2 to 12 letters, digits, spaces or dashes.',
  tooLong: (max: number) => `Please keep this to ${max} characters.`,
  noCompanyBilling: 'Only an admin of the business can manage its billing.',
  noImpacts: 'No giving payments yet',
  noImpactsHint: 'Every payment you make for impact appears here with its receipt.',
  noTokens: 'No token purchases yet',
  noTokensHint: 'Impact token purchases will appear here with their receipts.',
  noMemberships: 'No membership payments yet',
  noMembershipsHint: 'Each payment for your membership appears here with its receipt.',
  membershipNotFound: 'This membership payment was not found on your billing.',
  membershipNoReceipt: 'Only a complete membership payment has a receipt.',
  noCards: 'No saved cards yet',
  noCardsHint: 'Add a card to renew your membership automatically and give faster.',
  noTaxDetails: 'No tax details yet',
  renewalNoCard: 'No saved card is on file, so the membership could not renew automatically.',
  renewalDeclined: (brand: string, last4: string, reason: string) => `The renewal charge on your ${brand} card ending ${last4} was declined: ${reason}`,
  renewalNeedsAuthentication: 'your bank asks you to confirm this payment, which cannot be done automatically.',
  renewalCardDeclined: 'the card was declined.',
} as const;

/** Labels of the billing screens. */
export const billingLabels = {
  details: 'Billing Details',
  impacts: 'Billing Impacts',
  tokens: 'Billing Tokens',
  memberships: 'Membership payments',
  menu: ACCOUNT_LABELS.billing,
  cards: 'Saved cards',
  addCard: 'Add card',
  primary: 'Primary',
  setPrimary: 'Set as primary',
  deleteCard: 'Delete',
  deleteCardConfirm: (brand: string, last4: string) => `Remove the ${brand} card ending ${last4}?`,
  taxDetails: 'Tax details',
  addTax: 'Add tax detail',
  removeTax: 'Remove',
  address: 'Billing address',
  saveAddress: 'Save address',
} as const;

/** 'Visa', 'Mastercard'... from a provider's brand code. */
export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };
  return known[brand.toLowerCase()] ?? (brand ? brand[0].toUpperCase() + brand.slice(1) : 'Card');
}
