import { describe, expect, it } from 'vitest';
import { MENU_NAME_MAX, PARTNER_NAME_MAX, ROLE, truncateName } from '@goodhive/contract';
import { accountDisplayName, accountHeading, companyRoleLabel, greetingFor, initialsOf, isGuestUser } from '../src/lib/account';

const company = {
  id: 1,
  company_name: 'Brightside Coffee Co.',
  country_name: 'Singapore',
  is_hive_partner: 0,
  latest_impact_partner_level: null,
  engagement_access: '1' as const,
  token_management_access: '1' as const,
};
const { id: _id, ...companydata } = company;

describe('account labels', () => {
  it("heads the menu 'Business Account' for company accounts and 'Personal Account' otherwise", () => {
    expect(accountHeading({ account: 'company' })).toBe('Business Account');
    expect(accountHeading({ account: 'user' })).toBe('Personal Account');
  });

  it("shows the company's name in company mode and the person's name otherwise", () => {
    const base = { first_name: 'Maya', last_name: 'Tan', user_business: { company_id: 1, is_admin: 1, is_business: 0, company }, companydata };
    expect(accountDisplayName({ ...base, account: 'company' })).toBe('Brightside Coffee Co.');
    expect(accountDisplayName({ ...base, account: 'user' })).toBe('Maya Tan');
  });

  it('cuts menu names at 25 characters and partner names at 20, with an ellipsis', () => {
    expect(truncateName('The Very Long Company Name Pte Ltd', MENU_NAME_MAX)).toBe('The Very Long Company Nam...');
    expect(truncateName('Global Roots Foundation', PARTNER_NAME_MAX)).toBe('Global Roots Foundat...');
    expect(truncateName('Brightside Coffee Co.', MENU_NAME_MAX)).toBe('Brightside Coffee Co.');
  });

  it('recognises guests by their role', () => {
    expect(isGuestUser({ role_id: ROLE.GUEST })).toBe(true);
    expect(isGuestUser({ role_id: ROLE.MEMBER })).toBe(false);
  });

  it('makes initials from the first two words', () => {
    expect(initialsOf('Brightside Coffee Co.')).toBe('BC');
    expect(initialsOf('Sam')).toBe('S');
    expect(initialsOf('  ')).toBe('');
  });

  it("describes the user's standing in the company", () => {
    const link = { company_id: 1, is_admin: 1, is_business: 0, company };
    expect(companyRoleLabel({ is_owner: true, user_business: link })).toBe('Owner');
    expect(companyRoleLabel({ is_owner: false, user_business: link })).toBe('Company admin');
    expect(companyRoleLabel({ is_owner: false, user_business: { ...link, is_admin: 0 } })).toBe('Team member');
    expect(companyRoleLabel({ is_owner: false, user_business: null })).toBeNull();
  });

  it('greets by the time of day', () => {
    expect(greetingFor(new Date(2026, 0, 1, 8))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 0, 1, 14))).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 1, 20))).toBe('Good evening');
    expect(greetingFor(new Date(2026, 0, 1, 2))).toBe('Good evening');
  });
});
