import { PRODUCT_NAME } from '@goodhive/contract/texts';
import type { InfoPageContent } from './types';
import { PATHS } from '../../../lib/paths';

export const communityContent: InfoPageContent = {
  eyebrow: 'Community',
  title: 'A community that gives together',
  intro: `${PRODUCT_NAME} is more than a way to give: it is a network of members and partners who share what works, cheer each other on and meet in person once a year.`,
  style: 'cards',
  sections: [
    {
      heading: 'Members',
      body: ['Businesses of every size and individuals who give through Goodhive, from solo founders to teams of hundreds.'],
    },
    {
      heading: 'Worthy-cause partners',
      body: ['Organisations on the ground that design the projects, deliver the impacts and report back on them.'],
    },
    {
      heading: 'Gatherings',
      body: ['Members meet at local events through the year and at the Goodhive Impact Summit each autumn.'],
    },
  ],
  links: [
    { label: 'Meet our members', to: PATHS.members, primary: true },
    { label: 'Impact Summit 2027', to: PATHS.summitPost },
  ],
};

export const membersContent: InfoPageContent = {
  eyebrow: 'Community',
  title: 'Our members',
  intro: 'Members are the businesses and people who fund impacts through Goodhive. What they share is a habit: giving a little, often, and in a way that is connected to what they do.',
  style: 'cards',
  sections: [
    {
      heading: 'Business members',
      body: ['Companies that build giving into sales, client work and team life, and show it on their own sites with impact widgets.'],
      points: ['Memberships grow with you: Tiny, Small, SME and SME PLUS', 'Team accounts so everyone can give', 'A business listing in the member directory'],
    },
    {
      heading: 'Personal members',
      body: ['Individuals who choose specific impacts, give once or monthly and follow the updates from the projects they fund.'],
    },
    {
      heading: 'Becoming a member',
      body: ['Businesses start with a free trial. When you are ready, pick the membership that fits your size.'],
    },
  ],
  links: [{ label: 'Join Us', to: PATHS.join, primary: true }],
};
