import type { PartnerApplication, PartnerApplicationInput } from '@goodhive/contract';
import { adminPartnerCreateSchema, partnerApplicationSchema, partnerApplicationTexts } from '@goodhive/contract';
import crypto from 'node:crypto';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { AuthContext } from '../../../http/auth.js';
import { writeAudit } from '../../../lib/audit.js';
import { conflict, forbidden, notFound, validationError } from '../../../lib/errors.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import type { FileStorage } from '../../../lib/storage/file-storage.js';
import { FILE_KINDS, safeFileName, sniffFileKind } from '../../../lib/storage/file-types.js';
import { isAdmin } from '../../accounts/index.js';
import { isEmailTaken } from '../staff/partner-admin.repository.js';
import { asEmailTaken, insertNewPartnerInTx, sendPartnerWelcome } from '../staff/partner-admin.service.js';
import * as repo from './partner-applications.repository.js';

/** The document kinds an application may carry. */
const DOCUMENT_KINDS = ['pdf', 'png', 'jpeg'] as const;

const present = (row: repo.PartnerApplicationRow): PartnerApplication => ({
  id: row.id,
  worthy_cause_name: row.worthy_cause_name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  country: row.country,
  website: row.website,
  about: row.about,
  document_name: row.document_name,
  document_url: `/api/admin/partner-applications/${row.id}/document`,
  status: row.status as PartnerApplication['status'],
  review_note: row.review_note,
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  partner_user_id: row.partner_user_id,
  created_at: row.created_at.toISOString(),
});

/**
 * POST /api/v2/guest/partner-application: a worthy cause applies. The fields are checked, the e-mail must be
 * free (no account, no application waiting), the document must really be a PDF, PNG or JPEG (by its bytes);
 * only then is the document stored and the application written. Bad input stores nothing.
 */
export async function submitApplication(deps: { db: Db; storage: FileStorage }, fields: Record<string, string>, file: { bytes: Buffer; filename: string } | null) {
  const parsed = partnerApplicationSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    throw validationError(errors);
  }
  const input: PartnerApplicationInput = parsed.data;
  if (!file || file.bytes.length === 0) throw validationError({ document: [partnerApplicationTexts.documentRequired] }, partnerApplicationTexts.documentRequired);
  const kind = sniffFileKind(file.bytes);
  if (!kind || !(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw validationError({ document: [partnerApplicationTexts.documentType] }, partnerApplicationTexts.documentType);
  if (!(await repo.countryExists(deps.db, input.country_id))) throw validationError({ country_id: ['Choose the country.'] });
  if (await isEmailTaken(deps.db, input.email)) throw conflict(partnerApplicationTexts.emailTaken, { email: [partnerApplicationTexts.emailTaken] });
  if (await repo.hasPendingApplication(deps.db, input.email)) throw conflict(partnerApplicationTexts.alreadyApplied, { email: [partnerApplicationTexts.alreadyApplied] });

  const spec = FILE_KINDS[kind];
  const key = `${crypto.randomBytes(16).toString('hex')}.${spec.ext}`;
  await deps.storage.put(key, file.bytes);
  try {
    const row = await repo.insertApplication(deps.db, {
      ...input,
      website: input.website || null,
      document_storage_key: key,
      document_name: safeFileName(file.filename, spec.ext),
      document_content_type: spec.contentType,
    });
    return { id: row.id, status: 'pending' as const };
  } catch (error) {
    await deps.storage.delete(key);
    // Two submissions at once with the same e-mail: the partial unique index decides.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw conflict(partnerApplicationTexts.alreadyApplied, { email: [partnerApplicationTexts.alreadyApplied] });
    }
    throw error;
  }
}

/** GET /api/admin/partner-applications: applications, newest first, optionally of one status (staff). */
export async function listApplications(db: Db, auth: AuthContext, status?: string) {
  if (!isAdmin(auth)) throw forbidden();
  return (await repo.findApplications(db, status)).map(present);
}

/** GET /api/admin/partner-applications/{id}/document: the application's document (staff). */
export async function readApplicationDocument(deps: { db: Db; storage: FileStorage }, auth: AuthContext, id: number) {
  if (!isAdmin(auth)) throw forbidden();
  const row = await repo.findApplication(deps.db, id);
  if (!row) throw notFound(partnerApplicationTexts.notFound);
  const stream = await deps.storage.get(row.document_storage_key);
  if (!stream) throw notFound(partnerApplicationTexts.notFound);
  return { stream, name: row.document_name, contentType: row.document_content_type };
}

async function pendingOrThrow(db: Db, id: number) {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(partnerApplicationTexts.notFound);
  if (row.status !== 'pending') throw conflict(partnerApplicationTexts.notPending);
  return row;
}

/**
 * POST /api/admin/partner-applications/{id}/approve: staff approve; the partner user and organisation are made
 * (audited as partner.create, with the welcome e-mail that sets the password) and the application records it.
 */
export async function approveApplication(deps: { db: Db; config: Config; mailer: Mailer }, auth: AuthContext, id: number, ip: string): Promise<PartnerApplication> {
  if (!isAdmin(auth)) throw forbidden();
  await pendingOrThrow(deps.db, id);
  // One transaction: the partner user, its organisation, the application's approval and both audit rows commit
  // together or not at all, so a failure never leaves a partner user behind a still-pending application.
  const created = await deps.db
    .transaction(async (tx) => {
      const row = await repo.findApplication(tx, id, true);
      if (!row) throw notFound(partnerApplicationTexts.notFound);
      if (row.status !== 'pending') throw conflict(partnerApplicationTexts.notPending);
      const input = adminPartnerCreateSchema.parse({ first_name: row.first_name, last_name: row.last_name, email: row.email, worthy_cause_name: row.worthy_cause_name, country_id: row.country_id ?? undefined });
      const made = await insertNewPartnerInTx(tx, auth, input, ip);
      await repo.markReviewed(tx, id, { status: 'approved', review_note: null, reviewed_by: auth.userId, partner_user_id: made.user.id });
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'partner_application.approve',
        subjectType: 'partner_application',
        subjectId: id,
        details: { email: row.email, partner_user_id: made.user.id },
        before: { status: 'pending' },
        after: { status: 'approved' },
        ip,
      });
      return made;
    })
    .catch(asEmailTaken);
  await sendPartnerWelcome(deps, created);
  return present((await repo.findApplication(deps.db, id))!);
}

/** POST /api/admin/partner-applications/{id}/reject: staff decline with a reason; nobody can sign in for it. */
export async function rejectApplication(db: Db, auth: AuthContext, id: number, reason: string, ip: string): Promise<PartnerApplication> {
  if (!isAdmin(auth)) throw forbidden();
  await db.transaction(async (tx) => {
    const row = await repo.findApplication(tx, id, true);
    if (!row) throw notFound(partnerApplicationTexts.notFound);
    if (row.status !== 'pending') throw conflict(partnerApplicationTexts.notPending);
    await repo.markReviewed(tx, id, { status: 'rejected', review_note: reason, reviewed_by: auth.userId });
    await writeAudit(tx, { actorId: auth.userId, action: 'partner_application.reject', subjectType: 'partner_application', subjectId: id, before: { status: 'pending' }, after: { status: 'rejected' }, reason, ip });
  });
  return present((await repo.findApplication(db, id))!);
}
