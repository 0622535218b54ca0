import { PRODUCT_NAME, SUPPORT_EMAIL } from '@goodhive/contract/texts';
import type { InfoPageContent } from './types';
import { PATHS } from '../../../lib/paths';

export const termsContent: InfoPageContent = {
  eyebrow: 'Legal',
  title: 'Terms of use',
  intro: `These terms apply when you use ${PRODUCT_NAME}. They are written to be read: if anything is unclear, ask us at ${SUPPORT_EMAIL}.`,
  style: 'article',
  sections: [
    {
      heading: 'Your account',
      body: [
        'Keep your password to yourself and tell us straight away if you think someone else has used your account. Company admins are responsible for the people they invite.',
      ],
    },
    {
      heading: 'Giving',
      body: [
        'When you fund an impact, the amount goes to the partner project you chose. Impacts are counted once payment has been received. Amounts are calculated by us from the prices shown at the time you give.',
      ],
    },
    {
      heading: 'Partners',
      body: [
        'Worthy-cause partners agree to deliver the impacts they list and to report on them truthfully. We review partners before their projects go live.',
      ],
    },
    {
      heading: 'Fair use',
      body: [
        'Do not misuse the service, try to reach accounts that are not yours or present impacts you did not fund as your own. We may suspend accounts that do.',
      ],
    },
  ],
  links: [{ label: 'Privacy policy', to: PATHS.privacy, primary: true }],
};

export const privacyContent: InfoPageContent = {
  eyebrow: 'Legal',
  title: 'Privacy policy',
  intro: `${PRODUCT_NAME} keeps only what it needs to run your account and report your impact, and never sells your data.`,
  style: 'article',
  sections: [
    {
      heading: 'What we keep',
      body: [
        'Your name, e-mail address and account details; your company’s details if you give as a business; and the record of the impacts you fund.',
      ],
    },
    {
      heading: 'On your device',
      body: [
        'When you sign in, this browser keeps your session so you stay signed in, and a cookie remembers your e-mail address for the sign-in screen. Signing out removes the session.',
      ],
    },
    {
      heading: 'Who sees it',
      body: [
        'Partners see the impacts funded for their projects. Public profiles and listings show only what you choose to publish.',
      ],
    },
    {
      heading: 'Your choices',
      body: [`You can ask us for a copy of your data or for your account to be closed at ${SUPPORT_EMAIL}.`],
    },
  ],
  links: [{ label: 'Terms of use', to: PATHS.terms, primary: true }],
};
