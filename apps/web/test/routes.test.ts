// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adminMenu, businessMenu, partnerMenu } from '../src/app/menus';
import { routes } from '../src/app/routes';
import { isPublicRouteName } from '../src/app/shell-rules';

describe('the route table', () => {
  it('gives entries that share a path the same name and different areas', () => {
    const byPath = new Map<string, typeof routes>();
    for (const r of routes) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r]);
    for (const [, entries] of byPath) {
      expect(new Set(entries.map((e) => e.name)).size).toBe(1);
      expect(new Set(entries.map((e) => e.area)).size).toBe(entries.length);
    }
  });

  it('has one home per signed-in area at the site root', () => {
    expect(routes.filter((r) => r.path === '/').map((r) => r.area).sort()).toEqual(['admin', 'business', 'partner']);
    expect(routes.filter((r) => r.path === '/').every((r) => r.name === 'home')).toBe(true);
  });

  it('names informational pages so that they count as public', () => {
    for (const path of ['/about', '/help', '/terms', '/privacy', '/how-it-works', '/causes', '/community', '/members', '/blog']) {
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(isPublicRouteName(route!.name)).toBe(true);
    }
  });

  it('opens the e-mailed links and the trial sign-up to visitors, and password settings to signed-in users', () => {
    const byPath = (path: string) => routes.filter((r) => r.path === path);
    expect(byPath('/forgot-password/:key')).toEqual([expect.objectContaining({ name: 'forgot-password', area: 'public' })]);
    expect(byPath('/verify-email/:key')).toEqual([expect.objectContaining({ name: 'verify-email', area: 'public' })]);
    expect(byPath('/trial-registration')).toEqual([expect.objectContaining({ name: 'trial-registration', area: 'public' })]);
    expect(byPath('/reset-password').map((r) => r.area).sort()).toEqual(['admin', 'business', 'partner']);
    expect(byPath('/personal/reset-password')).toEqual([expect.objectContaining({ name: 'business.personal.reset-password', area: 'business' })]);
    expect(byPath('/admin/users/display/:id')).toEqual([expect.objectContaining({ name: 'users.display', area: 'admin' })]);
  });

  it('ends with the catch-all not-found screen', () => {
    expect(routes[routes.length - 1]).toMatchObject({ path: '*', name: 'not-found' });
  });
});

describe('the side menus', () => {
  it('list only the screens that work today: Home', () => {
    expect(businessMenu).toEqual([{ label: null, items: [expect.objectContaining({ label: 'Home', path: '/impact', name: 'impact' })] }]);
    expect(adminMenu).toEqual([{ label: 'Home', items: [expect.objectContaining({ label: 'Home', path: '/', name: 'home' })] }]);
    expect(partnerMenu).toEqual([{ label: null, items: [expect.objectContaining({ label: 'Home', path: '/', name: 'home' })] }]);
  });
});
