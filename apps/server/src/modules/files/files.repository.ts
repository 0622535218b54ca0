import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

/** A stored file's record, or undefined when there is none. */
export async function findFile(db: DbOrTx, id: number) {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}
