import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  amountToCents,
  annualUploadFieldsSchema,
  partnerDocumentMessages as msg,
  remittanceUploadFieldsSchema,
  resourceUploadFieldsSchema,
  type DocumentStatus,
  type PartnerDocument,
  type PartnerDocumentKind,
} from '@goodhive/contract';
import type { Db } from '../../../db/client.js';
import { fieldErrors, notFound, validationError } from '../../../lib/errors.js';
import { isAdmin, findPartner, PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import type { FileStorage } from '../../../lib/storage/file-storage.js';
import type { AuthContext } from '../../../http/auth.js';
import { receiveUpload } from '../../files/index.js';
import * as repo from './partner-documents.repository.js';
import { presentDocument } from './partner-documents.presenter.js';

export type DocumentDeps = { db: Db; storage: FileStorage; maxBytes: number };
type Page = { limit: number; page: number };

/** A list call's answer: one page of documents and meta.total. */
async function listOf(db: Db, kind: PartnerDocumentKind, partnerId: number | null, page: Page) {
  const { rows, total } = await repo.findDocumentPage(db, kind, partnerId, page);
  return { data: rows.map(presentDocument), meta: { total, page: page.page, limit: page.limit } };
}

/** GET /api/user/get-remittance-pdf and /api/user/{id}/get-annual-document. */
export async function listPartnerDocuments(db: Db, auth: AuthContext, kind: 'remittance' | 'annual', userId: number | undefined, page: Page) {
  const partner = await resolveActingPartner(db, auth, userId, PARTNER_ACCESS.documents);
  return listOf(db, kind, partner.id, page);
}

/** GET /api/partner/resources: what staff shared with every partner. */
export const listResources = (db: Db, page: Page) => listOf(db, 'resource', null, page);

type Upload = { fields: Record<string, string>; contentType: string };

/** The multipart text fields parsed with their schema, and the file's type checked; every problem in one 422. */
function checkUpload<S extends z.ZodType>(schema: S, upload: Upload, opts: { pdfOnly: boolean }): z.output<S> {
  const parsed = schema.safeParse(upload.fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message })));
  if (opts.pdfOnly && upload.contentType !== 'application/pdf') errors.file = [msg.pdfOnly];
  if (!parsed.success || errors.file) throw validationError(errors);
  return parsed.data;
}

/**
 * Stores an uploaded file as a document: the fields and type are checked before anything is stored, and
 * if the document row cannot be written the stored file goes again, so nothing is left half done.
 */
async function storeDocument(deps: DocumentDeps, request: FastifyRequest, auth: AuthContext, build: (upload: Upload) => Omit<repo.NewDocument, 'file_id' | 'created_by' | 'updated_by'>) {
  let values: ReturnType<typeof build> | undefined;
  const file = await receiveUpload(request, deps, auth.userId, 'document', (upload) => {
    values = build(upload);
  });
  try {
    const id = await repo.insertDocument(deps.db, { ...values!, file_id: file.id, created_by: auth.userId, updated_by: auth.userId });
    return presentDocument((await repo.findDocument(deps.db, id))!);
  } catch (error) {
    await repo.deleteFileRow(deps.db, file.id).catch(() => undefined);
    await deps.storage.delete(file.storage_key).catch(() => undefined);
    throw error;
  }
}

/** POST /api/user/{id}/remittance-pdf and /api/user/{id}/annual-document (staff): a PDF for one partner. */
export async function uploadPartnerDocument(deps: DocumentDeps, request: FastifyRequest, auth: AuthContext, userId: number, kind: 'remittance' | 'annual'): Promise<PartnerDocument> {
  const partner = await resolveActingPartner(deps.db, auth, userId, PARTNER_ACCESS.documents);
  return storeDocument(deps, request, auth, (upload) => {
    if (kind === 'remittance') {
      const f = checkUpload(remittanceUploadFieldsSchema, upload, { pdfOnly: true });
      return { kind, partner_id: partner.id, title: f.title, period_start: f.period_start, period_end: f.period_end, amount_usd_cents: amountToCents(f.amount_usd) };
    }
    const f = checkUpload(annualUploadFieldsSchema, upload, { pdfOnly: true });
    return { kind, partner_id: partner.id, title: f.title, year: f.year };
  });
}

/** POST /api/admin/resources (staff): a PDF or image for every partner. */
export function uploadResource(deps: DocumentDeps, request: FastifyRequest, auth: AuthContext): Promise<PartnerDocument> {
  return storeDocument(deps, request, auth, (upload) => {
    const f = checkUpload(resourceUploadFieldsSchema, upload, { pdfOnly: false });
    return { kind: 'resource', partner_id: null, title: f.title, description: f.description };
  });
}

/** A document the caller may see: staff any; a partner its own and the resources. Others' answer 404. */
async function findVisibleDocument(db: Db, auth: AuthContext, id: number) {
  const row = await repo.findDocument(db, id);
  if (!row) throw notFound(msg.notFound);
  if (isAdmin(auth) || row.doc.kind === 'resource') return row;
  const own = await findPartner(db, 'user', auth.userId);
  if (!own || row.doc.partner_id !== own.id) throw notFound(msg.notFound);
  return row;
}

/** GET /api/user/download-remittance-pdf/{id}: the file; a partner's own first download marks it viewed. */
export async function openDocument(deps: DocumentDeps, auth: AuthContext, id: number): Promise<{ document: PartnerDocument; stream: Readable }> {
  const row = await findVisibleDocument(deps.db, auth, id);
  const stream = await deps.storage.get(row.file.storage_key);
  if (!stream) throw notFound(msg.notFound);
  // Staff, and staff acting as the partner, leave the partner's New badge alone.
  const isThePartner = !isAdmin(auth) && auth.impersonatorId === null && row.doc.kind !== 'resource';
  if (isThePartner && row.doc.viewed_at === null) await repo.markFirstView(deps.db, id);
  return { document: presentDocument(row), stream };
}

/** POST /api/user/update-remittance-pdf-status: read or unread, by its partner or staff. */
export async function setReadStatus(db: Db, auth: AuthContext, body: DocumentStatus): Promise<PartnerDocument> {
  const row = await findVisibleDocument(db, auth, body.id);
  if (row.doc.kind === 'resource') throw validationError({ id: [msg.noReadStatus] }, msg.noReadStatus);
  await repo.setDocumentViewed(db, body.id, body.viewed, auth.userId);
  return presentDocument((await repo.findDocument(db, body.id))!);
}

/** The DELETE calls (staff): the document and its file row in one transaction, then its bytes. */
export async function deleteDocument(deps: DocumentDeps, id: number, kinds: readonly PartnerDocumentKind[]) {
  const row = await repo.findDocument(deps.db, id);
  if (!row || !kinds.includes(row.doc.kind as PartnerDocumentKind)) throw notFound(msg.notFound);
  const key = await deps.db.transaction((tx) => repo.deleteDocumentWithFile(tx, id));
  if (key) await deps.storage.delete(key);
}
