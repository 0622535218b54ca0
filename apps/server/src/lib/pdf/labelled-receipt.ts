import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, SUPPORT_EMAIL, formatAmount } from '@goodhive/contract';

/** A one-payment receipt (membership, impact tokens): a heading, label-value rows and the total paid. */
export type LabelledReceipt = {
  /** The document's title in its metadata (e.g. 'Membership receipt 12'). */
  title: string;
  /** The heading on the page, also the metadata subject ('Membership receipt'). */
  heading: string;
  rows: [label: string, value: string][];
  totalUsd: number;
};

/** Renders a one-payment receipt as a PDF (A4, standard fonts). */
export function buildLabelledReceiptPdf(r: LabelledReceipt): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: r.title, Author: PRODUCT_NAME, Subject: r.heading } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text(PRODUCT_NAME);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Giving that creates impact');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(16).text(r.heading);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of r.rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(`Total paid: US $${formatAmount(r.totalUsd)}`);
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555').text(`Questions about this receipt? Write to ${SUPPORT_EMAIL}.`);
  doc.end();
  return done;
}
