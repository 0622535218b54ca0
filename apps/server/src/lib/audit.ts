import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** One audit entry: who (`actorId`, null for the system) did what (`action`) to which subject, and why. */
export type AuditEntry = {
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  /** Anything else worth keeping about the action (ids touched, amounts). */
  details?: Record<string, unknown>;
  /** The subject's fields as they were before the action, and as they are after it (only those that matter). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The reason staff gave, where the action asks for one. */
  reason?: string | null;
  ip?: string;
};

/**
 * Records a sensitive action in the audit log, in the caller's transaction so it stands or falls with the
 * change. The log is append-only: the database refuses to change or delete a row.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    details: entry.details ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason?.trim() ? entry.reason.trim() : null,
    ip: entry.ip ?? null,
  });
}
