import { PATHS } from '../../../lib/paths';

/** The links of the public header, the one visitors who are not signed in see. */
export type PublicNavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'group'; label: string; items: { label: string; to: string; description: string }[] };

export const PUBLIC_NAV: readonly PublicNavItem[] = [
  { kind: 'link', label: 'How it works', to: PATHS.howItWorks },
  { kind: 'link', label: 'Causes', to: PATHS.causes },
  {
    kind: 'group',
    label: 'Community',
    items: [
      { label: 'Community', to: PATHS.community, description: 'Members, partners and gatherings' },
      { label: 'Members', to: PATHS.members, description: 'The businesses and people who give' },
    ],
  },
  { kind: 'link', label: 'Blog', to: PATHS.blog },
];

export const LOGIN_LINK = { label: 'Login', to: PATHS.login } as const;
/** Join Us opens the trial sign-up. */
export const JOIN_LINK = { label: 'Join Us', to: PATHS.join } as const;
