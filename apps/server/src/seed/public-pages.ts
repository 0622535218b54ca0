import { CURRENCY_CHANGE_DATE, PRODUCT_NAME, SUPPORT_EMAIL, TRIAL_DAYS, TRIAL_FUNDED_USD, formatAmount } from '@goodhive/contract';
import type { PublicPageSlug } from '@goodhive/contract';
import type { StoredPublicPageSection } from '../db/schema/index.js';

type PageSeed = {
  slug: PublicPageSlug;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  style: 'cards' | 'article';
  sections: StoredPublicPageSection[];
};

const currencyChange = new Date(`${CURRENCY_CHANGE_DATE}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The first texts of the public pages; staff change them afterwards in the back-office (Public pages). */
export const PUBLIC_PAGE_SEEDS: readonly PageSeed[] = [
  {
    slug: 'home',
    title: `${PRODUCT_NAME}: small, real impacts, woven into everyday business`,
    description: `${PRODUCT_NAME} lets businesses and individuals fund clean water, trees and school days delivered by vetted worthy-cause partners, and see every impact.`,
    eyebrow: 'Welcome to Goodhive',
    heading: 'Small, real impacts, woven into everyday business',
    intro: `${PRODUCT_NAME} lets businesses and individuals fund small, concrete impacts (a day of clean water, a tree, a day of school) delivered by vetted worthy-cause partners, and then see and show what each one did.`,
    style: 'cards',
    sections: [
      { heading: 'Give to something you can picture', body: ['Every project says exactly what one impact pays for and what it costs, so a few dollars become a day of water for a family or a tree in the ground.'] },
      { heading: 'Make it part of how you work', body: ['Businesses tie recurring impacts to their sales, clients and team milestones, and share them with embeddable widgets and gratitude certificates.'] },
      { heading: 'See what it did', body: ['Partners deliver the impacts and post updates from the field; your impact history counts every paid impact and the people it reached.'] },
    ],
  },
  {
    slug: 'how-it-works',
    title: `How ${PRODUCT_NAME} works: give small, give often, see the impact`,
    description: `Choose an impact from vetted worthy-cause partners, give once or every month, and follow what it did. Businesses start with a ${TRIAL_DAYS}-day free trial.`,
    eyebrow: 'How it works',
    heading: 'Three steps from good intentions to real impact',
    intro: 'Giving works best when it is small, specific and steady. This is how members make it part of their week rather than a once-a-year cheque.',
    style: 'cards',
    sections: [
      { kicker: 'Step 1', heading: 'Choose an impact', body: ['Pick from projects run by our worthy-cause partners: water access, trees, education, health and more. Each one shows exactly what a single impact pays for.'] },
      { kicker: 'Step 2', heading: 'Give as you go', body: ['Give once, or set up a recurring impact that runs every month. Businesses can tie giving to sales, clients or team milestones.'] },
      { kicker: 'Step 3', heading: 'See what it did', body: ['Your impact history counts every paid impact, and partners post updates from the projects you helped fund.'] },
      {
        id: 'trial',
        kicker: 'Try it',
        heading: `A ${TRIAL_DAYS}-day trial, with your first impact on us`,
        body: [`New businesses get ${TRIAL_DAYS} days to explore, and we fund the first US $${formatAmount(TRIAL_FUNDED_USD)} of giving so you can see an impact happen before you spend anything.`],
      },
    ],
  },
  {
    slug: 'causes',
    title: `Causes: water, trees, education and more | ${PRODUCT_NAME}`,
    description: 'Browse the causes our vetted worthy-cause partners work on, from clean water and trees to education and health, and give to a live project in a few clicks.',
    eyebrow: 'Causes',
    heading: 'The causes our partners work on',
    intro: 'Every project on Goodhive belongs to one of these causes. Pick the ones that matter to you and your customers; our partners take care of the rest.',
    style: 'cards',
    sections: [],
  },
  {
    slug: 'community',
    title: `The ${PRODUCT_NAME} community of members and partners`,
    description: `${PRODUCT_NAME} is a network of businesses, individuals and worthy-cause partners who give together, share what works and meet at the Impact Summit.`,
    eyebrow: 'Community',
    heading: 'A community that gives together',
    intro: `${PRODUCT_NAME} is more than a way to give: it is a network of members and partners who share what works, cheer each other on and meet in person once a year.`,
    style: 'cards',
    sections: [
      { heading: 'Members', body: ['Businesses of every size and individuals who give through Goodhive, from solo founders to teams of hundreds.'] },
      { heading: 'Worthy-cause partners', body: ['Organisations on the ground that design the projects, deliver the impacts and report back on them.'] },
      { heading: 'Gatherings', body: ['Members meet at local events through the year and at the Goodhive Impact Summit each autumn.'] },
    ],
  },
  {
    slug: 'members',
    title: `Our members: businesses that give through ${PRODUCT_NAME}`,
    description: 'Meet the businesses that fund real impacts through Goodhive. Search the member listing by name and filter it by country and industry.',
    eyebrow: 'Community',
    heading: 'Our members',
    intro: 'Members are the businesses and people who fund impacts through Goodhive. What they share is a habit: giving a little, often, and in a way that is connected to what they do.',
    style: 'cards',
    sections: [],
  },
  {
    slug: 'about',
    title: `About ${PRODUCT_NAME}: giving as part of how you do business`,
    description: `${PRODUCT_NAME} connects businesses and people with worthy-cause partners who deliver small, concrete impacts: clean water, trees planted and hours of school.`,
    eyebrow: `About ${PRODUCT_NAME}`,
    heading: 'Giving that is part of how you do business',
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
        body: ['Partners are reviewed before their projects go live, and each impact is counted only once it has been paid for.', `New businesses can try everything for ${TRIAL_DAYS} days before they decide.`],
      },
    ],
  },
  {
    slug: 'help',
    title: `Help center | ${PRODUCT_NAME}`,
    description: `Answers to the questions members ask most about signing in, impacts, currencies and accounts, and how to reach a person at ${PRODUCT_NAME}.`,
    eyebrow: 'Help center',
    heading: 'How can we help?',
    intro: `Answers to the questions members ask most. If yours is not here, write to ${SUPPORT_EMAIL} and a person will reply, usually within one working day.`,
    style: 'article',
    sections: [
      {
        id: 'signing-in',
        heading: 'Signing in',
        body: [
          'Sign in with the e-mail address and password you registered with. The sign-in screen remembers your e-mail on this device so you only type your password next time.',
          `If you cannot sign in, contact ${SUPPORT_EMAIL} from the address on your account and we will help you get back in.`,
        ],
      },
      { id: 'impacts', heading: 'What counts as an impact?', body: ['An impact is one unit of a partner project, such as a day of water access or a tree planted. It counts in your impact history once it has been paid for.'] },
      {
        id: 'currencies',
        heading: 'Which currencies do you use?',
        body: [`Amounts are shown in US dollars and Singapore dollars. Contributions made before ${currencyChange} were recorded in Singapore dollars first.`],
      },
      {
        id: 'accounts',
        heading: 'Personal and business accounts',
        body: ['A personal account is for your own giving. A business account belongs to a company; its admins can give on the company’s behalf and invite the team.'],
      },
      { id: 'contact', heading: 'Contact us', body: [`E-mail ${SUPPORT_EMAIL}. Please include the e-mail address of your account so we can find it quickly.`] },
    ],
  },
  {
    slug: 'blog',
    title: `Blog: stories from the hive | ${PRODUCT_NAME}`,
    description: 'News from the Goodhive community, lessons from our worthy-cause partners and ideas for making giving a habit in your business and your team.',
    eyebrow: 'Blog',
    heading: 'Stories from the hive',
    intro: 'News from the community, lessons from our partners and ideas for making giving a habit.',
    style: 'article',
    sections: [
      {
        id: 'impact-summit-2027',
        kicker: 'Announcement',
        heading: 'Announcing the Goodhive Impact Summit 2027',
        body: [
          'On 14 and 15 October 2027 the community meets in Singapore, with every session streamed for members who join online.',
          'Day one belongs to the partners: field reports from water, reforestation and education projects in twelve countries, told by the people who run them. Day two is hands-on, with workshops on weaving giving into products, client work and team rituals, and on telling that story honestly.',
          'Members attend free. Seats in the room are limited, so registration opens to members first.',
        ],
      },
      {
        id: 'small-impacts',
        kicker: 'Ideas',
        heading: 'Why small impacts add up',
        body: [
          'A single day of clean water sounds modest. Tied to every order a small shop ships, it becomes thousands of days a year, and a story customers remember.',
          'Small, specific impacts are easy to understand, easy to repeat and easy to report. That is what makes them last.',
        ],
      },
      {
        id: 'giving-as-a-team',
        kicker: 'Practice',
        heading: 'Giving as a team',
        body: ['The members who keep giving are the ones who share it. Let each person on the team choose an impact for a milestone they care about, and celebrate the result together.'],
      },
    ],
  },
  {
    slug: 'terms',
    title: `Terms of use | ${PRODUCT_NAME}`,
    description: `The terms that apply when you use ${PRODUCT_NAME}: your account, how giving and impacts are counted, what partners agree to, and fair use of the service.`,
    eyebrow: 'Legal',
    heading: 'Terms of use',
    intro: `These terms apply when you use ${PRODUCT_NAME}. They are written to be read: if anything is unclear, ask us at ${SUPPORT_EMAIL}.`,
    style: 'article',
    sections: [
      { heading: 'Your account', body: ['Keep your password to yourself and tell us straight away if you think someone else has used your account. Company admins are responsible for the people they invite.'] },
      {
        heading: 'Giving',
        body: ['When you fund an impact, the amount goes to the partner project you chose. Impacts are counted once payment has been received. Amounts are calculated by us from the prices shown at the time you give.'],
      },
      { heading: 'Partners', body: ['Worthy-cause partners agree to deliver the impacts they list and to report on them truthfully. We review partners before their projects go live.'] },
      { heading: 'Fair use', body: ['Do not misuse the service, try to reach accounts that are not yours or present impacts you did not fund as your own. We may suspend accounts that do.'] },
    ],
  },
  {
    slug: 'privacy',
    title: `Privacy policy | ${PRODUCT_NAME}`,
    description: `What ${PRODUCT_NAME} keeps about you, what stays on your device, who sees it and how to ask for a copy of your data or for your account to be closed.`,
    eyebrow: 'Legal',
    heading: 'Privacy policy',
    intro: `${PRODUCT_NAME} keeps only what it needs to run your account and report your impact, and never sells your data.`,
    style: 'article',
    sections: [
      { heading: 'What we keep', body: ['Your name, e-mail address and account details; your company’s details if you give as a business; and the record of the impacts you fund.'] },
      {
        heading: 'On your device',
        body: ['When you sign in, this browser keeps your session so you stay signed in, and a cookie remembers your e-mail address for the sign-in screen. Signing out removes the session.'],
      },
      { heading: 'Who sees it', body: ['Partners see the impacts funded for their projects. Public profiles and listings show only what you choose to publish.'] },
      { heading: 'Your choices', body: [`You can ask us for a copy of your data or for your account to be closed at ${SUPPORT_EMAIL}.`] },
    ],
  },
];
