import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** Marks the mail with this pixel key opened, the first time only. */
export async function markOpened(db: DbOrTx, openKey: string) {
  await db.update(mailOutbox).set({ opened_at: sql`now()` }).where(and(eq(mailOutbox.open_key, openKey), isNull(mailOutbox.opened_at)));
}
