import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, SUPPORT_EMAIL, formatAmount } from '@goodhive/contract';
import { formatDay as day } from '../day-format.js';

export type ReceiptLine = { project: string; impactUnit: string; quantity: number; beneficiaries: number; amountUsd: number };

export type ReceiptData = {
  groupId: number;
  paidAt: Date;
  payer: { name: string; email: string; company: string | null };
  paymentProvider: string | null;
  paymentReference: string | null;
  lines: ReceiptLine[];
  totalUsd: number;
  totalSgd: number | null;
  exchangeRateSgd: number | null;
  creditAppliedUsd: number;
};

/** Renders a payment receipt for one paid contribution group as a PDF (A4, standard fonts). */
export function buildReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Payment receipt ${r.groupId}`, Author: PRODUCT_NAME, Subject: 'Payment receipt' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(PRODUCT_NAME, { continued: false });
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Giving that creates impact');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Payment receipt');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Receipt number: ${r.groupId}`);
  doc.text(`Date paid: ${day(r.paidAt)}`);
  doc.text(`Paid by: ${r.payer.name} (${r.payer.email})`);
  if (r.payer.company) doc.text(`On behalf of: ${r.payer.company}`);
  const methods: Record<string, string> = {
    credit: 'Giving credit',
    stripe: 'Card (Stripe)',
    sandbox: 'Card (sandbox)',
    platform: `Funded by ${PRODUCT_NAME}`,
    manual: 'Recorded by our team',
  };
  const method = methods[r.paymentProvider ?? ''] ?? r.paymentProvider ?? '-';
  doc.text(`Payment method: ${method}`);
  if (r.paymentReference) doc.text(`Payment reference: ${r.paymentReference}`);
  doc.moveDown(1);

  const cols = { project: 50, qty: 330, beneficiaries: 390, amount: 470 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Impact', cols.project, header);
  doc.text('Qty', cols.qty, header);
  doc.text('People', cols.beneficiaries, header);
  doc.text('USD', cols.amount, header, { width: 75, align: 'right' });
  doc.moveTo(50, doc.y + 4).lineTo(545, doc.y + 4).stroke('#999');
  doc.moveDown(0.6);
  doc.font('Helvetica');
  for (const line of r.lines) {
    const top = doc.y;
    doc.text(`${line.project} - ${line.impactUnit}`, cols.project, top, { width: 270 });
    const bottom = doc.y;
    doc.text(String(line.quantity), cols.qty, top);
    doc.text(String(line.beneficiaries), cols.beneficiaries, top);
    doc.text(formatAmount(line.amountUsd), cols.amount, top, { width: 75, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke('#999');
  doc.moveDown(0.6);

  const totals: [string, string][] = [[`Total (USD)`, `US $${formatAmount(r.totalUsd)}`]];
  if (r.creditAppliedUsd > 0) {
    totals.push(['Paid with giving credit', `US $${formatAmount(r.creditAppliedUsd)}`]);
    totals.push(['Charged', `US $${formatAmount(Math.max(0, r.totalUsd - r.creditAppliedUsd))}`]);
  }
  if (r.totalSgd !== null) totals.push([`Total (SGD at ${r.exchangeRateSgd ?? '-'})`, `S$${formatAmount(r.totalSgd)}`]);
  for (const [label, value] of totals) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(label, 300, top, { width: 160 });
    doc.font('Helvetica').text(value, 460, top, { width: 85, align: 'right' });
  }
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  doc.text(`Thank you for your giving. Questions about this receipt: ${SUPPORT_EMAIL}.`, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
