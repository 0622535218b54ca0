import { isDatabaseReachable, type Db } from '../../db/client.js';

/** Whether the database answers a trivial query (select 1). */
export function pingDatabase(db: Db): Promise<boolean> {
  return isDatabaseReachable(db);
}
