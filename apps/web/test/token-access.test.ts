import { describe, expect, it } from 'vitest';
import { ROLE } from '@goodhive/contract';
import { resolveMenuFor } from '../src/app/menu';
import { businessMenu } from '../src/app/menus';
import { canManageTokens, hasTokenAccess } from '../src/lib/token-access';
import { company, makeUser } from './fixtures';

describe('who sees Manage Impact Tokens', () => {
  const link = (over: Partial<{ is_admin: number; is_business: number }>) => ({ company_id: 1, is_admin: 1, is_business: 0, company, ...over });
  const tokenEntry = (user: ReturnType<typeof makeUser>) => resolveMenuFor(businessMenu, user).flatMap((g) => g.items).find((i) => i.name === 'token-management');

  it('shows the Tokens menu to company admins and owners with is_business 0, in either account mode', () => {
    const admin = makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 1 }) });
    expect(canManageTokens(admin)).toBe(true);
    expect(tokenEntry(admin)?.path).toBe('/token-management');
    expect(canManageTokens(makeUser({ account: 'user', is_owner: true, user_business: link({ is_admin: 0 }) }))).toBe(true);
  });

  it('hides it from team members, business-only admins, personal givers, downgraded members and staff', () => {
    for (const user of [
      makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 0 }) }),
      makeUser({ account: 'company', is_owner: false, user_business: link({ is_business: 1 }) }),
      makeUser({ account: 'user', is_owner: false, user_business: null }),
      makeUser({ role_id: ROLE.DOWNGRADED, user_business: link({}) }),
      makeUser({ type: 'admin' }),
    ]) {
      expect(canManageTokens(user)).toBe(false);
      expect(tokenEntry(user)).toBeUndefined();
    }
  });

  it("says 'Upgrade to access' unless the company has token management", () => {
    expect(hasTokenAccess(makeUser({ companydata: { ...makeUser().companydata!, token_management_access: '1' } }))).toBe(true);
    expect(hasTokenAccess(makeUser({ companydata: { ...makeUser().companydata!, token_management_access: '0' } }))).toBe(false);
  });
});
