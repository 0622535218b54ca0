import { describe, expect, it } from 'vitest';
import {
  PUBLIC_ROUTE_FRAGMENTS,
  decideShell,
  isBusinessHeaderHidden,
  isFooterHidden,
  isOpenToDowngraded,
  isOpenToVisitors,
  isPublicRouteName,
  isWidgetRouteName,
  pageTitle,
  pickLayout,
  selectRouteEntry,
  type Area,
} from '../src/app/shell-rules';

describe('isPublicRouteName', () => {
  it.each(PUBLIC_ROUTE_FRAGMENTS.map((f) => [f]))('counts a name containing %s as public', (fragment) => {
    expect(isPublicRouteName(`x.${fragment}.y`)).toBe(true);
  });

  it.each(['public.about', 'projectdetail', 'payment-redirect-new', 'business-listing', 'my-hive'])('%s is public', (name) => {
    expect(isPublicRouteName(name)).toBe(true);
  });

  it.each(['home', 'impact', 'login', 'impact.history', 'giving-cart', 'not-found', 'token-management'])('%s is not public', (name) => {
    expect(isPublicRouteName(name)).toBe(false);
  });
});

describe('isWidgetRouteName', () => {
  it('recognises widget-raw anywhere in the name', () => {
    expect(isWidgetRouteName('frontgivingwidget.widget-raw')).toBe(true);
    expect(isWidgetRouteName('widget-raw-total')).toBe(true);
    expect(isWidgetRouteName('giving-widget')).toBe(false);
  });
});

describe('pageTitle', () => {
  it('uses the route title when there is one', () => {
    expect(pageTitle({ name: 'public.about', title: 'Goodhive - About' })).toBe('Goodhive - About');
  });

  it('otherwise title-cases the route name after the product name', () => {
    expect(pageTitle({ name: 'impact.history' })).toBe('Goodhive - Impact History');
    expect(pageTitle({ name: 'login' })).toBe('Goodhive - Login');
    expect(pageTitle({ name: 'team-accounts-management' })).toBe('Goodhive - Team Accounts Management');
    expect(pageTitle({ name: 'home' }, 'Acme')).toBe('Acme - Home');
  });
});

describe('pickLayout', () => {
  it('gives each user type its own panel on private routes', () => {
    expect(pickLayout('admin', 'home')).toBe('admin');
    expect(pickLayout('partner', 'home')).toBe('partner');
    expect(pickLayout('business', 'impact')).toBe('business');
  });

  it('shows visitors the public layout', () => {
    expect(pickLayout(null, 'login')).toBe('public');
    expect(pickLayout(null, 'public.about')).toBe('public');
  });

  it('shows admins and partners the business panel without its menu on public routes', () => {
    expect(pickLayout('admin', 'projectdetail')).toBe('business-public');
    expect(pickLayout('partner', 'public.help')).toBe('business-public');
    expect(pickLayout('business', 'view-all-projects')).toBe('business');
  });

  it('renders widget routes bare for everyone', () => {
    expect(pickLayout(null, 'widget-raw.total')).toBe('widget');
    expect(pickLayout('admin', 'widget-raw.total')).toBe('widget');
  });
});

describe('decideShell', () => {
  const privateRoute = { routeName: 'impact', areas: ['business'] as Area[] };

  it('sends visitors opening home to /login without remembering it', () => {
    expect(decideShell({ routeName: 'home', areas: ['business', 'admin', 'partner'], userType: null })).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberReturnUrl: false,
    });
  });

  it('sends visitors opening a private screen to /login and remembers the screen', () => {
    expect(decideShell({ ...privateRoute, userType: null })).toEqual({ kind: 'redirect', to: '/login', rememberReturnUrl: true });
  });

  it('lets visitors open public, sign-in and not-found screens', () => {
    expect(decideShell({ routeName: 'public.terms', areas: ['public'], userType: null })).toEqual({ kind: 'render', layout: 'public' });
    expect(decideShell({ routeName: 'login', areas: ['public'], userType: null })).toEqual({ kind: 'render', layout: 'public' });
    expect(decideShell({ routeName: 'not-found', areas: ['public'], userType: null })).toEqual({ kind: 'render', layout: 'public' });
  });

  it('sends signed-in users opening sign-in to the site root', () => {
    expect(decideShell({ routeName: 'login', areas: ['public'], userType: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/',
      rememberReturnUrl: false,
    });
  });

  it('follows a sign-in that just happened to where it wants to go', () => {
    expect(decideShell({ routeName: 'login', areas: ['public'], userType: 'business', signInRedirect: '/impact?from=mail' })).toEqual({
      kind: 'redirect',
      to: '/impact?from=mail',
      rememberReturnUrl: false,
    });
  });

  it('renders signed-in users in the layout of their type', () => {
    expect(decideShell({ ...privateRoute, userType: 'business' })).toEqual({ kind: 'render', layout: 'business' });
    expect(decideShell({ routeName: 'home', areas: ['admin'], userType: 'admin' })).toEqual({ kind: 'render', layout: 'admin' });
    expect(decideShell({ routeName: 'not-found', areas: ['public'], userType: 'partner' })).toEqual({ kind: 'render', layout: 'partner' });
  });

  it('renders widgets bare even for visitors', () => {
    expect(decideShell({ routeName: 'frontgivingwidget.widget-raw', areas: ['widget'], userType: null })).toEqual({
      kind: 'render',
      layout: 'widget',
    });
  });
});

