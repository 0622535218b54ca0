import PDFDocument from 'pdfkit';
import {
  BRAND_COLOURS as C,
  BRAND_PALETTE,
  BRAND_RULES,
  BRAND_TYPOGRAPHY,
  MEDIA_KIT_BADGE_SIZES,
  PRODUCT_NAME,
  SHARING_TEMPLATES,
  WRITTEN_PIECES,
  type UsefulGuide,
} from '@goodhive/contract';

type Doc = PDFKit.PDFDocument;

const MARGIN = 56;

/** A PDF document whose bytes resolve once it ends. */
function startDocument(title: string, subject: string): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: PRODUCT_NAME, Subject: subject } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The honeycomb-and-heart mark at (x, y), `size` points wide. */
function drawMark(doc: Doc, x: number, y: number, size: number) {
  doc.save().translate(x, y).scale(size / 64);
  doc.path('M32 3 57 17.5v29L32 61 7 46.5v-29Z').fill(C.honey);
  doc.path('M32 47c-9-6-14-11.5-14-17.5A7.5 7.5 0 0 1 32 25a7.5 7.5 0 0 1 14 4.5C46 35.5 41 41 32 47Z').fill(C.forest);
  doc.restore();
}

/** The mark with the word mark beside it; `tone` light draws the word in white (for dark panels). */
function drawLogo(doc: Doc, x: number, y: number, size: number, tone: 'light' | 'dark') {
  drawMark(doc, x, y, size);
  doc
    .fillColor(tone === 'dark' ? '#ffffff' : C.forest)
    .font('Times-Bold')
    .fontSize(size * 0.62)
    .text(PRODUCT_NAME, x + size * 1.2, y + size * 0.2, { lineBreak: false });
}

function pageHeader(doc: Doc, title: string, kicker: string) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 96).fill(C.forest);
  drawLogo(doc, MARGIN, 26, 44, 'dark');
  doc.fillColor(C.honey).font('Helvetica-Bold').fontSize(9).text(kicker.toUpperCase(), MARGIN, 40, { width: width - 2 * MARGIN, align: 'right', characterSpacing: 2 });
  doc.fillColor(C.forest).font('Times-Bold').fontSize(26).text(title, MARGIN, 124);
  doc.moveDown(0.4);
}

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8).fillColor(C.forest).font('Helvetica-Bold').fontSize(14).text(text, MARGIN);
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string) {
  doc.fillColor(C.ink).font('Helvetica').fontSize(11).text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, lineGap: 3 });
  doc.moveDown(0.5);
}

function bullets(doc: Doc, items: readonly string[], marker: string, colour: string) {
  for (const item of items) {
    const y = doc.y;
    doc.fillColor(colour).font('Helvetica-Bold').fontSize(11).text(marker, MARGIN, y, { width: 16 });
    doc.fillColor(C.ink).font('Helvetica').fontSize(11).text(item, MARGIN + 18, y, { width: doc.page.width - 2 * MARGIN - 18, lineGap: 2 });
    doc.moveDown(0.3);
  }
}

