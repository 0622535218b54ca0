import { API_KEY_PREFIX, givingApiMessages as m, type ApiKeyMode, type ApiKeyScope } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { countRateLimit, type RateLimitState } from '../../lib/rate-limit.js';
import { sha256 } from '../../lib/secrets.js';
import * as repo from './api-keys.repository.js';
import { scopesOf } from './api-keys.presenter.js';

/** Who calls the Giving API: the key, its company and what it may do. */
export type ApiCaller = {
  keyId: number;
  companyId: number;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  /** The company's country, for the display conditions. */
  countryId: number | null;
  /** The member who made the key: the giver of record on the company's contributions. */
  userId: number;
};

const keyPattern = new RegExp(`^(${Object.values(API_KEY_PREFIX).join('|')})[A-Za-z0-9]{20,64}$`);

/**
 * The caller behind `Authorization: Bearer <key>`: 401 without a key, with one that is not a Goodhive key or is
 * unknown, or with a revoked one. Nothing is looked up in the session tokens, and a session token is no key.
 */
export async function authenticateKey(db: DbOrTx, authorization: string | undefined): Promise<ApiCaller> {
  if (!authorization) throw unauthorized(m.missingKey);
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) throw unauthorized(m.missingKey);
  if (!keyPattern.test(match[1])) throw unauthorized(m.invalidKey);
  const key = await repo.findKeyByHash(db, sha256(match[1]));
  if (!key) throw unauthorized(m.invalidKey);
  if (key.revoked_at) throw unauthorized(m.revokedKey);
  if (key.created_by === null) throw unauthorized(m.companyInactive);
  if (!key.last_used_at || Date.now() - key.last_used_at.getTime() > 60_000) await repo.touchKey(db, key.id);
  return { keyId: key.id, companyId: key.company_id, mode: key.mode as ApiKeyMode, scopes: scopesOf(key.scopes), countryId: key.country_id, userId: key.created_by };
}

/** A Goodhive-Mode header that names the other mode than the key's is refused (403), so keys are not mixed up. */
export function checkModeHeader(caller: ApiCaller, header: string | string[] | undefined) {
  if (header === undefined) return;
  const value = String(header).trim().toLowerCase();
  if (value !== 'live' && value !== 'test') throw new AppError(400, m.modeHeaderInvalid);
  if (value === 'live' && caller.mode === 'test') throw forbidden(m.testKeyOnLive);
  if (value === 'test' && caller.mode === 'live') throw forbidden(m.liveKeyOnTest);
}

/** Needs any of `scopes` (none: every key). */
export function checkScopes(caller: ApiCaller, scopes: readonly ApiKeyScope[]) {
  if (scopes.length && !scopes.some((s) => caller.scopes.includes(s))) throw forbidden(m.scopeMissing(scopes.join(' or ')));
}

/** One more call of the key in its window (shared by every server process). */
export function countCall(db: DbOrTx, caller: ApiCaller, scale: number): Promise<RateLimitState> {
  return countRateLimit(db, 'givingApiKey', String(caller.keyId), scale);
}