describe('isOpenToVisitors', () => {
  it('opens public names and public or widget areas', () => {
    expect(isOpenToVisitors('business-listing', ['business'])).toBe(true);
    expect(isOpenToVisitors('trial-registration', ['public'])).toBe(true);
    expect(isOpenToVisitors('impact', ['business'])).toBe(false);
  });
});

describe('selectRouteEntry', () => {
  const home = [
    { name: 'home', area: 'business' as const, id: 'b' },
    { name: 'home', area: 'admin' as const, id: 'a' },
    { name: 'home', area: 'partner' as const, id: 'p' },
  ];

  it("picks the entry of the user's own area", () => {
    expect(selectRouteEntry(home, 'admin')?.id).toBe('a');
    expect(selectRouteEntry(home, 'partner')?.id).toBe('p');
    expect(selectRouteEntry(home, 'business')?.id).toBe('b');
  });

  it('falls back to an entry open to everyone, or none', () => {
    expect(selectRouteEntry([{ name: 'not-found', area: 'public' }], 'admin')?.name).toBe('not-found');
    expect(selectRouteEntry([{ name: 'impact', area: 'business' }], 'admin')).toBeNull();
    expect(selectRouteEntry([{ name: 'impact', area: 'business' }], null)).toBeNull();
  });
});

describe('header and footer visibility', () => {
  it('hides the business header on payment and public registration screens', () => {
    for (const name of ['payment-redirect', 'payment-redirect-new', 'public-business-register']) expect(isBusinessHeaderHidden(name)).toBe(true);
    expect(isBusinessHeaderHidden('impact')).toBe(false);
  });

  it('hides the footer on payment-redirect only', () => {
    expect(isFooterHidden('payment-redirect')).toBe(true);
    expect(isFooterHidden('payment-redirect-new')).toBe(false);
    expect(isFooterHidden('impact')).toBe(false);
  });
});

describe('the trial sign-up frame', () => {
  it('gives trial-registration its own layout, for visitors and members alike', () => {
    expect(decideShell({ routeName: 'trial-registration', areas: ['public'], userType: null })).toEqual({ kind: 'render', layout: 'standalone' });
    expect(decideShell({ routeName: 'trial-registration', areas: ['public'], userType: 'business' })).toEqual({ kind: 'render', layout: 'standalone' });
    expect(pickLayout('admin', 'trial-registration')).toBe('standalone');
  });
});

describe('downgraded members (role_id 1)', () => {
  const downgraded = { userType: 'business' as const, roleId: 1 };

  it('keep upgrade, renew, impact and home', () => {
    for (const name of ['home', 'impact', 'profile.upgrade', 'profile.upgrade-trial', 'profile.upgradeoptions', 'profile.renewmembership']) {
      expect(isOpenToDowngraded(name), name).toBe(true);
      expect(decideShell({ routeName: name, areas: ['business'], ...downgraded })).toEqual({ kind: 'render', layout: 'business' });
    }
  });

  it('are sent to /impact from any other business screen', () => {
    for (const name of ['reset-password', 'giving-cart', 'impact.history', 'token-management']) {
      expect(decideShell({ routeName: name, areas: ['business'], ...downgraded })).toEqual({ kind: 'redirect', to: '/impact', rememberReturnUrl: false });
    }
  });

  it('still open public pages, and the rule leaves everyone else alone', () => {
    expect(decideShell({ routeName: 'public.about', areas: ['public'], ...downgraded }).kind).toBe('render');
    expect(decideShell({ routeName: 'business-listing', areas: ['business'], ...downgraded }).kind).toBe('render');
    expect(decideShell({ routeName: 'giving-cart', areas: ['business'], userType: 'business', roleId: 5 }).kind).toBe('render');
  });
});
