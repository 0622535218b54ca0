import { PRODUCT_NAME, TRIAL_DAYS } from '@goodhive/contract/texts';
import type { InfoPageContent } from './types';
import { PATHS } from '../../../lib/paths';

export const aboutContent: InfoPageContent = {
  eyebrow: `About ${PRODUCT_NAME}`,
  title: 'Giving that is part of how you do business',
  intro: `${PRODUCT_NAME} connects businesses and people with worthy-cause partners who deliver small, concrete impacts: a day of clean water, a tree in the ground, an hour of school. Every impact is tied to a real project, so you always know what your giving did.`,
  style: 'cards',
  sections: [
    {
      heading: 'What we do',
      body: [
        'We turn everyday moments of business, a sale, a new client or a team milestone, into impacts funded through our partners.',
        'You choose the impacts, we handle the giving, and the partners report back on what happened.',
      ],
    },
    {
      heading: 'Who it is for',
      body: ['Three kinds of people make the community work:'],
      points: [
        'Businesses that build giving into their products, teams and brand',
        'Individuals who want their giving to be specific and visible',
        'Worthy-cause partners who run the projects on the ground',
      ],
    },
    {
      heading: 'How we keep it honest',
      body: [
        'Partners are reviewed before their projects go live, and each impact is counted only once it has been paid for.',
        `New businesses can try everything for ${TRIAL_DAYS} days before they decide.`,
      ],
    },
  ],
  links: [
    { label: 'See how it works', to: PATHS.howItWorks, primary: true },
    { label: 'Explore the causes', to: PATHS.causes },
  ],
};
