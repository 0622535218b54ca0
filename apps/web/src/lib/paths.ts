/**
 * Every in-app address that screens link to. The route table declares its paths from these too, so a
 * moved screen changes in one place.
 */
export const PATHS = {
  root: '/',
  impact: '/impact',
  login: '/login',
  /** The trial sign-up (business-and-public §2 'Trial registration'). */
  join: '/trial-registration',
  about: '/about',
  howItWorks: '/how-it-works',
  causes: '/causes',
  community: '/community',
  members: '/members',
  blog: '/blog',
  summitPost: '/blog#impact-summit-2027',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
} as const;
