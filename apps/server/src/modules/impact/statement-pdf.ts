import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, SUPPORT_EMAIL, formatAmount, formatDisplayDay } from '@goodhive/contract';

export type StatementLine = {
  date: Date;
  project: string;
  impactUnit: string;
  quantity: number;
  beneficiaries: number;
  usdCents: number;
  sgdCents: number | null;
  groupId: number;
};

export type StatementData = {
  giver: { name: string; email: string | null; account: 'user' | 'company' };
  /** The period as printed, e.g. '01 Jan 2026 to 31 Jan 2026'. */
  period: string;
  generatedAt: Date;
  lines: StatementLine[];
  totals: { usdCents: number; sgdCents: number; beneficiaries: number; quantity: number };
};

const cols = {
  date: { x: 50, width: 62 },
  impact: { x: 116, width: 196 },
  qty: { x: 314, width: 42 },
  people: { x: 358, width: 46 },
  usd: { x: 406, width: 66 },
  sgd: { x: 476, width: 69 },
} as const;
const count = (n: number) => n.toLocaleString('en-US');

/** Renders the impact statement of a period as a PDF (A4, standard fonts): every paid line and the totals. */
export function buildStatementPdf(s: StatementData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `Impact statement ${s.period}`, Author: PRODUCT_NAME, Subject: 'Impact statement' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  doc.font('Helvetica-Bold').fontSize(22).text(PRODUCT_NAME);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Giving that creates impact');
  doc.moveDown(1.5);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Impact statement');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${s.giver.account === 'company' ? 'Business account' : 'Personal account'}: ${s.giver.name}${s.giver.email ? ` (${s.giver.email})` : ''}`);
  doc.text(`Period: ${s.period}`);
  doc.text(`Issued: ${formatDisplayDay(s.generatedAt)}`);
  doc.moveDown(1);

  const header = () => {
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text('Date', cols.date.x, top, { width: cols.date.width });
    doc.text('Impact', cols.impact.x, top, { width: cols.impact.width });
    doc.text('Qty', cols.qty.x, top, { width: cols.qty.width, align: 'right' });
    doc.text('People', cols.people.x, top, { width: cols.people.width, align: 'right' });
    doc.text('USD', cols.usd.x, top, { width: cols.usd.width, align: 'right' });
    doc.text('SGD', cols.sgd.x, top, { width: cols.sgd.width, align: 'right' });
    doc.moveTo(50, doc.y + 3).lineTo(545, doc.y + 3).stroke('#999');
    doc.y += 8;
    doc.font('Helvetica').fontSize(9);
  };
  header();
  if (!s.lines.length) doc.text('No paid contributions in this period.', 50, doc.y, { width: 495 });
  for (const line of s.lines) {
    const impact = `${line.project} - ${line.impactUnit}`;
    const height = doc.heightOfString(impact, { width: cols.impact.width });
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    const top = doc.y;
    doc.text(formatDisplayDay(line.date), cols.date.x, top, { width: cols.date.width });
    doc.text(impact, cols.impact.x, top, { width: cols.impact.width });
    const after = doc.y;
    doc.text(count(line.quantity), cols.qty.x, top, { width: cols.qty.width, align: 'right' });
    doc.text(count(line.beneficiaries), cols.people.x, top, { width: cols.people.width, align: 'right' });
    doc.text(formatAmount(line.usdCents / 100), cols.usd.x, top, { width: cols.usd.width, align: 'right' });
    doc.text(line.sgdCents === null ? '-' : formatAmount(line.sgdCents / 100), cols.sgd.x, top, { width: cols.sgd.width, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  }

  if (doc.y + 110 > bottom()) doc.addPage();
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke('#999');
  doc.y += 8;
  const totals: [string, string][] = [
    ['Contributions', count(s.lines.length)],
    ['Impacts', count(s.totals.quantity)],
    ['Beneficiaries', count(s.totals.beneficiaries)],
    ['Total (USD)', `US $${formatAmount(s.totals.usdCents / 100)}`],
    ['Total (SGD)', `S$${formatAmount(s.totals.sgdCents / 100)}`],
  ];
  doc.fontSize(10);
  for (const [label, value] of totals) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(label, 300, top, { width: 150 });
    doc.font('Helvetica').text(value, 450, top, { width: 95, align: 'right' });
  }
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555');
  doc.text(`Only paid contributions are listed; amounts in SGD are fixed at the rate of each payment. Questions: ${SUPPORT_EMAIL}.`, 50, doc.y, { width: 495 });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#777').text(`Page ${i + 1} of ${range.count}`, 50, doc.page.height - margin + 10, { width: 495, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
