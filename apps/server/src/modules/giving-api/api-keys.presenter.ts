import type { AdminApiKey, ApiKey, ApiKeyMode, ApiKeyScope } from '@goodhive/contract';
import type { ApiKeyListRow } from './api-keys.repository.js';

export const scopesOf = (scopes: string) => scopes.split(',').filter(Boolean) as ApiKeyScope[];

/** A key as the key screens show it: never its secret or hash. */
export function presentKey(row: ApiKeyListRow): ApiKey {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    mode: row.mode as ApiKeyMode,
    scopes: scopesOf(row.scopes),
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    created_by_name: row.created_by_name || null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export const presentAdminKey = (row: ApiKeyListRow & { company_name: string }): AdminApiKey => ({ ...presentKey(row), company_name: row.company_name });
