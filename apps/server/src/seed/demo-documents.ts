import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, SUPPORT_EMAIL, formatAmount, formatDisplayDay, type PartnerDocumentKind } from '@goodhive/contract';
import type { DbOrTx } from '../db/client.js';
import { files, partnerDocuments, users } from '../db/schema/index.js';
import type { FileStorage } from '../lib/storage/file-storage.js';
import { DEMO_USERS } from './demo-data.js';
import { findDemoPartner } from './demo-partner.js';

type DemoDocument = {
  slug: string;
  kind: PartnerDocumentKind;
  title: string;
  fileName: string;
  description?: string;
  periodStart?: string;
  periodEnd?: string;
  amountCents?: number;
  year?: number;
  /** The paragraphs of the PDF. */
  body: string[];
};

/** For Global Roots Foundation (the demo partner): a remittance advice and an annual document; two resources for every partner. */
const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    slug: 'remittance-global-roots-2025-q4',
    kind: 'remittance',
    title: 'Remittance advice Q4 2025',
    fileName: 'remittance-advice-2025-q4.pdf',
    periodStart: '2025-10-01',
    periodEnd: '2025-12-31',
    amountCents: 184_250,
    body: [
      `This advice confirms the remittance of the contributions members made to the projects of Global Roots Foundation through ${PRODUCT_NAME}.`,
      'Projects: Plant a tree to restore degraded farmland; Give a day of education to a child; Give a day of clean water to a person.',
      'The amount was sent to the bank account on your profile. Please check it against your statement within 30 days.',
    ],
  },
  {
    slug: 'annual-global-roots-2025',
    kind: 'annual',
    title: 'Annual partnership statement 2025',
    fileName: 'annual-partnership-statement-2025.pdf',
    year: 2025,
    body: [
      `A summary of the year 2025 of Global Roots Foundation on ${PRODUCT_NAME}: the impacts members funded, the remittances sent and the project updates shared.`,
      'Keep this statement with your annual accounts. Your auditors may ask for the remittance advice of each quarter as well.',
    ],
  },
  {
    slug: 'resource-project-updates-guide',
    kind: 'resource',
    title: 'Writing project updates givers love',
    fileName: 'project-updates-guide.pdf',
    description: 'How often to post, what to say and which photos to choose, with three example updates.',
    body: [
      'Post an update at least every three months for each live project. Givers who funded a project see your updates on their own page.',
      'Say what changed: how many people were reached, what was built or planted, and what comes next. One clear photo says more than five similar ones.',
      'Ask the people in your photos for their consent, and never show children in a way that could identify where they live.',
    ],
  },
  {
    slug: 'resource-brand-and-photo-guidelines',
    kind: 'resource',
    title: 'Brand and photo guidelines for partners',
    fileName: 'brand-and-photo-guidelines.pdf',
    description: `How to mention ${PRODUCT_NAME} in your own materials, and the photo sizes our pages use.`,
    body: [
      `Mention ${PRODUCT_NAME} as 'our giving partner ${PRODUCT_NAME}'. Please do not change the logo's colours or proportions.`,
      'Project images work best at 1200 by 800 pixels (landscape) and 800 by 800 pixels (square), as JPEG or PNG up to 5 MB.',
    ],
  },
];

/** The storage key of a demo document: fixed, so every start finds (or rewrites) the same file. */
const storageKeyOf = (doc: DemoDocument) => `${crypto.createHash('sha256').update(`goodhive-demo-document:${doc.slug}`).digest('hex').slice(0, 32)}.pdf`;

/** Renders a demo document; a fixed creation date keeps the bytes the same on every start. */
function buildDemoPdf(doc: DemoDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: doc.title, Author: PRODUCT_NAME, CreationDate: new Date('2026-01-15T00:00:00Z') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(22).fillColor('#14532d').text(PRODUCT_NAME);
  pdf.font('Helvetica').fontSize(10).fillColor('#555').text(doc.kind === 'resource' ? 'A guide for worthy-cause partners' : 'Global Roots Foundation');
  pdf.moveDown(1.5).fillColor('#000').font('Helvetica-Bold').fontSize(16).text(doc.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  if (doc.periodStart && doc.periodEnd) pdf.text(`Period: ${formatDisplayDay(doc.periodStart)} to ${formatDisplayDay(doc.periodEnd)}`);
  if (doc.amountCents) pdf.text(`Amount remitted: US $${formatAmount(doc.amountCents / 100)}`);
  if (doc.year) pdf.text(`Year: ${doc.year}`);
  pdf.moveDown(1).fontSize(11);
  for (const paragraph of doc.body) pdf.text(paragraph, { lineGap: 3 }).moveDown(0.8);
  pdf.moveDown(1).fontSize(9).fillColor('#555').text(`Questions? Write to ${SUPPORT_EMAIL}.`);
  pdf.end();
  return done;
}

/**
 * Demo documents (seed): the PDFs in the file storage, their file rows and document rows, uploaded by the demo
 * admin. Idempotent; a document whose bytes went missing from the storage (a new uploads folder) is written again.
 */
export async function seedDemoDocuments(db: DbOrTx, storage: FileStorage) {
  const [admin] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${DEMO_USERS.admin.email})`);
  const partner = await findDemoPartner(db);
  if (!admin || !partner) return;
  const keys = DEMO_DOCUMENTS.map(storageKeyOf);
  const existing = new Set((await db.select({ key: files.storage_key }).from(files).where(inArray(files.storage_key, keys))).map((f) => f.key));
  for (const doc of DEMO_DOCUMENTS) {
    const key = storageKeyOf(doc);
    const stored = await storage.get(key);
    stored?.destroy();
    if (existing.has(key) && stored) continue;
    const bytes = await buildDemoPdf(doc);
    await storage.put(key, bytes);
    if (existing.has(key)) {
      await db.update(files).set({ byte_size: bytes.length }).where(eq(files.storage_key, key));
      continue;
    }
    const [file] = await db
      .insert(files)
      .values({ storage_key: key, owner_user_id: admin.id, purpose: 'document', content_type: 'application/pdf', byte_size: bytes.length, original_name: doc.fileName, is_public: false, created_by: admin.id })
      .returning({ id: files.id });
    await db.insert(partnerDocuments).values({
      partner_id: doc.kind === 'resource' ? null : partner.id,
      kind: doc.kind,
      title: doc.title,
      description: doc.description ?? null,
      file_id: file.id,
      period_start: doc.periodStart ?? null,
      period_end: doc.periodEnd ?? null,
      amount_usd_cents: doc.amountCents ?? null,
      year: doc.year ?? null,
      created_by: admin.id,
      updated_by: admin.id,
    });
  }
}
