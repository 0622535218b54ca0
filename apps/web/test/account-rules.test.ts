import { describe, expect, it } from 'vitest';
import { ROLE } from '@goodhive/contract';
import {
  canSwitchToBusiness,
  canSwitchToPersonal,
  isAdminInOtherView,
  isDowngraded,
  isImpersonated,
  isPausedTeamMember,
  passwordSettingsPath,
} from '../src/lib/account';
import { makeUser } from './fixtures';

describe('the owner rule (a downgraded owner pauses the team)', () => {
  it('pauses a team member whose company owner is downgraded', () => {
    expect(isPausedTeamMember(makeUser({ is_owner: false, business_owner_role_id: ROLE.DOWNGRADED }))).toBe(true);
  });

  it('leaves the owner, members of active companies and admin sessions alone', () => {
    expect(isPausedTeamMember(makeUser({ is_owner: true, business_owner_role_id: ROLE.DOWNGRADED }))).toBe(false);
    expect(isPausedTeamMember(makeUser({ is_owner: false, business_owner_role_id: ROLE.MEMBER }))).toBe(false);
    expect(isPausedTeamMember(makeUser({ is_owner: false, business_owner_role_id: null }))).toBe(false);
    expect(isPausedTeamMember(makeUser({ is_owner: false, business_owner_role_id: ROLE.DOWNGRADED, impersonator_id: 1 }))).toBe(false);
  });
});

describe('account switching offers', () => {
  it("'Switch to Business Account' only to personal-account users who are company admins", () => {
    expect(canSwitchToBusiness(makeUser({ account: 'user' }))).toBe(true);
    expect(canSwitchToBusiness(makeUser({ account: 'company' }))).toBe(false);
    const member = makeUser({ account: 'user' });
    expect(canSwitchToBusiness({ ...member, user_business: { ...member.user_business!, is_admin: 0 } })).toBe(false);
    expect(canSwitchToBusiness(makeUser({ account: 'user', user_business: null, companydata: null }))).toBe(false);
  });

  it('lets an admin acting as a team member open the company', () => {
    const member = makeUser({ account: 'user', impersonator_id: 9 });
    expect(canSwitchToBusiness({ ...member, user_business: { ...member.user_business!, is_admin: 0 } })).toBe(true);
  });

  it("'Switch to Personal Account' for the company account, and neither outside the business view", () => {
    expect(canSwitchToPersonal(makeUser())).toBe(true);
    expect(canSwitchToPersonal(makeUser({ account: 'user' }))).toBe(false);
    expect(canSwitchToPersonal(makeUser({ type: 'admin' }))).toBe(false);
    expect(canSwitchToBusiness(makeUser({ account: 'user', type: 'partner' }))).toBe(false);
  });
});

describe('admin sessions', () => {
  it('knows an admin in the business or partner view from one acting as a user', () => {
    expect(isAdminInOtherView(makeUser({ base_user_type: 'admin', type: 'business' }))).toBe(true);
    expect(isAdminInOtherView(makeUser({ base_user_type: 'admin', type: 'partner' }))).toBe(true);
    expect(isAdminInOtherView(makeUser({ base_user_type: 'admin', type: 'admin' }))).toBe(false);
    expect(isAdminInOtherView(makeUser({ base_user_type: 'business', type: 'business', impersonator_id: 1 }))).toBe(false);
    expect(isImpersonated(makeUser({ impersonator_id: 1 }))).toBe(true);
    expect(isImpersonated(makeUser())).toBe(false);
  });
});

describe('downgraded members and password settings', () => {
  it('recognises role 1 as downgraded', () => {
    expect(isDowngraded(makeUser({ role_id: ROLE.DOWNGRADED }))).toBe(true);
    expect(isDowngraded(makeUser())).toBe(false);
  });

  it('puts password settings under /personal for personal accounts and only lets company owners have them in company mode', () => {
    expect(passwordSettingsPath(makeUser({ account: 'user' }))).toBe('/personal/reset-password');
    expect(passwordSettingsPath(makeUser({ account: 'company', is_owner: true }))).toBe('/reset-password');
    expect(passwordSettingsPath(makeUser({ account: 'company', is_owner: false }))).toBeNull();
    expect(passwordSettingsPath(makeUser({ type: 'admin' }))).toBe('/reset-password');
  });
});
