import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Records a sensitive action (who, what, on whom) in the audit log. */
export async function writeAudit(
  db: DbOrTx,
  entry: { actorId: number | null; action: string; subjectType: string; subjectId: number | null; details?: Record<string, unknown>; ip?: string },
) {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
