import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { formatBytes, uploadMessages, type UploadPurpose, UPLOAD_PURPOSES } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError, validationError } from '../../lib/errors.js';
import { FILE_KINDS, safeFileName, sniffFileKind } from '../../lib/storage/file-types.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';

/** What each purpose accepts: images are public (shown on public pages), documents are private. */
const RULES: Record<UploadPurpose, { images: boolean; pdf: boolean; isPublic: boolean }> = {
  'org-image': { images: true, pdf: false, isPublic: true },
  'project-image': { images: true, pdf: false, isPublic: true },
  document: { images: true, pdf: true, isPublic: false },
};

export type StoredFile = typeof files.$inferSelect;

/** The text fields of a multipart request that came before its file part. */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const field = (Array.isArray(entry) ? entry[0] : entry) as { type?: string; value?: unknown } | undefined;
    if (field?.type === 'field') values[name] = String(field.value);
  }
  return values;
}

/**
 * Reads the one file of a multipart request, checks its real type (by its bytes) and size, stores it
 * under a random key and records it. Nothing is stored when a check fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  deps: { db: DbOrTx; storage: FileStorage; maxBytes: number },
  ownerUserId: number,
  fixedPurpose?: UploadPurpose,
  /** Further checks before anything is stored: the form's text fields (sent before the file) and the file's real type; throws on bad input. */
  check?: (upload: { fields: Record<string, string>; contentType: string; fieldName: string }) => void,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw validationError({ file: [uploadMessages.fileRequired] }, uploadMessages.fileRequired);
  const part = await request.file({ limits: { fileSize: deps.maxBytes, files: 1, fields: 5 } });
  if (!part) throw validationError({ file: [uploadMessages.fileRequired] }, uploadMessages.fileRequired);
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, uploadMessages.tooLarge(formatBytes(deps.maxBytes)));
    throw err;
  });
  const declared = (part.fields.purpose as { value?: unknown } | undefined)?.value;
  const purpose = fixedPurpose ?? (UPLOAD_PURPOSES as readonly unknown[]).find((p) => p === declared);
  if (!purpose) throw validationError({ purpose: [uploadMessages.unknownPurpose] });
  if (bytes.length === 0) throw validationError({ file: [uploadMessages.empty] });
  const kind = sniffFileKind(bytes);
  const rule = RULES[purpose as UploadPurpose];
  const allowed = kind && (FILE_KINDS[kind].image ? rule.images : rule.pdf);
  if (!kind || !allowed) throw validationError({ file: [rule.pdf ? uploadMessages.wrongDocumentType : uploadMessages.wrongImageType] });

  const spec = FILE_KINDS[kind];
  check?.({ fields: textFields(part.fields), contentType: spec.contentType, fieldName: part.fieldname });
  const key = `${crypto.randomBytes(16).toString('hex')}.${spec.ext}`;
  await deps.storage.put(key, bytes);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        storage_key: key,
        owner_user_id: ownerUserId,
        purpose: purpose as UploadPurpose,
        content_type: spec.contentType,
        byte_size: bytes.length,
        original_name: safeFileName(part.filename, spec.ext),
        is_public: rule.isPublic,
        created_by: ownerUserId,
      })
      .returning();
    return row;
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
}

/** The address a stored file is served at. */
export const fileUrl = (file: Pick<StoredFile, 'id' | 'original_name'>) => `/api/files/${file.id}/${encodeURIComponent(file.original_name)}`;

/** One file part read from a multipart form whose other fields the caller reads itself (forms with many fields). */
export type UploadedBytes = { bytes: Buffer; filename: string };

/**
 * Stores an image a staff form sent (banner and event images): checks its real type by its bytes, keeps it under
 * a random key and records it as a public file. Nothing is stored when the check fails.
 */
export async function storeImageBytes(
  deps: { db: DbOrTx; storage: FileStorage },
  ownerUserId: number,
  upload: UploadedBytes,
  purpose: 'banner-image' | 'event-image',
  fieldName: string,
): Promise<StoredFile> {
  if (upload.bytes.length === 0) throw validationError({ [fieldName]: [uploadMessages.empty] });
  const kind = sniffFileKind(upload.bytes);
  if (!kind || !FILE_KINDS[kind].image) throw validationError({ [fieldName]: [uploadMessages.wrongImageType] });
  const spec = FILE_KINDS[kind];
  const key = `${crypto.randomBytes(16).toString('hex')}.${spec.ext}`;
  await deps.storage.put(key, upload.bytes);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        storage_key: key,
        owner_user_id: ownerUserId,
        purpose,
        content_type: spec.contentType,
        byte_size: upload.bytes.length,
        original_name: safeFileName(upload.filename, spec.ext),
        is_public: true,
        created_by: ownerUserId,
      })
      .returning();
    return row;
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
}

/**
 * Reads a multipart form with many text fields and at most one file (its bytes kept in memory up to `maxBytes`).
 * Answers the text fields (a repeated field keeps its last value) and the file, if one was sent.
 */
export async function readMultipartForm(request: FastifyRequest, maxBytes: number): Promise<{ fields: Record<string, string>; file: (UploadedBytes & { fieldName: string }) | null }> {
  const fields: Record<string, string> = {};
  let file: (UploadedBytes & { fieldName: string }) | null = null;
  if (!request.isMultipart()) return { fields: { ...((request.body ?? {}) as Record<string, string>) }, file };
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 30 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, uploadMessages.tooLarge(formatBytes(maxBytes)));
        throw err;
      });
      if (part.filename || bytes.length > 0) file = { bytes, filename: part.filename ?? 'image', fieldName: part.fieldname };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}
