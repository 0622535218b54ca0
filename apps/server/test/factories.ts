import { TRIAL_IMPACTS, type TrialImpactKey } from '@goodhive/contract';
import type { TestContext } from './helpers.js';

let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export const uniqueEmail = (prefix = 'giver') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** The trial form exactly as the web app posts it. */
export async function buildTrialForm(ctx: TestContext, overrides: Record<string, unknown> = {}, impact: TrialImpactKey = 'water') {
  const countries = (await ctx.app.inject({ method: 'GET', url: '/api/app/countries' })).json().data as {
    id: number;
    name: string;
    code: string;
    dialing_code: string;
  }[];
  const sg = countries.find((c) => c.code === 'SG')!;
  const chosen = TRIAL_IMPACTS[impact];
  return {
    first_name: 'Lena',
    last_name: 'Ong',
    email: uniqueEmail('trial'),
    company: "Lena's Bakes & Co",
    industry: null,
    countryid: sg,
    password: 'Sunrise7',
    retype_password: 'Sunrise7',
    terms: true,
    referal_code: null,
    role_id: 7,
    register_source: 'trial-online',
    user_business: {
      type_reg: 'other',
      country_id: sg.id,
      company: {
        company_name: "Lena's Bakes & Co",
        country_id: sg.id,
        country_name: sg.name,
        country_code: sg.code,
        employee_limit: 0,
        token_management_access: '1',
        engagement_access: '1',
        industry_1: 23,
      },
    },
    project: { id: chosen.project_id, impact_level_id: chosen.impact_level_id, quantity: chosen.quantity, price: chosen.price },
    ...overrides,
  };
}
