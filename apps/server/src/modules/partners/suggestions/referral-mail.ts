import { PRODUCT_NAME } from '@goodhive/contract';
import { layout, type MailContent } from '../../../lib/mail/templates.js';

/** To staff: someone suggested a worthy cause; the link opens the list of suggestions. */
export function causeSuggestedMail(input: { causeName: string; referrerName: string; country: string | null; website: string | null; description: string; url: string }): MailContent {
  return {
    template: 'worthy-cause-suggested',
    subject: `New worthy cause suggested: ${input.causeName}`,
    ...layout({
      preheader: `${input.referrerName} suggested ${input.causeName} for ${PRODUCT_NAME}.`,
      heading: 'A worthy cause was suggested',
      paragraphs: [
        `${input.referrerName} suggested ${input.causeName}${input.country ? ` (${input.country})` : ''}.`,
        ...(input.website ? [`Website: ${input.website}`] : []),
        `Why: ${input.description}`,
        'Open the suggested causes to follow it up.',
      ],
      action: { label: 'See suggested causes', url: input.url },
    }),
  };
}
