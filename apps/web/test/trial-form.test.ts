import { describe, expect, it } from 'vitest';
import { NAME_MAX, accountMessages, messages, trialSignUpSchema } from '@goodhive/contract';
import { TRIAL_IMPACT_OPTIONS, findTrialImpact } from '../src/features/trial/trial-impacts';
import { buildTrialSignUp, formFieldOf, trialFormSchema, type TrialFormValues } from '../src/features/trial/trial-schema';

const india = { id: 101, name: 'India', code: 'IN', dialing_code: '+91' };
const valid: TrialFormValues = {
  first_name: 'Lena',
  last_name: 'Park',
  email: 'lena@example.com',
  company: "Park & Sons' Co-op",
  countryid: india,
  industry: 12,
  password: 'Secret12',
  retype_password: 'Secret12',
  terms: true,
};

const messagesOf = (values: Partial<TrialFormValues>, taken?: Set<string>) => {
  const result = trialFormSchema(taken).safeParse({ ...valid, ...values });
  if (result.success) return {};
  // The form shows each field's first problem, as react-hook-form's resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('the trial impacts', () => {
  it('offers water, tree and education, each as $1.00 of impact', () => {
    expect(TRIAL_IMPACT_OPTIONS.map((o) => [o.key, o.amount, o.outcome])).toEqual([
      ['water', '$1.00', '50 days of clean water'],
      ['tree', '$1.00', '1 tree planted'],
      ['education', '$1.00', '5 days of education'],
    ]);
    expect(findTrialImpact('tree')?.title).toBe('Trees');
    expect(findTrialImpact(null)).toBeNull();
  });
});

describe('the trial form rules and their messages', () => {
  it('accepts a complete form', () => {
    expect(messagesOf({})).toEqual({});
  });

  it('requires every field with the contract texts', () => {
    expect(
      messagesOf({ first_name: '', last_name: '', email: '', company: '', countryid: null, password: '', retype_password: '', terms: false }),
    ).toEqual({
      first_name: accountMessages.required('first name'),
      last_name: accountMessages.required('last name'),
      email: accountMessages.required('email'),
      company: accountMessages.required('company'),
      countryid: messages.countryRequired,
      password: accountMessages.required('password'),
      retype_password: accountMessages.required('confirm password'),
      terms: messages.termsNotAccepted,
    });
  });

  it('limits names to 40 characters and checks the e-mail, password strength and confirmation', () => {
    expect(messagesOf({ first_name: 'x'.repeat(NAME_MAX + 1) }).first_name).toBe(accountMessages.nameMax('first name'));
    expect(messagesOf({ email: 'lena@' }).email).toBe(messages.invalidEmail);
    for (const weak of ['Abc12', 'alllower1', 'ALLUPPER1', 'NoDigits']) {
      expect(messagesOf({ password: weak, retype_password: weak }).password, weak).toBe(accountMessages.trialPassword);
    }
    expect(messagesOf({ password: 'Short1', retype_password: 'Short1' })).toEqual({});
    expect(messagesOf({ password: 'Abcde1', retype_password: 'Abcde2' }).retype_password).toBe(accountMessages.passwordsDiffer);
  });

  it('keeps saying an address is in use once the check found it', () => {
    expect(messagesOf({}, new Set(['lena@example.com'])).email).toBe(messages.emailExists);
  });
});

describe('the trial request', () => {
  it("is what the server's schema accepts, with the fixed trial values", () => {
    const body = buildTrialSignUp(valid, 'education', 'FRIEND10');
    expect(trialSignUpSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      role_id: 7,
      register_source: 'trial-online',
      referal_code: 'FRIEND10',
      countryid: india,
      user_business: {
        type_reg: 'other',
        country_id: 101,
        company: { company_name: "Park & Sons' Co-op", country_code: 'IN', employee_limit: 0, token_management_access: '1', engagement_access: '1', industry_1: 12 },
      },
      project: { id: 1381, impact_level_id: 3010, quantity: 5, price: 0.2 },
    });
  });

  it("maps the server's field names onto the form", () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('countryid')).toBe('countryid');
    expect(formFieldOf('user_business.company.industry_1')).toBe('industry');
    expect(formFieldOf('project')).toBeNull();
  });
});
