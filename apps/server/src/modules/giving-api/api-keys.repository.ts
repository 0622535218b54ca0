import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '../../db/client.js';
import { apiKeys, companies, userBusiness, users } from '../../db/schema/index.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const keyColumns = {
  id: apiKeys.id,
  company_id: apiKeys.company_id,
  name: apiKeys.name,
  mode: apiKeys.mode,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  revoked_at: apiKeys.revoked_at,
  created_by_name: sql<string | null>`(select trim(u.first_name || ' ' || coalesce(u.last_name, '')) from users u where u.id = ${apiKeys.created_by})`,
};
export type ApiKeyListRow = { id: number; company_id: number; name: string; mode: string; scopes: string; prefix: string; created_at: Date; last_used_at: Date | null; revoked_at: Date | null; created_by_name: string | null };

/** The member's link to a company (admin, owner), or null. */
export async function findCompanyLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ is_admin: userBusiness.is_admin, is_owner: userBusiness.is_owner })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(db: DbOrTx, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row.id;
}

export async function countActiveKeys(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys).where(and(eq(apiKeys.company_id, companyId), isNull(apiKeys.revoked_at)));
  return row.n;
}

/** A company's keys, newest first. */
export function findCompanyKeys(db: DbOrTx, companyIds: number[]): Promise<(ApiKeyListRow & { company_name: string })[]> {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .select({ ...keyColumns, company_name: companies.company_name })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.company_id))
    .where(inArray(apiKeys.company_id, companyIds))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
}

export async function findKey(db: DbOrTx, id: number): Promise<(ApiKeyListRow & { company_name: string }) | null> {
  const [row] = await db.select({ ...keyColumns, company_name: companies.company_name }).from(apiKeys).innerJoin(companies, eq(companies.id, apiKeys.company_id)).where(eq(apiKeys.id, id));
  return row ?? null;
}

/** Revokes a key once: false when it was already revoked. */
export async function revokeKey(db: DbOrTx, id: number, by: number) {
  const rows = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()`, revoked_by: by })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The companies a user belongs to (for staff). */
export async function findUserCompanyIds(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: userBusiness.company_id }).from(userBusiness).where(eq(userBusiness.user_id, userId));
  return rows.map((r) => r.id);
}

export async function userExists(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** A key by the hash of its secret, with its company's country (for the display conditions): one prepared statement. */
const keyByHash = preparedFor((db) =>
  db
    .select({
      id: apiKeys.id,
      company_id: apiKeys.company_id,
      mode: apiKeys.mode,
      scopes: apiKeys.scopes,
      revoked_at: apiKeys.revoked_at,
      last_used_at: apiKeys.last_used_at,
      created_by: apiKeys.created_by,
      country_id: companies.country_id,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.company_id))
    .where(eq(apiKeys.key_hash, sql.placeholder('hash')))
    .limit(1)
    .prepare('giving_api_key_by_hash'),
);

export async function findKeyByHash(db: DbOrTx, hash: string) {
  const [row] = await keyByHash(db).execute({ hash });
  return row ?? null;
}

/** Notes the key's last use, at most once a minute (so a busy key does not write on every call). */
export async function touchKey(db: DbOrTx, id: number) {
  await db.execute(sql`update api_keys set last_used_at = now() where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
}

/** Holds the company's keys until the transaction ends (creates queue on it). */
export async function lockCompanyKeys(tx: DbOrTx, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${companyId}`}))`);
}
