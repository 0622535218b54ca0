// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE, messages, type CurrentUser } from '@goodhive/contract';
import { AccountMenu } from '../src/app/layouts/business/account-menu';
import { renderWithProviders, stubBrowserApis } from './render';

const company = {
  id: 1,
  company_name: 'The Extraordinarily Long Coffee Company',
  country_name: 'Singapore',
  is_hive_partner: 0,
  latest_impact_partner_level: null,
  engagement_access: '1' as const,
  token_management_access: '1' as const,
};
const { id: _id, ...companydata } = company;

function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    first_name: 'Maya',
    last_name: 'Tan',
    email: 'maya@example.com',
    account: 'company',
    role_id: ROLE.MEMBER,
    user_role: { id: ROLE.MEMBER, name: 'Goodhive Member', group: 'business' },
    business_owner_role_id: 1,
    register_source: null,
    campaign_access_flag: 0,
    change_type: 0,
    type: 'business',
    user_type: 'business',
    base_user_type: 'business',
    is_owner: true,
    is_verified: true,
    impersonator_id: null,
    user_business: { company_id: 1, is_admin: 1, is_business: 0, company },
    companydata,
    ...overrides,
  };
}

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountMenu', () => {
  it('heads a company account Business Account and cuts the name at 25 characters', () => {
    renderWithProviders(<AccountMenu user={user()} />);
    expect(screen.getByTestId('account-summary').textContent).toBe('Business AccountThe Extraordinarily Long ...');
  });

  it('heads a personal account Personal Account with the person’s name', () => {
    renderWithProviders(<AccountMenu user={user({ account: 'user', user_business: null, companydata: null })} />);
    expect(screen.getByTestId('account-summary').textContent).toBe('Personal AccountMaya Tan');
  });

  it('shows guests as Guest with only a log out', () => {
    renderWithProviders(
      <AccountMenu user={user({ account: 'user', role_id: ROLE.GUEST, user_business: null, companydata: null })} />,
    );
    expect(screen.getByTestId('account-name').textContent).toBe('Guest');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu, Guest' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
  });

  it('offers admins a way back to their panel', () => {
    renderWithProviders(<AccountMenu user={user({ account: 'user', type: 'admin', user_type: 'admin', user_business: null, companydata: null })} />);
    fireEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Admin System', 'Login & Password Settings', 'Log out']);
  });

  const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
  const open = () => fireEvent.click(screen.getByRole('button', { name: /^Account menu/ }));

  it('offers the company account a switch to the personal account, and password settings to the owner', () => {
    renderWithProviders(<AccountMenu user={user()} />);
    open();
    expect(items()).toEqual(['Switch to Personal Account', 'Personal Profile', 'Company Profile', 'Billing', 'Notification Settings', 'Giving Reminders', 'Login & Password Settings', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'Billing' }).getAttribute('href')).toBe('/billing-details');
    expect(screen.getByRole('menuitem', { name: 'Personal Profile' }).getAttribute('href')).toBe('/personal/profile/');
    expect(screen.getByRole('menuitem', { name: 'Company Profile' }).getAttribute('href')).toBe('/company/profile/');
    expect(screen.getByRole('menuitem', { name: 'Login & Password Settings' }).getAttribute('href')).toBe('/reset-password');
  });

  it('offers a company admin in the personal account the switch to the business account', () => {
    renderWithProviders(<AccountMenu user={user({ account: 'user' })} />);
    open();
    expect(items()).toEqual(['Switch to Business Account', 'Personal Profile', 'Billing', 'Notification Settings', 'Giving Reminders', 'Login & Password Settings', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'Login & Password Settings' }).getAttribute('href')).toBe('/personal/reset-password');
  });

  it('gives an admin acting as the user the way back, and an admin in the business view the admin view', () => {
    renderWithProviders(<AccountMenu user={user({ impersonator_id: 1 })} />);
    open();
    expect(items()[0]).toBe('Back to Admin Account');
    cleanup();
    renderWithProviders(<AccountMenu user={user({ base_user_type: 'admin', account: 'user', user_business: null, companydata: null })} />);
    open();
    expect(items()).toEqual(['Admin Account', 'Personal Profile', 'Billing', 'Notification Settings', 'Giving Reminders', 'Login & Password Settings', 'Log out']);
  });

  it('offers Billing only to company admins with is_business 0 in company mode', () => {
    renderWithProviders(<AccountMenu user={user({ is_owner: false, user_business: { company_id: 1, is_admin: 0, is_business: 0, company } })} />);
    open();
    expect(items()).not.toContain('Billing');
    cleanup();
    renderWithProviders(<AccountMenu user={user({ is_owner: false, user_business: { company_id: 1, is_admin: 1, is_business: 1, company } })} />);
    open();
    expect(items()).not.toContain('Billing');
  });

  it('closes password settings to downgraded members, saying why', () => {
    renderWithProviders(<AccountMenu user={user({ role_id: ROLE.DOWNGRADED })} />);
    open();
    const settings = screen.getByRole('menuitem', { name: /Login & Password Settings/ });
    expect(settings.hasAttribute('disabled') || settings.getAttribute('data-disabled') === 'true').toBe(true);
    expect(settings.textContent).toContain(messages.reactivateMembership);
  });

  it('offers Notification Settings and Giving Reminders, hiding Giving Reminders from downgraded members', () => {
    renderWithProviders(<AccountMenu user={user()} />);
    open();
    expect(screen.getByRole('menuitem', { name: 'Notification Settings' }).getAttribute('href')).toBe('/notification-settings');
    expect(screen.getByRole('menuitem', { name: 'Giving Reminders' }).getAttribute('href')).toBe('/impact-reminders');
    cleanup();

    renderWithProviders(<AccountMenu user={user({ role_id: ROLE.DOWNGRADED })} />);
    open();
    expect(screen.queryByRole('menuitem', { name: 'Giving Reminders' })).toBeNull();
    const settings = screen.getByRole('menuitem', { name: /Notification Settings/ });
    expect(settings.hasAttribute('disabled') || settings.getAttribute('data-disabled') === 'true').toBe(true);
    expect(settings.textContent).toContain(messages.reactivateMembership);
  });
});
