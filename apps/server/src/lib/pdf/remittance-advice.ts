import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, SUPPORT_EMAIL, formatAmount } from '@goodhive/contract';
import { formatDay as day } from '../day-format.js';

export type RemittanceAdviceData = {
  remittanceId: number;
  partnerName: string;
  periodStart: string;
  periodEnd: string;
  remittedOn: string;
  bankReference: string;
  lines: { project: string; contributions: number; quantity: number; beneficiaries: number; amountUsd: number }[];
  grossUsd: number;
  feesUsd: number;
  netUsd: number;
  payoutCurrency: string;
  fxRate: number;
  payoutAmount: number;
  carriedOverUsd: number;
};

/** The remittance advice a partner receives: what was paid out, for which period, per project, with fees and rate (A4). */
export function buildRemittanceAdvicePdf(r: RemittanceAdviceData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Remittance advice ${r.remittanceId}`, Author: PRODUCT_NAME, Subject: 'Remittance advice' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(PRODUCT_NAME);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Giving that creates impact');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Remittance advice');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Remittance number: ${r.remittanceId}`);
  doc.text(`To: ${r.partnerName}`);
  doc.text(`Period: ${day(r.periodStart)} to ${day(r.periodEnd)}`);
  doc.text(`Date remitted: ${day(r.remittedOn)}`);
  doc.text(`Bank reference: ${r.bankReference}`);
  doc.moveDown(1);

  const cols = { project: 50, count: 300, qty: 360, people: 420, amount: 470 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Project', cols.project, header);
  doc.text('Gifts', cols.count, header);
  doc.text('Qty', cols.qty, header);
  doc.text('People', cols.people, header);
  doc.text('USD', cols.amount, header, { width: 75, align: 'right' });
  doc.moveTo(50, doc.y + 4).lineTo(545, doc.y + 4).stroke('#999');
  doc.moveDown(0.6);
  doc.font('Helvetica');
  for (const line of r.lines) {
    if (doc.y > 740) doc.addPage();
    const top = doc.y;
    doc.text(line.project, cols.project, top, { width: 240 });
    const bottom = doc.y;
    doc.text(line.contributions.toLocaleString('en-US'), cols.count, top);
    doc.text(line.quantity.toLocaleString('en-US'), cols.qty, top);
    doc.text(line.beneficiaries.toLocaleString('en-US'), cols.people, top);
    doc.text(formatAmount(line.amountUsd), cols.amount, top, { width: 75, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke('#999');
  doc.moveDown(0.6);

  const totals: [string, string][] = [
    ['Contributions (USD)', `US $${formatAmount(r.grossUsd)}`],
    ['Fees (USD)', `US $${formatAmount(r.feesUsd)}`],
    ['Remitted (USD)', `US $${formatAmount(r.netUsd)}`],
  ];
  if (r.payoutCurrency !== 'USD') totals.push([`Remitted (${r.payoutCurrency} at ${r.fxRate})`, `${r.payoutCurrency} ${formatAmount(r.payoutAmount)}`]);
  for (const [label, value] of totals) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(label, 280, top, { width: 180 });
    doc.font('Helvetica').text(value, 460, top, { width: 85, align: 'right' });
  }
  doc.moveDown(1);
  if (r.carriedOverUsd > 0) {
    doc.font('Helvetica').fontSize(9).text(`Includes US $${formatAmount(r.carriedOverUsd)} carried over from earlier periods.`, 50, doc.y, { width: 495 });
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  doc.text(`Thank you for the impact you deliver. Please share updates on these projects with the givers. Questions: ${SUPPORT_EMAIL}.`, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
