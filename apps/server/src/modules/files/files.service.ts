import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import { findFile } from './files.repository.js';

/** The stored file the caller may read: public images for anyone, documents for their owner and staff; 404 otherwise. */
export async function getReadableFile(db: DbOrTx, auth: AuthContext | null, id: number) {
  const file = await findFile(db, id);
  const allowed = file && (file.is_public || (auth && (auth.userId === file.owner_user_id || isAdmin(auth))));
  if (!file || !allowed) throw notFound('File not found.');
  return file;
}
