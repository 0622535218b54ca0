import { PRODUCT_NAME } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

/** To the new address: the link that makes it the login e-mail. */
export function confirmEmailChangeMail(firstName: string, newEmail: string, url: string): MailContent {
  return {
    template: 'confirm-email-change',
    subject: `Confirm your new ${PRODUCT_NAME} login e-mail`,
    ...layout({
      preheader: 'One click to make this your login e-mail.',
      heading: `Confirm your new login e-mail, ${firstName}`,
      paragraphs: [
        `You asked to sign in to ${PRODUCT_NAME} with ${newEmail} from now on.`,
        'Your login e-mail changes once you open this link. Until then, keep signing in with your current e-mail. The link works for 24 hours.',
      ],
      action: { label: 'Confirm my new e-mail', url },
    }),
  };
}

/** To the old address: a change was asked for, so the owner can act if it was not them. */
export function emailChangeRequestedMail(firstName: string, newEmail: string): MailContent {
  return {
    template: 'email-change-requested',
    subject: `Your ${PRODUCT_NAME} login e-mail is about to change`,
    ...layout({
      preheader: `A change of your login e-mail to ${newEmail} was asked for.`,
      heading: `Your login e-mail is about to change, ${firstName}`,
      paragraphs: [
        `Someone signed in to your account asked to change its login e-mail to ${newEmail}. The change takes effect only once the link sent to that address is opened.`,
        'If this was not you, change your password now and contact us: until the link is opened, your account still signs in with this address.',
      ],
    }),
  };
}

/** To the old address once the change took effect. */
export function emailChangedMail(firstName: string, newEmail: string): MailContent {
  return {
    template: 'email-changed',
    subject: `Your ${PRODUCT_NAME} login e-mail has changed`,
    ...layout({
      preheader: `You now sign in with ${newEmail}.`,
      heading: `Your login e-mail has changed, ${firstName}`,
      paragraphs: [`From now on you sign in to ${PRODUCT_NAME} with ${newEmail}. This address will no longer receive sign-in codes.`, 'If this was not you, please contact us at once.'],
    }),
  };
}
