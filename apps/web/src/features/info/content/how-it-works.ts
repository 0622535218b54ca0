import { TRIAL_DAYS, TRIAL_FUNDED_USD, formatAmount } from '@goodhive/contract/texts';
import type { InfoPageContent } from './types';
import { PATHS } from '../../../lib/paths';

export const howItWorksContent: InfoPageContent = {
  eyebrow: 'How it works',
  title: 'Three steps from good intentions to real impact',
  intro: 'Giving works best when it is small, specific and steady. This is how members make it part of their week rather than a once-a-year cheque.',
  style: 'cards',
  sections: [
    {
      kicker: 'Step 1',
      heading: 'Choose an impact',
      body: [
        'Pick from projects run by our worthy-cause partners: water access, trees, education, health and more. Each one shows exactly what a single impact pays for.',
      ],
    },
    {
      kicker: 'Step 2',
      heading: 'Give as you go',
      body: [
        'Give once, or set up a recurring impact that runs every month. Businesses can tie giving to sales, clients or team milestones.',
      ],
    },
    {
      kicker: 'Step 3',
      heading: 'See what it did',
      body: [
        'Your impact history counts every paid impact, and partners post updates from the projects you helped fund.',
      ],
    },
    {
      id: 'trial',
      kicker: 'Try it',
      heading: `A ${TRIAL_DAYS}-day trial, with your first impact on us`,
      body: [
        `New businesses get ${TRIAL_DAYS} days to explore, and we fund the first US $${formatAmount(TRIAL_FUNDED_USD)} of giving so you can see an impact happen before you spend anything.`,
      ],
    },
  ],
  links: [
    { label: 'Join Goodhive', to: PATHS.join, primary: true },
    { label: 'Read the help center', to: PATHS.help },
  ],
};
