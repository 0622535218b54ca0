/** The public site's pages and texts (public-site.ts has the schemas); zod-free for the web app's first paint. */

/** Every public page, its address and the slug its texts are stored under. */
export const PUBLIC_PAGES = [
  { slug: 'home', path: '/welcome' },
  { slug: 'how-it-works', path: '/how-it-works' },
  { slug: 'causes', path: '/causes' },
  { slug: 'community', path: '/community' },
  { slug: 'members', path: '/members' },
  { slug: 'about', path: '/about' },
  { slug: 'help', path: '/help' },
  { slug: 'blog', path: '/blog' },
  { slug: 'terms', path: '/terms' },
  { slug: 'privacy', path: '/privacy' },
] as const;
export type PublicPageSlug = (typeof PUBLIC_PAGES)[number]['slug'];
export const PUBLIC_PAGE_SLUGS = PUBLIC_PAGES.map((page) => page.slug) as [PublicPageSlug, ...PublicPageSlug[]];

export const publicSiteTexts = {
  pageNotFound: 'There is no such page.',
  pageSaved: 'The page was saved.',
  titleRequired: 'Enter the page title.',
  descriptionLength: 'The description must be 50 to 170 characters, so search engines show it whole.',
  headingRequired: 'Enter the heading.',
  introRequired: 'Enter the introduction.',
  sectionHeadingRequired: 'Every section needs a heading.',
  sectionBodyRequired: 'Every section needs at least one paragraph.',
} as const;

/** How many projects and businesses the visitors' home (/welcome) shows. */
export const PUBLIC_HOME_PROJECTS = 3;
export const PUBLIC_HOME_MEMBERS = 4;

/** The sign-in screen's heading (/login, its first step), which the server's first paint of the screen repeats. */
export const SIGN_IN_HEADING = { title: 'Sign in', lead: 'Welcome back. Sign in to follow your impact.' } as const;

/** The conference announcement beside the sign-in panel (/login); the server's first paint shows it too. */
export const SUMMIT_ANNOUNCEMENT = {
  badge: 'Conference announcement',
  title: 'Goodhive Impact Summit 2027',
  date: '14–15 October 2027',
  place: 'Singapore and online',
  lead: 'Two days with the businesses, members and worthy-cause partners who turn everyday work into clean water, new trees and school days. Bring your team; leave with a giving plan that fits the way you already do business.',
  points: ['Field stories from partners in twelve countries', 'Workshops on weaving giving into products and teams', 'Members attend free; seats are limited'],
  link: 'Read the summit announcement',
} as const;
