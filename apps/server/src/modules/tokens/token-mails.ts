import { formatAmount, tokenMailTexts, tokenMessages } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import { buildLabelledReceiptPdf } from '../../lib/pdf/labelled-receipt.js';
import { formatDay as day } from '../../lib/day-format.js';

/** The e-mail a token recipient gets, with the link to set up an account or to allocate. */
export function tokenIssuedMail(input: { firstName: string; issuer: string; amountUsd: number; expiresAt: Date; url: string; hasAccount: boolean }): MailContent {
  const t = tokenMailTexts.issued;
  return {
    template: 'token-issued',
    subject: t.subject(input.issuer),
    ...layout({
      preheader: `US $${formatAmount(input.amountUsd)} of Impact Tokens to give`,
      heading: t.heading(input.firstName),
      paragraphs: t.paragraphs(input.issuer, formatAmount(input.amountUsd), day(input.expiresAt)),
      action: { label: input.hasAccount ? t.actionExisting : t.actionNew, url: input.url },
    }),
  };
}

/** Told to the holder and the company's admins before a token expires. */
export function tokenExpiringMail(input: { firstName: string; amountUsd: number; expiresAt: Date; url: string; forCompany: string | null }): MailContent {
  const t = tokenMailTexts.expiring;
  const text = tokenMessages.expiringSoon(formatAmount(input.amountUsd), day(input.expiresAt));
  return {
    template: 'token-expiring',
    subject: t.subject,
    ...layout({
      preheader: text,
      heading: t.heading,
      paragraphs: input.forCompany ? [`Hi ${input.firstName}, tokens ${input.forCompany} issued are about to expire.`, text] : [`Hi ${input.firstName},`, text],
      action: { label: 'Open Impact Tokens', url: input.url },
    }),
  };
}

/** Told to the holder and the company's admins when a token expired. */
export function tokenExpiredMail(input: { firstName: string; amountUsd: number; url: string }): MailContent {
  const t = tokenMailTexts.expired;
  const text = tokenMessages.expiredNotice(formatAmount(input.amountUsd));
  return { template: 'token-expired', subject: t.subject, ...layout({ preheader: text, heading: t.heading, paragraphs: [`Hi ${input.firstName},`, text], action: { label: 'Open Impact Tokens', url: input.url } }) };
}

export type TokenReceipt = { purchaseId: number; receiptNumber: string; paidAt: Date; payer: { name: string; email: string }; company: string; amountUsd: number; provider: string | null; reference: string | null };

/** The receipt file name of a token purchase. */
export const tokenReceiptFileName = (purchaseId: number) => `token_receipt_${purchaseId}.pdf`;

/** Renders the receipt of one paid token purchase as a PDF (A4, standard fonts). */
export function buildTokenReceiptPdf(r: TokenReceipt): Promise<Buffer> {
  const rows: [string, string][] = [
    ['Receipt number', r.receiptNumber],
    ['Date paid', day(r.paidAt)],
    ['Billed to', `${r.payer.name} <${r.payer.email}>`],
    ['Business', r.company],
    ['Item', `Impact Tokens, US $${formatAmount(r.amountUsd)}`],
    ['Paid through', r.provider ?? '-'],
    ['Payment reference', r.reference ?? '-'],
  ];
  return buildLabelledReceiptPdf({ title: `Impact token receipt ${r.receiptNumber}`, heading: 'Impact token receipt', rows, totalUsd: r.amountUsd });
}

/** The e-mail that carries a token purchase's receipt. */
export function tokenReceiptMail(input: { firstName: string; r: TokenReceipt; url: string; pdf: Buffer }): MailContent {
  const amount = formatAmount(input.r.amountUsd);
  return {
    template: 'token-purchase-receipt',
    subject: `Your Impact Token receipt: US $${amount}`,
    attachments: [{ filename: tokenReceiptFileName(input.r.purchaseId), content: input.pdf, contentType: 'application/pdf' }],
    ...layout({
      preheader: `US $${amount} of Impact Tokens added to ${input.r.company}.`,
      heading: `Thank you, ${input.firstName}!`,
      paragraphs: [`We received US $${amount} for Impact Tokens of ${input.r.company}. They are in your token balance now, ready to issue.`, 'The receipt is attached as a PDF.'],
      action: { label: 'Manage Impact Tokens', url: input.url },
    }),
  };
}
