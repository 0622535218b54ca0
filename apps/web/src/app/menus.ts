import { ADMIN_MENU_GROUPS, buildMenu } from './menu';
import { routes } from './routes';

/** The three side menus, generated once from the route table. */
export const businessMenu = buildMenu(routes, 'business');
export const adminMenu = buildMenu(routes, 'admin', ADMIN_MENU_GROUPS);
export const partnerMenu = buildMenu(routes, 'partner');
