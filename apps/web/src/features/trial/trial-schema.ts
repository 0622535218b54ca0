import { z } from 'zod';
import { countrySchema, trialSignUpSchema, type Country, type TrialSignUp } from '@goodhive/contract';
import { ROLE, TRIAL_IMPACTS, accountMessages, messages, type TrialImpactKey } from '@goodhive/contract/texts';

const shape = trialSignUpSchema.shape;

/**
 * The trial form's fields with the contract's own rules and error texts. `takenEmails` holds addresses
 * the e-mail check found in use, so the form keeps saying so.
 */
export function trialFormSchema(takenEmails: ReadonlySet<string> = new Set()) {
  return z
    .object({
      first_name: shape.first_name,
      last_name: shape.last_name,
      email: shape.email,
      company: shape.company,
      countryid: countrySchema.nullable().refine((v) => v !== null, messages.countryRequired),
      industry: z.number().int().nullable(),
      password: shape.password,
      retype_password: shape.retype_password,
      terms: z.boolean().refine((v) => v, messages.termsNotAccepted),
    })
    .superRefine((form, ctx) => {
      if (form.retype_password && form.retype_password !== form.password) {
        ctx.addIssue({ code: 'custom', path: ['retype_password'], message: accountMessages.passwordsDiffer });
      }
      if (takenEmails.has(String(form.email ?? '').trim().toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailExists });
      }
    });
}

export type TrialFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  countryid: Country | null;
  industry: number | null;
  password: string;
  retype_password: string;
  terms: boolean;
};

export const TRIAL_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'company',
  'countryid',
  'industry',
  'password',
  'retype_password',
  'terms',
] as const satisfies readonly (keyof TrialFormValues)[];

/** The body of POST /api/v2/trial-account/create: the form plus the fixed trial values and the chosen impact. */
export function buildTrialSignUp(values: TrialFormValues, impact: TrialImpactKey, referralCode: string | null): TrialSignUp {
  const country = values.countryid!;
  const chosen = TRIAL_IMPACTS[impact];
  const company = values.company.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    company,
    industry: values.industry,
    countryid: country,
    password: values.password,
    retype_password: values.retype_password,
    terms: true,
    referal_code: referralCode,
    role_id: ROLE.TRIAL,
    register_source: 'trial-online',
    user_business: {
      type_reg: 'other',
      country_id: country.id,
      company: {
        company_name: company,
        country_id: country.id,
        country_name: country.name,
        country_code: country.code,
        employee_limit: 0,
        token_management_access: '1',
        engagement_access: '1',
        industry_1: values.industry,
      },
    },
    project: { id: chosen.project_id, impact_level_id: chosen.impact_level_id, quantity: chosen.quantity, price: chosen.price },
  };
}

/** Maps a server field name (e.g. 'user_business.company.industry_1') onto a form field, if there is one. */
export function formFieldOf(serverField: string): keyof TrialFormValues | null {
  if (serverField.startsWith('countryid') || serverField === 'user_business.country_id') return 'countryid';
  if (serverField === 'user_business.company.industry_1') return 'industry';
  if (serverField === 'user_business.company.company_name') return 'company';
  return (TRIAL_FORM_FIELDS as readonly string[]).includes(serverField) ? (serverField as keyof TrialFormValues) : null;
}
