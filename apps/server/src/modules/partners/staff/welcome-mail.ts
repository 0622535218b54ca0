import { PANEL_TITLES, PARTNER_WELCOME_LINK_DAYS, PRODUCT_NAME } from '@goodhive/contract';
import { layout, type MailContent } from '../../../lib/mail/templates.js';

/** The welcome e-mail of a partner user staff created: a one-time link to set the first password. */
export function partnerWelcomeMail(input: { firstName: string; worthyCauseName: string; email: string; url: string }): MailContent {
  return {
    template: 'partner-welcome',
    subject: `Welcome to ${PRODUCT_NAME}: set your password`,
    ...layout({
      preheader: `${input.worthyCauseName} now has a ${PANEL_TITLES.partner}. Set your password to sign in.`,
      heading: `Welcome to ${PRODUCT_NAME}, ${input.firstName}!`,
      paragraphs: [
        `Our team has opened the ${PANEL_TITLES.partner} for ${input.worthyCauseName}. There you keep your organisation's profile, projects and updates current, and see what members gave to your projects.`,
        `Choose your password with the button below, then sign in with ${input.email}. The link works once and expires in ${PARTNER_WELCOME_LINK_DAYS} days; after that, use 'Forgot password' on the sign-in page.`,
      ],
      action: { label: 'Set my password', url: input.url },
    }),
  };
}
