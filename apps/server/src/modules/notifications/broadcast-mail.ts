import { broadcastMailTexts as t } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

/** The e-mail copy of a staff broadcast: its title and message as plain text (escaped), its link as the button; the mailer adds its open-tracking image. */
export function broadcastMail(input: { title: string; message_body: string; external_link: string | null }): MailContent {
  const paragraphs = [...input.message_body.split(/\n{1,}/).map((p) => p.trim()).filter(Boolean), t.footer];
  return {
    template: 'broadcast',
    subject: input.title,
    ...layout({ preheader: t.preheader(input.title), heading: input.title, paragraphs, ...(input.external_link ? { action: { label: t.action, url: input.external_link } } : {}) }),
  };
}
