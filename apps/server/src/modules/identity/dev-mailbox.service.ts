import type { DbOrTx } from '../../db/client.js';
import { findLatestMails, findMail } from './dev-mailbox.repository.js';

/** The 100 latest mails the platform sent, newest first. */
export function listOutbox(db: DbOrTx) {
  return findLatestMails(db, 100);
}

/** One sent mail, or undefined. */
export function findOutboxMail(db: DbOrTx, id: number) {
  return findMail(db, id);
}
