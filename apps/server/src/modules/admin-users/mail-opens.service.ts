import type { DbOrTx } from '../../db/client.js';
import { markOpened } from './mail-opens.repository.js';

/** A transparent 1x1 GIF: what a mail's tracking pixel shows. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Records that a mail was opened (its pixel was fetched); an unknown or malformed key changes nothing. */
export async function recordOpen(db: DbOrTx, key: string) {
  if (/^[A-Za-z0-9_-]{8,64}$/.test(key)) await markOpened(db, key);
}
