import type { Db } from '../../db/client.js';
import { pingDatabase } from './health.repository.js';

/** Whether the database answers a trivial query. */
export function checkDatabase(db: Db): Promise<boolean> {
  return pingDatabase(db);
}