/** The brand guideline: the mark, its clear space and sizes, the palette with hex values, the typefaces, the rules and the kit's files. */
export function buildBrandGuidelinePdf(): Promise<Buffer> {
  const { doc, done } = startDocument(`${PRODUCT_NAME} brand guideline`, 'How to use the Goodhive logo, colours, type and member badge');
  const inner = doc.page.width - 2 * MARGIN;

  pageHeader(doc, `${PRODUCT_NAME} brand guideline`, 'Media kit');
  paragraph(
    doc,
    `Members use this guideline to show customers, staff and partners that they give with ${PRODUCT_NAME}. It covers our logo, the member badge, our colours and type, and the files of the media kit.`,
  );

  heading(doc, 'The logo');
  paragraph(doc, 'Our logo is a honey hexagon holding a forest-green heart, beside the word mark. Use it as supplied: on light backgrounds in its light version, on Forest or photos in its dark version.');
  const boxY = doc.y + 4;
  const boxW = (inner - 16) / 2;
  doc.roundedRect(MARGIN, boxY, boxW, 90, 8).lineWidth(1).fillAndStroke(C.paper, '#e6dfd2');
  drawLogo(doc, MARGIN + 28, boxY + 23, 44, 'light');
  doc.roundedRect(MARGIN + boxW + 16, boxY, boxW, 90, 8).fill(C.forest);
  drawLogo(doc, MARGIN + boxW + 44, boxY + 23, 44, 'dark');
  doc.fillColor(C.muted).font('Helvetica').fontSize(9);
  doc.text('Light backgrounds: goodhive-logo-light.svg / .png', MARGIN, boxY + 96, { width: boxW });
  doc.text('Dark backgrounds: goodhive-logo-dark.svg / .png', MARGIN + boxW + 16, boxY + 96, { width: boxW });
  doc.y = boxY + 124;
  paragraph(doc, 'Clear space: keep a margin of at least half the mark’s height on every side. Minimum size: 24 px on screen, 8 mm in print.');

  heading(doc, 'The member badge');
  paragraph(
    doc,
    `The ‘We give with ${PRODUCT_NAME}’ badge is for members only: place it in your website footer, on your checkout page, on receipts or packaging, linking to your business profile. It comes as SVG and PNG in ${MEDIA_KIT_BADGE_SIZES.map((s) => `${s}`).join(', ')} pixels square.`,
  );

  heading(doc, 'Colours');
  const swatchW = (inner - 3 * 12) / 4;
  let sy = doc.y + 4;
  BRAND_PALETTE.forEach((colour, i) => {
    const col = i % 4;
    if (i > 0 && col === 0) sy += 96;
    const x = MARGIN + col * (swatchW + 12);
    doc.roundedRect(x, sy, swatchW, 44, 6).lineWidth(0.5).fillAndStroke(colour.hex, '#d9d2c4');
    doc.fillColor(C.ink).font('Helvetica-Bold').fontSize(10).text(colour.name, x, sy + 50, { width: swatchW });
    doc.fillColor(C.muted).font('Helvetica').fontSize(9).text(colour.hex.toUpperCase(), x, sy + 63, { width: swatchW });
    doc.fillColor(C.muted).fontSize(7.5).text(colour.role, x, sy + 75, { width: swatchW, height: 20, ellipsis: true });
  });
  doc.y = sy + 104;
  doc.x = MARGIN;

  doc.addPage();
  heading(doc, 'Typography');
  for (const type of BRAND_TYPOGRAPHY) {
    doc.fillColor(C.forest).font(type.role === 'Headings' ? 'Times-Bold' : 'Helvetica-Bold').fontSize(18).text(`${type.role}: ${type.family}`, MARGIN);
    doc.moveDown(0.2).fillColor(C.muted).font('Helvetica').fontSize(10).text(`${type.weights}. ${type.usage}`, { width: inner });
    doc.moveDown(0.4).fillColor(C.ink).font(type.role === 'Headings' ? 'Times-Roman' : 'Helvetica').fontSize(14).text(`“${type.sample}”`, { width: inner });
    doc.moveDown(0.3).fillColor(C.muted).font('Courier').fontSize(8).text(`font-family: ${type.stack}`, { width: inner });
    doc.moveDown(1.2);
  }
  paragraph(doc, 'Both typefaces are free (SIL Open Font License). Where they are not available, use Georgia for headings and Arial for text.');

  heading(doc, 'Do');
  bullets(doc, BRAND_RULES.do, '+', C.pine);
  heading(doc, 'Don’t');
  bullets(doc, BRAND_RULES.dont, '–', '#b42318');

  heading(doc, 'Personalised files');
  paragraph(
    doc,
    `In the media kit, the sharing templates (${SHARING_TEMPLATES.map((t) => `${t.label.toLowerCase()} ${t.width} × ${t.height}`).join(', ')}) and the written content (${WRITTEN_PIECES.map((p) => p.title).join(', ')}) are filled with your name and the figures of your paid impacts each time you open them. Download them again after you give to share the latest figures; do not change the figures.`,
  );

  doc.fillColor(C.muted).font('Helvetica').fontSize(8).text(`${PRODUCT_NAME} brand guideline`, MARGIN, doc.page.height - MARGIN - 10, { width: inner, align: 'center', lineBreak: false });
  doc.end();
  return done;
}

/** A useful-resources guide as a PDF: its title, summary and sections. */
export function buildGuidePdf(guide: UsefulGuide): Promise<Buffer> {
  const { doc, done } = startDocument(`${PRODUCT_NAME} guide: ${guide.title}`, guide.summary);
  pageHeader(doc, guide.title, 'Useful resources');
  doc.fillColor(C.muted).font('Helvetica-Oblique').fontSize(12).text(guide.summary, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  for (const section of guide.sections) {
    heading(doc, section.heading);
    for (const p of section.paragraphs) paragraph(doc, p);
  }
  doc.end();
  return done;
}
