import { describe, expect, it } from 'vitest';
import { ROLE } from '@goodhive/contract';
import { resolveMenuFor } from '../src/app/menu';
import { businessMenu } from '../src/app/menus';
import { canUseEngagementTool, hasEngagementAccess } from '../src/lib/engagement-access';
import { company, makeUser } from './fixtures';

describe('who sees the Enhanced Engagement Tool', () => {
  const link = (over: Partial<{ is_admin: number; is_business: number }>) => ({ company_id: 1, is_admin: 1, is_business: 0, company, ...over });
  const entry = (user: ReturnType<typeof makeUser>) => resolveMenuFor(businessMenu, user).flatMap((g) => g.items).find((i) => i.name === 'engagement-tool');

  it('shows the menu entry to company admins and owners acting for the company, after Recurring impacts', () => {
    const admin = makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 1 }) });
    expect(canUseEngagementTool(admin)).toBe(true);
    expect(entry(admin)).toMatchObject({ path: '/engagement-tool', label: 'Enhanced Engagement Tool' });
    expect(canUseEngagementTool(makeUser({ account: 'company', is_owner: true, user_business: link({ is_admin: 0 }) }))).toBe(true);
    const labels = resolveMenuFor(businessMenu, admin).flatMap((g) => g.items).map((i) => i.label);
    expect(labels.indexOf('Enhanced Engagement Tool')).toBe(labels.indexOf('Recurring impacts') + 1);
  });

  it('hides it from team members, the personal account, downgraded members and staff', () => {
    for (const user of [
      makeUser({ account: 'company', is_owner: false, user_business: link({ is_admin: 0 }) }),
      makeUser({ account: 'user', is_owner: true, user_business: link({ is_admin: 1 }) }),
      makeUser({ account: 'company', role_id: ROLE.DOWNGRADED, user_business: link({}) }),
      makeUser({ type: 'admin' }),
    ]) {
      expect(canUseEngagementTool(user)).toBe(false);
      expect(entry(user)).toBeUndefined();
    }
  });

  it("says 'Upgrade to access' unless the company has engagement_access '1'", () => {
    expect(hasEngagementAccess(makeUser({ companydata: { ...makeUser().companydata!, engagement_access: '1' } }))).toBe(true);
    expect(hasEngagementAccess(makeUser({ companydata: { ...makeUser().companydata!, engagement_access: '0' } }))).toBe(false);
  });
});
