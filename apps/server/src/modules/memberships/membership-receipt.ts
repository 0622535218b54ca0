import { formatAmount, membershipMessages, membershipPaymentStatusLabel } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import { buildLabelledReceiptPdf } from '../../lib/pdf/labelled-receipt.js';
import { formatDay as day } from '../../lib/day-format.js';

export type MembershipReceipt = {
  paymentId: number;
  paidAt: Date;
  payer: { name: string; email: string; company: string };
  packageName: string;
  periodName: string;
  amountUsd: number;
  paymentStatus: number;
  provider: string | null;
  reference: string | null;
  isRenewal: boolean;
  membershipEndDate: Date;
};

/** The receipt file name of a membership payment. */
export const membershipReceiptFileName = (paymentId: number) => `membership_receipt_${paymentId}.pdf`;

/** Renders the receipt of one paid membership payment as a PDF (A4, standard fonts). */
export function buildMembershipReceiptPdf(r: MembershipReceipt): Promise<Buffer> {
  const rows: [string, string][] = [
    ['Receipt number', `M-${r.paymentId}`],
    ['Date paid', day(r.paidAt)],
    ['Billed to', `${r.payer.name} <${r.payer.email}>`],
    ['Business', r.payer.company],
    ['Package', r.packageName],
    ['Membership period', r.periodName],
    ['Kind', r.isRenewal ? 'Renewal' : 'Upgrade'],
    ['Membership valid until', day(r.membershipEndDate)],
    ['Payment status', membershipPaymentStatusLabel(r.paymentStatus)],
    ['Paid through', r.provider ?? '-'],
    ['Payment reference', r.reference ?? '-'],
  ];
  return buildLabelledReceiptPdf({ title: `Membership receipt ${r.paymentId}`, heading: 'Membership receipt', rows, totalUsd: r.amountUsd });
}

/** The e-mail that carries the membership receipt. */
export function membershipReceiptMail(input: { firstName: string; r: MembershipReceipt; url: string; pdf: Buffer }): MailContent {
  const amount = formatAmount(input.r.amountUsd);
  return {
    template: 'membership-receipt',
    subject: `${membershipMessages.receiptSubject}: US $${amount}`,
    attachments: [{ filename: membershipReceiptFileName(input.r.paymentId), content: input.pdf, contentType: 'application/pdf' }],
    ...layout({
      preheader: `Your ${input.r.packageName} membership is active until ${day(input.r.membershipEndDate)}.`,
      heading: `Thank you, ${input.firstName}!`,
      paragraphs: [
        `We received US $${amount} for the ${input.r.packageName} membership (${input.r.periodName}) of ${input.r.payer.company}.`,
        `Your membership is active until ${day(input.r.membershipEndDate)}. The receipt is attached as a PDF.`,
      ],
      action: { label: 'Go to my account', url: input.url },
    }),
  };
}
