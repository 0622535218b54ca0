import type { DbOrTx } from '../../db/client.js';
import * as repo from './memberships.repository.js';

/** A membership payment by its provider session, for the provider's pages. */
export function findMembershipPaymentBySession(db: DbOrTx, provider: string, sessionId: string) {
  return repo.findPaymentBySession(db, provider, sessionId);
}

/** A package's name. */
export async function findPackageName(db: DbOrTx, packageId: number) {
  return (await repo.findPackage(db, packageId))?.name ?? 'Goodhive';
}
