// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { businessMenu } from '../src/app/menus';
import { routes } from '../src/app/routes';
import { decideShell, isPublicRouteName } from '../src/app/shell-rules';
import { projectPath } from '../src/lib/paths';

const byPath = (path: string) => routes.find((r) => r.path === path);

describe('catalogue and cart routes', () => {
  it('registers the screens under the names of the specification', () => {
    expect(byPath('/view-all-projects')).toMatchObject({ name: 'view-all-projects', area: 'business' });
    expect(byPath('/projectdetail/:id')).toMatchObject({ name: 'projectdetail', area: 'business' });
    expect(byPath('/bundledetail/:id')).toMatchObject({ name: 'bundledetail', area: 'business' });
    expect(byPath('/giving-cart')).toMatchObject({ name: 'giving-cart', area: 'business' });
    expect(byPath('/usercart/:key/:type')).toMatchObject({ name: 'public_cart', area: 'business' });
  });

  it('lets visitors browse the catalogue and shared carts, but keeps the own cart for signed-in users', () => {
    for (const name of ['view-all-projects', 'projectdetail', 'bundledetail', 'public_cart']) {
      expect(isPublicRouteName(name), name).toBe(true);
      expect(decideShell({ routeName: name, areas: ['business'], userType: null })).toEqual({ kind: 'render', layout: 'public' });
    }
    expect(decideShell({ routeName: 'giving-cart', areas: ['business'], userType: null })).toEqual({ kind: 'redirect', to: '/login', rememberReturnUrl: true });
    expect(decideShell({ routeName: 'giving-cart', areas: ['business'], userType: 'business' })).toEqual({ kind: 'render', layout: 'business' });
  });

  it("puts 'Explore Project List' right after Home in the business menu (order 30)", () => {
    const items = businessMenu.flatMap((group) => group.items);
    const index = items.findIndex((item) => item.label === 'Explore Project List');
    expect(items[index]).toMatchObject({ path: '/view-all-projects', order: 30 });
    expect(items[index - 1]?.label).toBe('Home');
  });

  it('links bundles to their own page', () => {
    expect(projectPath({ id: 1383, is_bundle: false })).toBe('/projectdetail/1383');
    expect(projectPath({ id: 1395, is_bundle: true })).toBe('/bundledetail/1395');
  });
});
