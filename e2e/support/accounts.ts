import { expect, type APIRequestContext } from '@playwright/test';
import { ROLE, TRIAL_IMPACTS } from '@goodhive/contract';
import { linkIn, waitForMail } from './mailbox';

export type TrialUser = { email: string; password: string; firstName: string; lastName: string; company: string };

/** A fresh, unique trial member's details: tests that change an account never share one. */
export function newTrialUser(label: string): TrialUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}-${id}@e2e.goodhive.example`, password: 'Trial2026x', firstName: 'Robin', lastName: `Tester ${id}`, company: `Tester ${id} Co` };
}

/** Creates a trial member through the API (what the trial screen sends), skipping the screen. */
export async function createTrialUser(request: APIRequestContext, label: string): Promise<TrialUser> {
  const user = newTrialUser(label);
  const countries = (await (await request.get('/api/app/countries')).json()) as { data: { id: number; name: string; code: string; dialing_code: string }[] };
  const country = countries.data.find((c) => c.code === 'SG')!;
  const water = TRIAL_IMPACTS.water;
  const response = await request.post('/api/v2/trial-account/create', {
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      company: user.company,
      industry: null,
      countryid: country,
      password: user.password,
      retype_password: user.password,
      terms: true,
      referal_code: null,
      role_id: ROLE.TRIAL,
      register_source: 'trial-online',
      user_business: {
        type_reg: 'other',
        country_id: country.id,
        company: {
          company_name: user.company,
          country_id: country.id,
          country_name: country.name,
          country_code: country.code,
          employee_limit: 0,
          token_management_access: '1',
          engagement_access: '1',
          industry_1: null,
        },
      },
      project: { id: water.project_id, impact_level_id: water.impact_level_id, quantity: water.quantity, price: water.price },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Follows the verification mail's link through the API: the member then signs in with a code. */
export async function verifyEmailThroughMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, /Verify your e-mail/);
  const key = linkIn(mail, '/verify-email/').split('/').pop()!;
  const response = await request.post('/api/user/update-verify-email-flag', { data: { email_code: key } });
  expect(response.status(), await response.text()).toBe(200);
}
