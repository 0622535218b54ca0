import { PRODUCT_NAME, ROLE, titleCase, type UserType } from '@goodhive/contract/texts';
import { PATHS } from '../lib/paths';

/**
 * The rules of the root shell that wraps every screen, kept pure so they are unit tested
 * apart from React: which layout a screen gets, who may open it, and what the tab title says.
 */

/** The four layout areas (business panel, staff back-office, partner panel, widget), plus 'public' for what visitors see. */
export type Area = 'business' | 'admin' | 'partner' | 'public' | 'widget';

/**
 * What the shell renders around a screen. 'business-public' is the business panel without the
 * business side menu: admin and partner users on public screens get the business header plus the
 * public page, whose own menus lead to business-only screens they cannot use.
 */
export type Layout = 'widget' | 'public' | 'business' | 'business-public' | 'admin' | 'partner' | 'standalone';

/**
 * Screens with their own minimal frame (logo, screen, a short footer) whoever opens them: the trial
 * sign-up, whose footer links are its own (TRIAL_FOOTER_LINKS).
 */
export const STANDALONE_ROUTE_NAMES = ['trial-registration'] as const;

/** Route names that count as public when the name contains any of these fragments. */
export const PUBLIC_ROUTE_FRAGMENTS = [
  'public',
  'projectdetail',
  'bundledetail',
  'wcuprofile',
  'wcu_partner',
  'public_cart',
  'personal-account-profile',
  'business-account-profile',
  'view-all-projects',
  'business-listing',
  'business-profile',
  'public-join-teammember',
  'business-members',
  'my-hive',
  'payment-redirect',
  'campaign-payment-success',
  'refer-a-project',
] as const;

/** Widget routes render bare, without any chrome, so they can sit in other sites' frames. */
export const WIDGET_ROUTE_FRAGMENT = 'widget-raw';

export const HOME_ROUTE_NAME = 'home';
export const LOGIN_ROUTE_NAME = 'login';
export const NOT_FOUND_ROUTE_NAME = 'not-found';

/** Screens where the business header is hidden: the payment hand-over and the public business sign-up. */
export const BUSINESS_HEADER_HIDDEN_ON = ['payment-redirect', 'payment-redirect-new', 'public-business-register'] as const;
/** Screens where the footer is hidden. */
export const FOOTER_HIDDEN_ON = ['payment-redirect'] as const;

export function isPublicRouteName(name: string): boolean {
  return PUBLIC_ROUTE_FRAGMENTS.some((fragment) => name.includes(fragment));
}

export function isWidgetRouteName(name: string): boolean {
  return name.includes(WIDGET_ROUTE_FRAGMENT);
}

export function isStandaloneRouteName(name: string): boolean {
  return (STANDALONE_ROUTE_NAMES as readonly string[]).includes(name);
}

/** Route names a downgraded member (role_id 1) may still open: upgrade, renew, impact and home. */
export function isOpenToDowngraded(routeName: string): boolean {
  return routeName === HOME_ROUTE_NAME || routeName === 'impact' || /upgrade|renew/.test(routeName);
}

export function isBusinessHeaderHidden(name: string): boolean {
  return (BUSINESS_HEADER_HIDDEN_ON as readonly string[]).includes(name);
}

/** Screens where visitors see no public header either: the public business register (connect), which has its own logo. */
export const PUBLIC_HEADER_HIDDEN_ON = ['public-business-register'] as const;

export function isPublicHeaderHidden(name: string): boolean {
  return (PUBLIC_HEADER_HIDDEN_ON as readonly string[]).includes(name);
}

export function isFooterHidden(name: string): boolean {
  return (FOOTER_HIDDEN_ON as readonly string[]).includes(name);
}

/** A tab title: '<Product> - <text>'. */
export function productTitle(text: string, productName: string = PRODUCT_NAME): string {
  return `${productName} - ${text}`;
}

