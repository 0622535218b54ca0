import { hiveTexts, referralTexts as t } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

/** An invitation to a business: join Goodhive through the sender's company link (or into its hive). */
export function invitationMail(input: { sender: string; company: string; message: string | null; url: string; hiveTitle: string | null }): MailContent {
  const paragraphs = [...t.mailParagraphs(input.sender, input.company)];
  if (input.hiveTitle) paragraphs.push(hiveTexts.joinsInvite(input.hiveTitle));
  if (input.message) paragraphs.push(t.mailMessage(input.sender, input.message));
  return {
    template: 'referral-invitation',
    subject: t.mailSubject(input.company),
    ...layout({ preheader: t.mailSubject(input.company), heading: t.mailHeading(input.company), paragraphs, action: { label: t.mailAction, url: input.url } }),
  };
}
