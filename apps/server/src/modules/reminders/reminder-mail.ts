import { impactReminderMailTexts as t } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

/** The giving reminder e-mail: the member's own reminder, with a link to the projects. */
export function impactReminderMail(input: { firstName: string; name: string; note: string | null; schedule: string; url: string }): MailContent {
  return {
    template: 'impact-reminder',
    subject: t.subject(input.name),
    ...layout({ preheader: t.preheader, heading: t.heading(input.firstName), paragraphs: t.paragraphs(input.name, input.note, input.schedule), action: { label: t.action, url: input.url } }),
  };
}
