import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_GROUPS, buildMenu, isMenuItemActive } from '../src/app/menu';
import type { Area } from '../src/app/shell-rules';

const entry = (name: string, area: Area, menu?: { label: string; group?: string; order: number; activeOn?: string[] }) => ({
  path: `/${name}`,
  name,
  area,
  menu,
});

describe('buildMenu', () => {
  it("keeps only the area's entries that have menu info, sorted by order", () => {
    const menu = buildMenu(
      [
        entry('b', 'business', { label: 'B', order: 20 }),
        entry('a', 'business', { label: 'A', order: 10 }),
        entry('hidden', 'business'),
        entry('admin-only', 'admin', { label: 'X', order: 1 }),
      ],
      'business',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0].label).toBeNull();
    expect(menu[0].items.map((i) => i.label)).toEqual(['A', 'B']);
  });

  it('orders groups as given and leaves out groups without working entries', () => {
    const menu = buildMenu(
      [
        entry('emails', 'admin', { label: 'Emails', group: 'Communicare', order: 1 }),
        entry('home', 'admin', { label: 'Home', group: 'Home', order: 0 }),
        entry('users', 'admin', { label: 'Users', group: 'User Management', order: 1 }),
      ],
      'admin',
      ADMIN_MENU_GROUPS,
    );
    expect(menu.map((g) => g.label)).toEqual(['Home', 'User Management', 'Communicare']);
  });

  it('marks an item active on its own route and on the routes it covers', () => {
    const [group] = buildMenu([entry('projects', 'partner', { label: 'Projects', order: 1, activeOn: ['projects.edit'] })], 'partner');
    expect(isMenuItemActive(group.items[0], 'projects')).toBe(true);
    expect(isMenuItemActive(group.items[0], 'projects.edit')).toBe(true);
    expect(isMenuItemActive(group.items[0], 'home')).toBe(false);
  });
});
