import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Params } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import type { Area } from './shell-rules';

/** Side-menu placement of a screen; a screen gets one only once it works. */
export type MenuInfo = {
  label: string;
  /** Menu group heading (the staff side-menu's groups, ADMIN_MENU_GROUPS); none for flat menus. */
  group?: string;
  /** Position within the menu: the entry's place in the menu times ten, which leaves room between. */
  order: number;
  /** Other route names under which this entry shows as current (e.g. projects on projects.edit). */
  activeOn?: readonly string[];
  icon?: MenuIcon;
  /** Where the entry leads for this user, when that depends on the user (e.g. partnership status). */
  pathFor?: (user: CurrentUser) => string;
  /** Who sees the entry at all (e.g. Tokens: company admins only); everyone when absent. */
  visibleFor?: (user: CurrentUser) => boolean;
};

export type MenuIcon = ComponentType<{ size?: number }>;

export type RouteComponent = ComponentType | LazyExoticComponent<ComponentType>;

/** One screen of the route table. Several entries may share a path when each serves another area. */
export type RouteEntry = {
  path: string;
  /** The screen's route name (e.g. 'impact', 'admin.wcuuser.profiles'); it decides the layout and the default tab title. */
  name: string;
  area: Area;
  title?: string;
  component: RouteComponent;
  /**
   * The screen's first read from the API for a visitor, put in the query cache while the screen's chunk still
   * loads (main.tsx, on the first screen only), so the read does not wait for the screen to render.
   */
  prefetch?: (first: FirstRead) => Promise<unknown>;
  menu?: MenuInfo;
};

/** What a screen's prefetch gets: the address's path parameters and query string, and the app's query cache. */
export type FirstRead = { params: Params; search: string; queryClient: QueryClient };

/** What each router route carries in its `handle`: the table entries behind its path. */
export type RouteHandle = { entries: readonly RouteEntry[] };
