import crypto from 'node:crypto';
import { API_KEYS_MAX, API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, givingApiMessages as m, type AdminApiKey, type ApiKey, type CreatedApiKey, type createApiKeySchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { resolveGivingAccount } from '../accounts/index.js';
import * as repo from './api-keys.repository.js';
import { presentAdminKey, presentKey } from './api-keys.presenter.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new secret: the mode's prefix and 32 random letters and digits (about 190 bits). */
export function newSecret(mode: 'live' | 'test') {
  const bytes = crypto.randomBytes(32);
  let body = '';
  for (const b of bytes) body += ALPHABET[b % ALPHABET.length];
  return `${API_KEY_PREFIX[mode]}${body}`;
}

/**
 * The company whose keys the caller manages: the company the member acts as (company mode), of which they are
 * the owner or an admin. Anything else is 403.
 */
async function managedCompanyId(db: DbOrTx, auth: AuthContext): Promise<number> {
  const account = await resolveGivingAccount(db, auth, {}, 'write');
  if (account.account !== 'company' || account.companyId === null) throw forbidden(m.noAccess);
  const link = await repo.findCompanyLink(db, auth.userId, account.companyId);
  if (!link || !(link.is_admin === 1 || link.is_owner)) throw forbidden(m.noAccess);
  return account.companyId;
}

/** GET /api/developers/keys: the company's keys, revoked ones too, newest first. */
export async function listKeys(db: DbOrTx, auth: AuthContext): Promise<ApiKey[]> {
  const companyId = await managedCompanyId(db, auth);
  return (await repo.findCompanyKeys(db, [companyId])).map(presentKey);
}

/** POST /api/developers/keys: a new key; its secret is in this answer only (the database keeps its hash). */
export async function createKey(db: Db, auth: AuthContext, input: z.output<typeof createApiKeySchema>): Promise<CreatedApiKey> {
  const companyId = await managedCompanyId(db, auth);
  const secret = newSecret(input.mode);
  const id = await db.transaction(async (tx) => {
    // Counted under a lock of the company's keys, so two quick creates cannot pass the limit together.
    await repo.lockCompanyKeys(tx, companyId);
    if ((await repo.countActiveKeys(tx, companyId)) >= API_KEYS_MAX) throw conflict(m.tooManyKeys);
    return repo.insertKey(tx, {
      company_id: companyId,
      name: input.name,
      mode: input.mode,
      scopes: input.scopes.join(','),
      prefix: secret.slice(0, API_KEY_VISIBLE_CHARS),
      key_hash: sha256(secret),
      // The member the key acts for (its givings are theirs), also when staff impersonating them created it.
      created_by: auth.userId,
    });
  });
  const row = (await repo.findKey(db, id))!;
  return { ...presentKey(row), secret };
}

/** POST /api/developers/keys/{id}/revoke: the key answers 401 from now on. Another company's key is 404. */
export async function revokeKey(db: Db, auth: AuthContext, id: number): Promise<ApiKey> {
  const companyId = await managedCompanyId(db, auth);
  const key = await repo.findKey(db, id);
  if (!key || key.company_id !== companyId) throw notFound(m.keyNotFound);
  if (!(await repo.revokeKey(db, id, auth.impersonatorId ?? auth.userId))) throw conflict(m.keyAlreadyRevoked);
  return presentKey((await repo.findKey(db, id))!);
}

/** GET /api/admin/users/{id}/api-keys: staff read the keys of every company the user belongs to. */
export async function listUserKeys(db: DbOrTx, userId: number): Promise<AdminApiKey[]> {
  if (!(await repo.userExists(db, userId))) throw notFound();
  return (await repo.findCompanyKeys(db, await repo.findUserCompanyIds(db, userId))).map(presentAdminKey);
}

/** POST /api/admin/api-keys/{id}/revoke: staff revoke a key, with a reason, in the audit log. */
export async function revokeKeyAsStaff(db: Db, auth: AuthContext, id: number, reason: string, ip: string): Promise<AdminApiKey> {
  const key = await repo.findKey(db, id);
  if (!key) throw notFound(m.keyNotFound);
  const actor = auth.impersonatorId ?? auth.userId;
  await db.transaction(async (tx) => {
    if (!(await repo.revokeKey(tx, id, actor))) throw conflict(m.keyAlreadyRevoked);
    await writeAudit(tx, {
      actorId: actor,
      action: 'api_key.revoke',
      subjectType: 'api_key',
      subjectId: id,
      details: { company_id: key.company_id, name: key.name, mode: key.mode, prefix: key.prefix },
      before: { revoked_at: null },
      after: { revoked: true },
      reason,
      ip,
    });
  });
  return presentAdminKey((await repo.findKey(db, id))!);
}