/** The tab title: the route's own title, else '<Product> - <Route Name In Title Case>'. */
export function pageTitle(route: { name: string; title?: string }, productName: string = PRODUCT_NAME): string {
  return route.title ?? productTitle(titleCase(route.name), productName);
}

/** Picks the layout from the current user type (null for a visitor) and the route name. */
export function pickLayout(userType: UserType | null, routeName: string): Layout {
  if (isWidgetRouteName(routeName)) return 'widget';
  if (isStandaloneRouteName(routeName)) return 'standalone';
  if (userType === null) return 'public';
  if (isPublicRouteName(routeName)) return userType === 'business' ? 'business' : 'business-public';
  return userType;
}

/** Whether a visitor may open a route: public names, and routes whose area is public or widget (sign-in, not found). */
export function isOpenToVisitors(routeName: string, areas: readonly Area[]): boolean {
  return (
    isPublicRouteName(routeName) ||
    isWidgetRouteName(routeName) ||
    areas.some((area) => area === 'public' || area === 'widget')
  );
}

export type ShellDecision =
  | { kind: 'render'; layout: Layout }
  | { kind: 'redirect'; to: string; rememberReturnUrl: boolean };

export type ShellInput = {
  routeName: string;
  /** The areas of the route entries registered for the matched path. */
  areas: readonly Area[];
  userType: UserType | null;
  /** Where a sign-in that just succeeded wants to go (the sign-in screen decides it). */
  signInRedirect?: string | null;
  /** The signed-in user's role (downgraded members are kept to a few screens). */
  roleId?: number | null;
};

/** Business screens other than upgrade, renew, impact and home send a downgraded member to /impact. */
function isKeptFromDowngraded(userType: UserType, roleId: number | null, routeName: string, areas: readonly Area[]): boolean {
  if (userType !== 'business' || roleId !== ROLE.DOWNGRADED) return false;
  return areas.includes('business') && !isPublicRouteName(routeName) && !isOpenToDowngraded(routeName);
}

/**
 * The whole routing decision of the root shell:
 * visitors opening home go to sign-in; visitors opening a private screen go to sign-in and the screen
 * is remembered for afterwards; signed-in users opening sign-in go to the site root (or wherever the
 * sign-in that just happened sends them); downgraded members opening a closed business screen go to
 * /impact; everyone else gets a layout.
 */
export function decideShell({ routeName, areas, userType, signInRedirect = null, roleId = null }: ShellInput): ShellDecision {
  if (isWidgetRouteName(routeName)) return { kind: 'render', layout: 'widget' };
  if (userType === null) {
    if (routeName === HOME_ROUTE_NAME) return { kind: 'redirect', to: PATHS.login, rememberReturnUrl: false };
    if (!isOpenToVisitors(routeName, areas)) return { kind: 'redirect', to: PATHS.login, rememberReturnUrl: true };
    return { kind: 'render', layout: pickLayout(null, routeName) };
  }
  if (routeName === LOGIN_ROUTE_NAME) return { kind: 'redirect', to: signInRedirect ?? PATHS.root, rememberReturnUrl: false };
  if (isKeptFromDowngraded(userType, roleId, routeName, areas)) return { kind: 'redirect', to: PATHS.impact, rememberReturnUrl: false };
  return { kind: 'render', layout: pickLayout(userType, routeName) };
}

/**
 * Picks, among the entries registered for one path, the one the user sees: the entry of their own
 * area (the home path has one per area), else an entry open to everyone. Null means the path exists
 * but not for this kind of user, which the shell shows as not found.
 */
export function selectRouteEntry<E extends { area: Area; name: string }>(entries: readonly E[], userType: UserType | null): E | null {
  const own = userType ? entries.find((entry) => entry.area === userType) : undefined;
  if (own) return own;
  return entries.find((entry) => entry.area === 'public' || entry.area === 'widget' || isPublicRouteName(entry.name)) ?? null;
}
