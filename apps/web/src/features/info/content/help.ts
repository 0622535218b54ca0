import { CURRENCY_CHANGE_DATE, SUPPORT_EMAIL } from '@goodhive/contract/texts';
import dayjs from 'dayjs';
import type { InfoPageContent } from './types';
import { PATHS } from '../../../lib/paths';

export const helpContent: InfoPageContent = {
  eyebrow: 'Help center',
  title: 'How can we help?',
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
    {
      id: 'impacts',
      heading: 'What counts as an impact?',
      body: [
        'An impact is one unit of a partner project, such as a day of water access or a tree planted. It counts in your impact history once it has been paid for.',
      ],
    },
    {
      id: 'currencies',
      heading: 'Which currencies do you use?',
      body: [
        `Amounts are shown in US dollars and Singapore dollars. Contributions made before ${dayjs(CURRENCY_CHANGE_DATE).format('D MMMM YYYY')} were recorded in Singapore dollars first.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Personal and business accounts',
      body: [
        'A personal account is for your own giving. A business account belongs to a company; its admins can give on the company’s behalf and invite the team.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: [`E-mail ${SUPPORT_EMAIL}. Please include the e-mail address of your account so we can find it quickly.`],
    },
  ],
  links: [
    { label: `E-mail ${SUPPORT_EMAIL}`, to: `mailto:${SUPPORT_EMAIL}`, primary: true },
    { label: 'Privacy policy', to: PATHS.privacy },
    { label: 'Terms of use', to: PATHS.terms },
  ],
};
