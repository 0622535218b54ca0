import { ROLE, type CurrentUser } from '@goodhive/contract';

export const company = {
  id: 1,
  company_name: 'Brightside Coffee Co.',
  country_name: 'Singapore',
  is_hive_partner: 0,
  latest_impact_partner_level: null,
  engagement_access: '1' as const,
  token_management_access: '1' as const,
};
const { id: _id, ...companydata } = company;

/** A signed-in company owner (Maya, company account); override what a test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    first_name: 'Maya',
    last_name: 'Tan',
    email: 'maya@example.com',
    account: 'company',
    role_id: ROLE.MEMBER,
    user_role: { id: ROLE.MEMBER, name: 'Goodhive Member', group: 'business' },
    business_owner_role_id: ROLE.MEMBER,
    register_source: null,
    campaign_access_flag: 0,
    change_type: 0,
    type: 'business',
    user_type: 'business',
    base_user_type: 'business',
    is_owner: true,
    is_verified: false,
    impersonator_id: null,
    user_business: { company_id: 1, is_admin: 1, is_business: 0, company },
    companydata,
    ...overrides,
  };
}

export const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

export const WEB_CONFIG = { status: 'success', data: { product_name: 'Goodhive', app_url: '', oauth_client_id: 'web', oauth_client_secret: 's' } };
