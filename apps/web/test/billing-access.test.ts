import { describe, expect, it } from 'vitest';
import { ROLE } from '@goodhive/contract';
import { canManageBilling } from '../src/lib/billing-access';
import { company, makeUser } from './fixtures';

describe('who sees Billing in the account menu', () => {
  const link = (over: Partial<{ is_admin: number; is_business: number }>) => ({ company_id: 1, is_admin: 1, is_business: 0, company, ...over });

  it('shows it to company admins and owners with is_business 0 in company mode', () => {
    expect(canManageBilling(makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 1 }) }))).toBe(true);
    expect(canManageBilling(makeUser({ account: 'company', is_owner: true, user_business: link({ is_admin: 0 }) }))).toBe(true);
  });

  it('hides it from team members and business-only admins in company mode', () => {
    expect(canManageBilling(makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 0 }) }))).toBe(false);
    expect(canManageBilling(makeUser({ account: 'company', is_owner: false, user_business: link({ is_business: 1 }) }))).toBe(false);
  });

  it('shows personal givers their own billing, and hides it from downgraded members, staff and partners', () => {
    expect(canManageBilling(makeUser({ account: 'user', is_owner: false, user_business: link({ is_admin: 0 }) }))).toBe(true);
    expect(canManageBilling(makeUser({ account: 'user', user_business: null }))).toBe(true);
    expect(canManageBilling(makeUser({ role_id: ROLE.DOWNGRADED }))).toBe(false);
    expect(canManageBilling(makeUser({ type: 'admin' }))).toBe(false);
    expect(canManageBilling(makeUser({ type: 'partner' }))).toBe(false);
  });
});
