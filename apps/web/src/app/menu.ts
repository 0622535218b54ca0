import type { CurrentUser } from '@goodhive/contract';
import type { MenuIcon, MenuInfo } from './route-types';
import type { Area } from './shell-rules';

export type MenuItem = {
  name: string;
  path: string;
  label: string;
  order: number;
  activeOn: readonly string[];
  icon?: MenuIcon;
  pathFor?: (user: CurrentUser) => string;
  visibleFor?: (user: CurrentUser) => boolean;
};
export type MenuGroup = { label: string | null; items: MenuItem[] };

/** The staff side-menu's groups, in the order the menu shows them. */
export const ADMIN_MENU_GROUPS = ['Home', 'User Management', 'Giving Management', 'WC & Projects', 'Communicare'] as const;

type MenuSource = { path: string; name: string; area: Area; menu?: MenuInfo };

/**
 * Builds an area's side menu from the route table: only entries with menu info, grouped, groups in
 * `groupOrder` (unknown groups after, ungrouped first), items by their order. Groups without working
 * entries simply do not appear.
 */
export function buildMenu(entries: readonly MenuSource[], area: Area, groupOrder: readonly string[] = []): MenuGroup[] {
  const groups = new Map<string | null, MenuItem[]>();
  for (const entry of entries) {
    if (entry.area !== area || !entry.menu) continue;
    const key = entry.menu.group ?? null;
    const items = groups.get(key) ?? [];
    items.push({
      name: entry.name,
      path: entry.path,
      label: entry.menu.label,
      order: entry.menu.order,
      activeOn: entry.menu.activeOn ?? [],
      icon: entry.menu.icon,
      pathFor: entry.menu.pathFor,
      visibleFor: entry.menu.visibleFor,
    });
    groups.set(key, items);
  }
  const rank = (label: string | null) => {
    if (label === null) return -1;
    const index = groupOrder.indexOf(label);
    return index === -1 ? groupOrder.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([label, items]) => ({ label, items: items.sort((a, b) => a.order - b.order) }));
}

/** Whether a menu item is the current screen. */
export function isMenuItemActive(item: MenuItem, routeName: string): boolean {
  return item.name === routeName || item.activeOn.includes(routeName);
}

/** The menu with each item's path resolved for the signed-in user. */
export function resolveMenuFor(groups: readonly MenuGroup[], user: CurrentUser): MenuGroup[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.visibleFor || item.visibleFor(user)).map((item) => (item.pathFor ? { ...item, path: item.pathFor(user) } : item)),
  }));
}
