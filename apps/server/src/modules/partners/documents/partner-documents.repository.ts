import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PartnerDocumentKind } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { pageOf } from '../../../db/lists.js';
import { files, partnerDocuments } from '../../../db/schema/index.js';

const ORDER: Record<PartnerDocumentKind, SQL[]> = {
  remittance: [desc(partnerDocuments.period_end), desc(partnerDocuments.created_at), desc(partnerDocuments.id)],
  annual: [desc(partnerDocuments.year), desc(partnerDocuments.created_at), desc(partnerDocuments.id)],
  resource: [desc(partnerDocuments.created_at), desc(partnerDocuments.id)],
};

/** One page (limit -1: all) of a partner's documents of a kind (resources: partnerId null), newest first, and their number. */
export async function findDocumentPage(db: DbOrTx, kind: PartnerDocumentKind, partnerId: number | null, { limit, page }: { limit: number; page: number }) {
  const where = and(eq(partnerDocuments.kind, kind), partnerId === null ? isNull(partnerDocuments.partner_id) : eq(partnerDocuments.partner_id, partnerId));
  const base = db
    .select({ doc: partnerDocuments, file: files })
    .from(partnerDocuments)
    .innerJoin(files, eq(files.id, partnerDocuments.file_id))
    .where(where)
    .orderBy(...ORDER[kind]);
  const [rows, [total]] = await Promise.all([
    pageOf(base.$dynamic(), limit, page),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(partnerDocuments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type DocumentRow = Awaited<ReturnType<typeof findDocumentPage>>['rows'][number];

/** A document with its file, or null. */
export async function findDocument(db: DbOrTx, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select({ doc: partnerDocuments, file: files }).from(partnerDocuments).innerJoin(files, eq(files.id, partnerDocuments.file_id)).where(eq(partnerDocuments.id, id));
  return row ?? null;
}

export type NewDocument = Omit<typeof partnerDocuments.$inferInsert, 'id' | 'viewed_at' | 'created_at' | 'updated_at'>;

/** Records a document for an uploaded file. */
export async function insertDocument(db: DbOrTx, values: NewDocument) {
  const [row] = await db.insert(partnerDocuments).values(values).returning({ id: partnerDocuments.id });
  return row.id;
}

/** Marks a document read (keeping the first time it was read) or unread. */
export async function setDocumentViewed(db: DbOrTx, id: number, viewed: boolean, userId: number) {
  await db
    .update(partnerDocuments)
    .set({ viewed_at: viewed ? sql`coalesce(${partnerDocuments.viewed_at}, now())` : null, updated_at: new Date(), updated_by: userId })
    .where(eq(partnerDocuments.id, id));
}

/** Sets viewed_at on a partner's first download only. */
export async function markFirstView(db: DbOrTx, id: number) {
  await db.update(partnerDocuments).set({ viewed_at: sql`now()` }).where(and(eq(partnerDocuments.id, id), isNull(partnerDocuments.viewed_at)));
}

/** Deletes a document and its file row; answers the storage key of the bytes to remove, or null when it was gone. */
export async function deleteDocumentWithFile(db: DbOrTx, id: number): Promise<string | null> {
  const [doc] = await db.delete(partnerDocuments).where(eq(partnerDocuments.id, id)).returning({ file_id: partnerDocuments.file_id });
  if (!doc) return null;
  const [file] = await db.delete(files).where(eq(files.id, doc.file_id)).returning({ storage_key: files.storage_key });
  return file?.storage_key ?? null;
}

/** Deletes a file row that no document took (a failed upload). */
export async function deleteFileRow(db: DbOrTx, fileId: number) {
  await db.delete(files).where(eq(files.id, fileId));
}
