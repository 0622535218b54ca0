import { z } from 'zod';
import { guestReferralInputSchema, referralInputSchema, type GuestReferralInput } from '@goodhive/contract';

/** What the suggestion form holds: text everywhere, the country as the picker's value. */
export type ReferralFormValues = {
  cause_name: string;
  website: string;
  country_id: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  description: string;
  referrer_name: string;
  referrer_email: string;
};
export type ReferralFormField = keyof ReferralFormValues;

export const EMPTY_REFERRAL: ReferralFormValues = {
  cause_name: '',
  website: '',
  country_id: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  description: '',
  referrer_name: '',
  referrer_email: '',
};

/** The form's values as the call's body: empty optional fields left out, the country as a number. */
export function toReferralBody(v: ReferralFormValues, signedIn: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    cause_name: v.cause_name,
    website: v.website.trim() || null,
    country_id: v.country_id ? Number(v.country_id) : null,
    contact_name: v.contact_name.trim() || null,
    contact_email: v.contact_email.trim() || null,
    contact_phone: v.contact_phone.trim() || null,
    description: v.description,
  };
  if (!signedIn) Object.assign(body, { referrer_name: v.referrer_name, referrer_email: v.referrer_email.trim() });
  return body;
}

/**
 * The contract's own rules, checked in the browser before sending: members' suggestions (the account is the
 * referrer) and visitors' (who name themselves). Errors land on the form's fields by their names.
 */
export const referralFormSchema = (signedIn: boolean) =>
  z.preprocess((v) => toReferralBody(v as ReferralFormValues, signedIn), signedIn ? referralInputSchema : guestReferralInputSchema) as unknown as z.ZodType<
    GuestReferralInput,
    ReferralFormValues
  >;
