/** The zod-free part of site-search.ts (re-exported there): the pages the header search finds, its limits and texts. */

/** Who may open a page: every business member, company admins who manage tokens and the team, partners, staff. */
export type SitePageAudience = 'business' | 'business_admin' | 'partner' | 'admin';

/** A screen the header search offers: its address and its title as the route table and side menu name it. */
export type SitePage = { path: string; title: string; audience: SitePageAudience; keywords?: string };

/**
 * The screens without a parameter in their address that a member may open, with their titles: the web app's
 * route tables (apps/web/src/app/routes) list the same paths (a web test checks it), and the server searches them.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', title: 'Dashboard', audience: 'business' },
  { path: '/impact', title: 'Home', audience: 'business', keywords: 'impact overview' },
  { path: '/view-all-projects', title: 'Explore Project List', audience: 'business', keywords: 'projects catalogue give' },
  { path: '/recurring-impacts', title: 'Recurring impacts', audience: 'business', keywords: 'stories monthly' },
  { path: '/create-recurring-impacts', title: 'Create Recurring Impact', audience: 'business', keywords: 'story' },
  { path: '/impact-history', title: 'View Impact History', audience: 'business', keywords: 'impact history contributions giving' },
  { path: '/giving-widget', title: 'Embed Impact Widgets', audience: 'business', keywords: 'widget embed' },
  { path: '/project-updates/list', title: 'Follow Your Impact Updates', audience: 'business', keywords: 'project updates' },
  { path: '/token-management', title: 'Manage Impact Tokens', audience: 'business_admin', keywords: 'tokens employees' },
  { path: '/team-accounts-management', title: 'Team accounts', audience: 'business_admin', keywords: 'team members invite' },
  { path: '/developers', title: 'Developers', audience: 'business_admin', keywords: 'api keys giving api' },
  { path: '/developers/webhooks', title: 'Webhooks', audience: 'business_admin', keywords: 'developers webhook endpoints events signature' },
  { path: '/developers/docs', title: 'Giving API', audience: 'business_admin', keywords: 'developers api documentation openapi' },
  { path: '/invite', title: 'Refer Another Business', audience: 'business', keywords: 'referral refer' },
  { path: '/gratitude-certificate', title: 'Gratitude Certificate', audience: 'business', keywords: 'certificate' },
  { path: '/media-kit-brand-guideline', title: 'Media Kit: Brand Guideline', audience: 'business', keywords: 'media kit brand logo' },
  { path: '/useful-resources', title: 'Useful Resources', audience: 'business', keywords: 'guides' },
  { path: '/events', title: 'Event Calendar', audience: 'business', keywords: 'events calendar' },
  { path: '/business-listing', title: 'Business Listing', audience: 'business', keywords: 'members businesses' },
  { path: '/impact-partnership', title: 'Partnership Status', audience: 'business', keywords: 'partner level' },
  { path: '/giving-cart', title: 'Giving Cart', audience: 'business', keywords: 'cart checkout' },
  { path: '/billing-details', title: 'Billing Details', audience: 'business', keywords: 'cards tax billing' },
  { path: '/billing-impacts', title: 'Billing Impacts', audience: 'business', keywords: 'receipts payments' },
  { path: '/notification-settings', title: 'Notification Settings', audience: 'business', keywords: 'emails notifications' },
  { path: '/impact-reminders', title: 'Giving Reminders', audience: 'business', keywords: 'reminders' },
  { path: '/personal/profile/', title: 'Your Profile', audience: 'business', keywords: 'profile account' },
  { path: '/profile/upgrade-options/', title: 'Membership Packages', audience: 'business', keywords: 'membership upgrade package' },
  { path: '/refer-a-project', title: 'Refer a Project', audience: 'business', keywords: 'suggest worthy cause' },
  { path: '/', title: 'Home', audience: 'admin', keywords: 'dashboard' },
  { path: '/admin/users', title: 'Users', audience: 'admin', keywords: 'members accounts' },
  { path: '/admin/audit-log', title: 'Audit log', audience: 'admin' },
  { path: '/admin/hives', title: 'Hives', audience: 'admin' },
  { path: '/admin/referrals', title: 'Referral codes', audience: 'admin' },
  { path: '/admin/broadcast-notifications', title: 'Broadcast notifications', audience: 'admin', keywords: 'communication message' },
  { path: '/admin/banner', title: 'Banners', audience: 'admin', keywords: 'header' },
  { path: '/admin/events', title: 'Events', audience: 'admin', keywords: 'calendar' },
  { path: '/admin/emails/list', title: 'Milestone e-mails', audience: 'admin', keywords: 'emails milestones communication' },
  { path: '/admin/giving', title: 'Giving', audience: 'admin', keywords: 'contributions' },
  { path: '/admin/giving/credits', title: 'Giving credits', audience: 'admin' },
  { path: '/admin/giving/remittance', title: 'Remittances', audience: 'admin' },
  { path: '/admin/membership-payments', title: 'Membership payments', audience: 'admin' },
  { path: '/admin/public-pages', title: 'Public pages', audience: 'admin' },
  { path: '/', title: 'Home', audience: 'partner' },
  { path: '/projects-list', title: 'Projects', audience: 'partner' },
  { path: '/contributions-management', title: 'Contributions', audience: 'partner' },
  { path: '/resources', title: 'Resources', audience: 'partner', keywords: 'documents remittance advice' },
];

/** The longest keyword the search takes; longer is refused with 422. */
export const SEARCH_KEYWORD_MAX = 100;
/** At most this many results of each kind (pages, projects, partners, users). */
export const SEARCH_KIND_LIMIT = 5;
/** The header box waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 200;

export const SEARCH_RESULT_KINDS = ['page', 'project', 'partner', 'user'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

export const searchTexts = {
  label: 'Search',
  placeholder: 'Search pages, projects, partners…',
  empty: (keyword: string) => `Nothing found for “${keyword}”.`,
  searching: 'Searching…',
  failed: 'The search could not be done. Please try again.',
  keywordTooLong: `The search may be at most ${SEARCH_KEYWORD_MAX} characters.`,
  kinds: { page: 'Page', project: 'Project', partner: 'Worthy cause', user: 'User' } satisfies Record<SearchResultKind, string>,
} as const;
