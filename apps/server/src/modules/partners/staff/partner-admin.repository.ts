import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PARTNER_SCORE_BASE, PARTNER_SCORE_ITEMS, type AdminPartnerSort, type PartnerUserStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { containing } from '../../../db/lists.js';
import { countries, partnerCountries, partners, projects, users } from '../../../db/schema/index.js';

/** The profile completeness score in SQL, built from the same items as partnerProfileScore. */
const scoreSql = sql.join(
  [
    sql`${PARTNER_SCORE_BASE}`,
    ...PARTNER_SCORE_ITEMS.map((item) => sql`(case when coalesce(trim(${partners[item.field]}), '') <> '' then ${item.points} else 0 end)`),
  ],
  sql` + `,
);

export type PartnerListFilter = { search?: string; status?: PartnerUserStatus; sort: AdminPartnerSort; limit: number; page: number };

function whereOf(filter: PartnerListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filter.search?.trim();
  if (search) {
    const like = containing(search);
    const byText = or(
      ilike(partners.worthy_cause_name, like),
      ilike(partners.org_legal_name, like),
      ilike(users.email, like),
      ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like),
    );
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    conditions.push(id === null ? byText : or(byText, eq(partners.id, id), eq(users.id, id)));
  }
  if (filter.status) conditions.push(eq(users.status, filter.status === 'blocked' ? 1 : 0));
  return and(...conditions);
}

/** Projects per status (bundles apart) of every partner. */
const projectCounts = (db: DbOrTx) => {
  const counted = (status: string) => sql<number>`count(*) filter (where ${projects.status} = ${status} and not ${projects.is_bundle})`.mapWith(Number);
  return db
    .select({
      partner_id: projects.partner_id,
      draft: counted('draft').as('draft'),
      submitted: counted('submitted').as('submitted'),
      live: counted('live').as('live'),
      paused: counted('paused').as('paused'),
      closed: counted('closed').as('closed'),
      bundles: sql<number>`count(*) filter (where ${projects.is_bundle})`.mapWith(Number).as('bundles'),
    })
    .from(projects)
    .groupBy(projects.partner_id)
    .as('project_counts');
};

/** One page of partners with their panel user and project counts, and the number of matches. */
export async function findPartnerPage(db: DbOrTx, filter: PartnerListFilter) {
  const where = whereOf(filter);
  const counts = projectCounts(db);
  const order =
    filter.sort === 'name'
      ? [asc(sql`lower(${partners.worthy_cause_name})`), asc(partners.id)]
      : filter.sort === 'score'
        ? [asc(scoreSql), asc(sql`lower(${partners.worthy_cause_name})`), asc(partners.id)]
        : [desc(partners.created_at), desc(partners.id)];
  const zero = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        partner: partners,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        status: users.status,
        is_active: users.is_active,
        draft: zero(counts.draft),
        submitted: zero(counts.submitted),
        live: zero(counts.live),
        paused: zero(counts.paused),
        closed: zero(counts.closed),
        bundles: zero(counts.bundles),
      })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.user_id))
      .leftJoin(counts, eq(counts.partner_id, partners.id))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.user_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type PartnerListRow = Awaited<ReturnType<typeof findPartnerPage>>['rows'][number];

/** True when some user already has this e-mail (case-insensitive). */
export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return Boolean(row);
}

/** Inserts the panel user of a new partner. */
export async function insertPartnerUser(db: DbOrTx, values: { first_name: string; last_name: string; email: string; password_hash: string; role_id: number; createdBy: number }) {
  const [row] = await db
    .insert(users)
    .values({
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password_hash: values.password_hash,
      role_id: values.role_id,
      user_type: 'partner',
      account: 'user',
      register_source: 'admin',
      created_by: values.createdBy,
      updated_by: values.createdBy,
    })
    .returning();
  return row;
}

/** Inserts the organisation of a new partner and, when given, the country it is registered and operates in. */
export async function insertPartner(db: DbOrTx, values: { userId: number; worthy_cause_name: string; org_legal_name: string | null; countryId: number | null; createdBy: number }) {
  const [row] = await db
    .insert(partners)
    .values({ user_id: values.userId, worthy_cause_name: values.worthy_cause_name, org_legal_name: values.org_legal_name, created_by: values.createdBy, updated_by: values.createdBy })
    .returning();
  if (values.countryId) {
    await db.insert(partnerCountries).values([
      { partner_id: row.id, country_id: values.countryId, info_type: 'reg' },
      { partner_id: row.id, country_id: values.countryId, info_type: 'ope' },
    ]);
  }
  return row;
}

/** The country's id when it exists, else undefined. */
export async function findCountryId(db: DbOrTx, countryId: number) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return country;
}
