import type { PublicPageSlug } from '@goodhive/contract/texts';
import { SUPPORT_EMAIL } from '@goodhive/contract/texts';
import type { InfoLink } from './types';
import { PATHS } from '../../../lib/paths';

/** The buttons under each public page: app addresses, so they live with the app rather than in the page's texts. */
export const PAGE_LINKS: Record<PublicPageSlug, readonly InfoLink[]> = {
  home: [
    { label: 'Start your free trial', to: PATHS.join, primary: true },
    { label: 'See how it works', to: PATHS.howItWorks },
    { label: 'Become a member', to: PATHS.signUp },
  ],
  'how-it-works': [
    { label: 'Explore the causes', to: PATHS.causes, primary: true },
    { label: 'Join Goodhive', to: PATHS.join },
    { label: 'Read the help center', to: PATHS.help },
  ],
  causes: [
    { label: 'Browse every project', to: PATHS.viewAllProjects, primary: true },
    { label: 'How it works', to: PATHS.howItWorks },
  ],
  community: [
    { label: 'Meet our members', to: PATHS.members, primary: true },
    { label: 'Impact Summit 2027', to: PATHS.summitPost },
  ],
  members: [{ label: 'Join Us', to: PATHS.join, primary: true }],
  about: [
    { label: 'See how it works', to: PATHS.howItWorks, primary: true },
    { label: 'Explore the causes', to: PATHS.causes },
  ],
  help: [
    { label: `E-mail ${SUPPORT_EMAIL}`, to: `mailto:${SUPPORT_EMAIL}`, primary: true },
    { label: 'Privacy policy', to: PATHS.privacy },
    { label: 'Terms of use', to: PATHS.terms },
  ],
  blog: [],
  terms: [{ label: 'Privacy policy', to: PATHS.privacy, primary: true }],
  privacy: [{ label: 'Terms of use', to: PATHS.terms, primary: true }],
};
