// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@goodhive/contract';
import { resolveMenuFor } from '../src/app/menu';
import { adminMenu, businessMenu, partnerMenu } from '../src/app/menus';
import { routes } from '../src/app/routes';
import { isPublicRouteName } from '../src/app/shell-rules';
import { makeUser } from './fixtures';

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
  it('list the working business screens in the order of the specification, Dashboard and Home first', () => {
    const items = businessMenu.flatMap((group) => group.items);
    expect(items[0]).toEqual(expect.objectContaining({ label: 'Dashboard', path: '/', name: 'home' }));
    expect(items[1]).toEqual(expect.objectContaining({ label: 'Home', path: '/impact', name: 'impact' }));
    expect(items.map((item) => item.order)).toEqual([...items.map((item) => item.order)].sort((a, b) => a - b));
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['Embed Impact Widgets', 'Gratitude certificate', 'Partnership status']));
    expect(new Set(items.map((item) => item.path)).size).toBe(items.length);
    expect(adminMenu.map((group) => group.label)).toEqual(['Home', 'User Management', 'Giving Management', 'WC & Projects', 'Communicare']);
    expect(adminMenu.find((group) => group.label === 'Communicare')!.items.map((item) => [item.label, item.path])).toEqual(
      expect.arrayContaining([
        ['Public pages', '/admin/public-pages'],
        ['Banners', '/admin/banner'],
      ]),
    );
    expect(adminMenu.find((group) => group.label === 'WC & Projects')!.items.map((item) => [item.label, item.name])).toEqual([
      ['Partner applications', 'admin.wcuuser.applications'],
      ['Create partner', 'admin.wcuuser.create'],
      ['Partner profiles', 'admin.wcuuser.profiles'],
      ['Projects', 'admin.wcuuser.projects'],
      ['Display conditions', 'admin.wcuuser.display_conditions'],
      ['Project updates', 'admin.wcuuser.project.updates'],
      ['Project change log', 'admin.wcuuser.project.changelog'],
      ['Suggested causes', 'admin.wcuuser.referrals'],
    ]);
    expect(partnerMenu).toHaveLength(1);
    expect(partnerMenu[0].items.map((item) => [item.label, item.path])).toEqual([
      ['Home', '/'],
      ['Profile', '/profile'],
      ['Projects', '/projects-list'],
      ['Contributions', '/contributions-management'],
      ['Project Update', '/project-updates-list/'],
      ['Resources', '/resources'],
    ]);
    // In the partner menu, Projects is also current on projects.edit and projects.create.
    expect(partnerMenu[0].items[2].activeOn).toEqual(expect.arrayContaining(['projects.edit', 'projects.create']));
  });
});

describe('partnership status in the business menu', () => {
  it('leads to /impact-partnership without a partner level and to /impact-partnership-b with one', () => {
    const find = (user: CurrentUser) => resolveMenuFor(businessMenu, user).flatMap((g) => g.items).find((i) => i.name === 'impact-partnership')!;
    expect(find(makeUser()).path).toBe('/impact-partnership');
    const partner = makeUser({ companydata: { ...makeUser().companydata!, latest_impact_partner_level: 'Bronze Impact Partner' } });
    expect(find(partner).path).toBe('/impact-partnership-b');
  });
});
