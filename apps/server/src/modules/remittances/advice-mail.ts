import { PRODUCT_NAME } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

/** Tells a partner a remittance was sent, with the advice attached and a link to its resources. */
export function remittanceAdviceMail(input: { firstName: string; partnerName: string; period: string; amount: string; url: string; pdf: { filename: string; content: Buffer } }): MailContent {
  return {
    template: 'remittance-advice',
    subject: `${PRODUCT_NAME} remittance to ${input.partnerName}: ${input.amount}`,
    attachments: [{ filename: input.pdf.filename, content: input.pdf.content, contentType: 'application/pdf' }],
    ...layout({
      preheader: `${input.amount} for ${input.period} is on its way.`,
      heading: `Hello ${input.firstName},`,
      paragraphs: [
        `We have sent ${input.partnerName} ${input.amount} for the giving of ${input.period}.`,
        'The remittance advice is attached and in Resources of your panel, with the amount per project. Please open it there to confirm you received it.',
      ],
      action: { label: 'Open Resources', url: input.url },
    }),
  };
}
