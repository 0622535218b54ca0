import { sql } from 'drizzle-orm';
import { AUTO_RENEW_STATUS, ROLE } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';

/** The roles of a paying member: a membership that ends takes them back to role 1 (downgraded). */
export const PAID_MEMBER_ROLES = [ROLE.MEMBER, ROLE.PREMIUM_PARTNERSHIP, ROLE.BUSINESS_FOR_GOOD] as const;

export type DowngradedUser = { userId: number; email: string; firstName: string; fromRole: number; companyId: number; companyName: string };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const roleList = (roles: readonly number[]) =>
  sql.join(
    roles.map((r) => sql`${r}::int`),
    sql`, `,
  );

type Returned = { user_id: number; email: string; first_name: string; from_role: number; company_id: number; company_name: string };
const toDowngraded = (r: Returned): DowngradedUser => ({
  userId: Number(r.user_id),
  email: r.email,
  firstName: r.first_name,
  fromRole: Number(r.from_role),
  companyId: Number(r.company_id),
  companyName: r.company_name,
});

/**
 * Downgrades (role 7 to 1) every user of a company whose trial ended by `now` without a paid membership running
 * past it. One statement: a second run finds nobody left on role 7, so it changes nothing.
 */
export async function downgradeExpiredTrials(tx: DbOrTx, now: Date): Promise<DowngradedUser[]> {
  const result = await tx.execute<Returned>(sql`
    update users u set role_id = ${ROLE.DOWNGRADED}, updated_at = now()
    from user_business ub join companies c on c.id = ub.company_id
    where ub.user_id = u.id
      and u.role_id = ${ROLE.TRIAL}
      and c.trial_ends_at <= ${at(now)}
      and (c.membership_period_id is null or c.membership_end_date is null or c.membership_end_date <= ${at(now)})
    returning u.id as user_id, u.email, u.first_name, ${ROLE.TRIAL}::int as from_role, c.id as company_id, c.company_name`);
  return result.rows.map(toDowngraded);
}

/**
 * Downgrades (to role 1) the paying members of every company whose paid membership ended by `now` with
 * auto-renewal off. A user who also belongs to a company whose membership still runs keeps their role.
 */
export async function downgradeEndedMemberships(tx: DbOrTx, now: Date): Promise<DowngradedUser[]> {
  const result = await tx.execute<Returned>(sql`
    with ended as (
      select distinct on (u.id) u.id as user_id, u.role_id as from_role, c.id as company_id, c.company_name
      from users u
      join user_business ub on ub.user_id = u.id
      join companies c on c.id = ub.company_id
      where u.role_id in (${roleList(PAID_MEMBER_ROLES)})
        and c.membership_period_id is not null
        and c.membership_end_date <= ${at(now)}
        and coalesce(c.membership_recurring_status, '') <> ${AUTO_RENEW_STATUS.on}
        and not exists (
          select 1 from user_business ob join companies oc on oc.id = ob.company_id
          where ob.user_id = u.id and oc.membership_period_id is not null and oc.membership_end_date > ${at(now)})
      order by u.id, c.membership_end_date desc
    )
    update users u set role_id = ${ROLE.DOWNGRADED}, updated_at = now()
    from ended e
    where u.id = e.user_id
    returning u.id as user_id, u.email, u.first_name, e.from_role, e.company_id, e.company_name`);
  return result.rows.map(toDowngraded);
}

export type RenewalDue = { companyId: number; companyName: string; endDate: Date };

/** Companies with a paid membership ended by `now` that renew themselves (auto-renew on): due a renewal charge. */
export async function findAutoRenewalsDue(db: DbOrTx, now: Date): Promise<RenewalDue[]> {
  const result = await db.execute<{ company_id: number; company_name: string; end_date: string }>(sql`
    select c.id as company_id, c.company_name, to_char(c.membership_end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_date
    from companies c
    where c.membership_period_id is not null
      and c.membership_end_date <= ${at(now)}
      and c.membership_recurring_status = ${AUTO_RENEW_STATUS.on}
      and exists (select 1 from user_business ub join users u on u.id = ub.user_id where ub.company_id = c.id and u.role_id in (${roleList(PAID_MEMBER_ROLES)}))
    order by c.id`);
  return result.rows.map((r) => ({ companyId: Number(r.company_id), companyName: r.company_name, endDate: new Date(r.end_date) }));
}

/**
 * Companies with a paid membership ending after `now` and within `withinDays` days, auto-renewal off, still
 * held by a paying member: due a renewal reminder.
 */
export async function findMembershipsEndingWithin(db: DbOrTx, now: Date, withinDays: number): Promise<RenewalDue[]> {
  const result = await db.execute<{ company_id: number; company_name: string; end_date: string }>(sql`
    select c.id as company_id, c.company_name, to_char(c.membership_end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_date
    from companies c
    where c.membership_period_id is not null
      and c.membership_end_date > ${at(now)}
      and c.membership_end_date <= ${at(now)} + ${withinDays}::int * interval '1 day'
      and coalesce(c.membership_recurring_status, '') <> ${AUTO_RENEW_STATUS.on}
      and exists (select 1 from user_business ub join users u on u.id = ub.user_id where ub.company_id = c.id and u.role_id in (${roleList(PAID_MEMBER_ROLES)}))
    order by c.id`);
  return result.rows.map((r) => ({ companyId: Number(r.company_id), companyName: r.company_name, endDate: new Date(r.end_date) }));
}

export type CompanyContact = { email: string; firstName: string; companyName: string; membershipEndDate: Date | null; autoRenew: string | null };

/** The owner of a company (who gets its membership e-mails) with the membership as it stands now. */
export async function findCompanyOwnerContact(db: DbOrTx, companyId: number): Promise<CompanyContact | undefined> {
  const result = await db.execute<{ email: string; first_name: string; company_name: string; end_date: string | null; auto_renew: string | null }>(sql`
    select u.email, u.first_name, c.company_name, c.membership_recurring_status as auto_renew,
      to_char(c.membership_end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_date
    from companies c
    join user_business ub on ub.company_id = c.id
    join users u on u.id = ub.user_id
    where c.id = ${companyId}
    order by ub.is_owner desc, ub.is_admin desc, ub.id
    limit 1`);
  const r = result.rows[0];
  if (!r) return undefined;
  return { email: r.email, firstName: r.first_name, companyName: r.company_name, membershipEndDate: r.end_date ? new Date(r.end_date) : null, autoRenew: r.auto_renew };
}
