import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, type CertificateFigures } from '@goodhive/contract';
import { formatDay } from '../day-format.js';

export type CertificateArt = CertificateFigures & { code: string; verifyUrl: string };

const FOREST = '#0f4631';
const HONEY = '#e8a317';
const INK = '#1f2937';
const MUTED = '#5b6b63';

const num = (n: number) => n.toLocaleString('en-US');

/** The sentence of thanks both renderings print. */
export function certificateLines(c: CertificateArt) {
  const causes = c.categories.slice(0, 3).map((x) => x.name);
  return {
    headline: 'Certificate of Gratitude',
    presented: 'Presented with gratitude to',
    body: `for creating ${num(c.total_impacts)} impacts that reached ${num(c.beneficiaries)} beneficiaries through ${num(c.projects_supported)} ${
      c.projects_supported === 1 ? 'project' : 'projects'
    } in ${num(c.countries_reached)} ${c.countries_reached === 1 ? 'country' : 'countries'}.`,
    causes: causes.length ? `Causes supported: ${causes.join(', ')}${c.categories.length > 3 ? ' and more' : ''}.` : '',
    issued: `Issued on ${formatDay(c.issued_on)}, counting every impact paid up to that day.`,
    verify: `Check this certificate at ${c.verifyUrl}`,
  };
}

/** The certificate as a landscape A4 PDF (standard fonts, drawn frame, no images to fetch). */
export function buildCertificatePdf(c: CertificateArt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${PRODUCT_NAME} gratitude certificate: ${c.name}`, Author: PRODUCT_NAME, Subject: 'Certificate of gratitude' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const lines = certificateLines(c);

  doc.rect(0, 0, width, height).fill('#fdf8ef');
  doc.lineWidth(6).rect(24, 24, width - 48, height - 48).stroke(FOREST);
  doc.lineWidth(1.5).rect(36, 36, width - 72, height - 72).stroke(HONEY);

  // The product's hexagon mark with the giver's initial.
  const cx = width / 2;
  const hex = (r: number, y: number) => {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return [cx + r * Math.cos(a), y + r * Math.sin(a)] as [number, number];
    });
    doc.polygon(...pts).fill(HONEY);
  };
  hex(30, 92);
  doc.fillColor(FOREST).font('Helvetica-Bold').fontSize(26).text(c.name.charAt(0).toUpperCase(), cx - 30, 78, { width: 60, align: 'center' });

  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(11).text(PRODUCT_NAME.toUpperCase(), 0, 138, { width, align: 'center', characterSpacing: 3 });
  doc.fillColor(FOREST).font('Times-Bold').fontSize(38).text(lines.headline, 0, 160, { width, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(13).text(lines.presented, 0, 222, { width, align: 'center' });
  doc.fillColor(INK).font('Times-BoldItalic').fontSize(32).text(c.name, 80, 246, { width: width - 160, align: 'center' });
  doc.fillColor(INK).font('Helvetica').fontSize(14).text(lines.body, 120, 300, { width: width - 240, align: 'center', lineGap: 4 });
  if (lines.causes) doc.fillColor(MUTED).fontSize(12).text(lines.causes, 120, doc.y + 8, { width: width - 240, align: 'center' });

  // The three figures.
  const figures: [string, string][] = [
    [num(c.total_impacts), 'impacts'],
    [num(c.beneficiaries), 'beneficiaries'],
    [num(c.projects_supported), c.projects_supported === 1 ? 'project' : 'projects'],
  ];
  const boxW = 150;
  const startX = cx - (figures.length * boxW + (figures.length - 1) * 24) / 2;
  figures.forEach(([value, label], i) => {
    const x = startX + i * (boxW + 24);
    doc.roundedRect(x, 396, boxW, 64, 10).fill('#ffffff');
    doc.fillColor(FOREST).font('Helvetica-Bold').fontSize(22).text(value, x, 406, { width: boxW, align: 'center' });
    doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(label, x, 434, { width: boxW, align: 'center' });
  });

  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(lines.issued, 0, 486, { width, align: 'center' });
  doc.fillColor(FOREST).fontSize(10).text(lines.verify, 60, 504, { width: width - 120, align: 'center', link: c.verifyUrl, underline: true });
  doc.fillColor(MUTED).fontSize(9).text(`Certificate code ${c.code}`, 0, 522, { width, align: 'center' });
  doc.end();
  return done;
}
