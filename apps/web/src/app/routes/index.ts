import type { RouteEntry } from '../route-types';
import { adminRoutes } from './admin';
import { businessRoutes } from './business';
import { partnerRoutes } from './partner';
import { publicRoutes } from './public';

/**
 * The one route table, composed of one module per area: a new screen goes into its area's module. Each
 * entry declares its path, its route name, its area and, once it works, its side-menu
 * entry; the router (router.tsx) and the side menus (menus.ts) are generated from it.
 *
 * The order matters in two places. Paths that several areas share (the site root and the password
 * settings) keep their entries business, admin, partner, and the shell reads a path's name and title from
 * its first entry. Public comes last so the catch-all not-found screen ends the table. Menus sort by
 * their own `order`, and the router ranks paths by how specific they are, so neither depends on where
 * in its module an entry stands.
 */
export const routes: readonly RouteEntry[] = [...businessRoutes, ...adminRoutes, ...partnerRoutes, ...publicRoutes];
