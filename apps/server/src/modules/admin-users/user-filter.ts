import { and, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_ROLE_IDS,
  CUSTOM_RANGES,
  DORMANT_AFTER_MONTHS,
  INDIVIDUAL_ROLE_IDS,
  OPEN_RATE_BANDS,
  ROLE,
  type CustomRange,
  type UserFilter,
} from '@goodhive/contract';
import { containing, sqlList } from '../../db/lists.js';
import { users } from '../../db/schema/index.js';

/*
 * The one translation of the staff user filters (admin-and-partner.md §3, both dialogs) into SQL. Every field
 * becomes a condition on the `users` row: plain columns, or `exists`/scalar subqueries on its company link,
 * giving, mail and audit rows, so the database does the filtering and no list of users is ever loaded to
 * filter in memory. Other staff screens (giving lists, broadcasts) use `userFilterCondition` in their own
 * queries: `select ... from users where ${userFilterCondition(filter, now)}`.
 */

const DAY = 'interval \'1 day\'';
const PAID_BUSINESS_ROLES = [ROLE.MEMBER, ROLE.PARTNER, ROLE.PREMIUM_PARTNERSHIP, ROLE.BUSINESS_FOR_GOOD];

/** The instant a custom range's months reach back to from `now`. */
function monthsAgo(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** `column` within a custom range: less than N ago is after the cut, more than N ago is at or before it. */
function inCustomRange(column: SQL, range: CustomRange, now: Date): SQL {
  const def = CUSTOM_RANGES.find((r) => r.value === range)!;
  const cut = monthsAgo(now, def.months).toISOString();
  return def.side === 'less' ? sql`${column} > ${cut}::timestamptz` : sql`${column} <= ${cut}::timestamptz`;
}

/** `column` on or after the day `from` and on or before the day `to` (yyyy-mm-dd, UTC days). */
function inDays(column: SQL, from: string | undefined, to: string | undefined): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= ${from}::date`);
  if (to) out.push(sql`${column} < ${to}::date + ${sql.raw(DAY)}`);
  return out;
}

/** A count compared with "more than" and "less than" bounds (both exclusive). */
function between(value: SQL, more: number | undefined, less: number | undefined): SQL[] {
  const out: SQL[] = [];
  if (more !== undefined) out.push(sql`${value} > ${more}`);
  if (less !== undefined) out.push(sql`${value} < ${less}`);
  return out;
}

const ids = (list: readonly number[]) => sqlList([...new Set(list)]);
const uid = sql`${users.id}`;

/** The paid contributions of the user, in the giving window of `con_custom_range` when one is set. */
function paidGiving(f: UserFilter, now: Date, extra: SQL = sql`true`): SQL {
  const window = f.con_custom_range ? inCustomRange(sql`gc.contribution_date`, f.con_custom_range, now) : sql`true`;
  return sql`from contributions gc where gc.user_id = ${uid} and gc.payment_received = 1 and gc.contribution_date is not null and ${window} and ${extra}`;
}

/** The conditions of the Main Filters section. */
function mainConditions(f: UserFilter, now: Date): SQL[] {
  const c: SQL[] = [];
  if (f.keyword) {
    const pattern = containing(f.keyword);
    const asNumber = /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : null;
    c.push(
      sql`(${asNumber !== null ? sql`${users.id} = ${asNumber} or ` : sql``}${users.email} ilike ${pattern} or (${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern})`,
    );
  }
  if (f.select_user_type === 'individuals') c.push(sql`${users.user_type} = 'business' and ${users.role_id} in (${ids(INDIVIDUAL_ROLE_IDS)})`);
  if (f.select_user_type === 'businesses') c.push(sql`${users.user_type} = 'business' and ${users.role_id} in (${ids(BUSINESS_ROLE_IDS)})`);
  if (f.current_user_type) c.push(sql`${users.role_id} in (${ids(f.current_user_type)})`);
  if (f.previous_user_type) {
    // A role change is audited with the role it left: details.from_role_id (membership jobs, staff downgrades and upgrades).
    c.push(
      sql`exists (select 1 from audit_log pa where pa.subject_type = 'user' and pa.subject_id = ${uid} and (pa.details->>'from_role_id') ~ '^[0-9]+$' and (pa.details->>'from_role_id')::int in (${ids(f.previous_user_type)}))`,
    );
  }
  if (f.reg_type) c.push(sql`exists (select 1 from user_business rt where rt.user_id = ${uid} and rt.type_reg in (${sqlList(f.reg_type)}))`);
  if (f.refered_type) {
    const ways: SQL[] = [];
    const teamInvite = sql`exists (select 1 from user_business ti where ti.user_id = ${uid} and not ti.is_owner)`;
    const referred = sql`(${users.referral_code} is not null or exists (select 1 from referrals rr where rr.referred_user_id = ${uid}))`;
    if (f.refered_type.includes('referral_code')) ways.push(referred);
    if (f.refered_type.includes('team_invite')) ways.push(teamInvite);
    if (f.refered_type.includes('direct')) ways.push(sql`(not ${referred} and not ${teamInvite})`);
    // Connection: the user's company is a member of a hive (hive_members), or leads one.
    if (f.refered_type.includes('hive')) {
      ways.push(sql`exists (select 1 from user_business hb where hb.user_id = ${uid} and (exists (select 1 from hive_members hm where hm.company_id = hb.company_id) or exists (select 1 from hives hh where hh.company_id = hb.company_id)))`);
    }
    c.push(sql`(${sql.join(ways, sql` or `)})`);
  }
  c.push(...inDays(sql`${users.created_at}`, f.joining_date_from, f.joining_date_to));
  if (f.joining_custom) c.push(inCustomRange(sql`${users.created_at}`, f.joining_custom, now));
  if (f.upgrade_from || f.upgrade_to) {
    const paidIn = inDays(sql`up.paid_at`, f.upgrade_from, f.upgrade_to);
    c.push(
      sql`exists (select 1 from membership_payments up join user_business upb on upb.company_id = up.company_id where upb.user_id = ${uid} and up.payment_status = 1 and ${and(...paidIn)})`,
    );
  }
  if (f.joining_down_custom) {
    const when = inCustomRange(sql`da.created_at`, f.joining_down_custom, now);
    c.push(sql`exists (select 1 from audit_log da where da.subject_type = 'user' and da.subject_id = ${uid} and (da.details->>'to_role_id') = ${String(ROLE.DOWNGRADED)} and ${when})`);
  }
  if (f.user_status !== undefined) c.push(sql`${users.status} = ${f.user_status}`);
  if (f.user_country) c.push(sql`${users.country_id} in (${ids(f.user_country)})`);
  if (f.user_state) {
    // A user's state is the one of their personal billing address.
    c.push(
      sql`exists (select 1 from billing_addresses us join states st on lower(st.name) = lower(us.state) where us.user_id = ${uid} and us.account = 'user' and st.id in (${ids(f.user_state)}))`,
    );
  }
  if (f.include_tag) c.push(sql`exists (select 1 from user_tags it where it.user_id = ${uid} and it.tag in (${sqlList(f.include_tag)}))`);
  if (f.exclude_tag) c.push(sql`not exists (select 1 from user_tags et where et.user_id = ${uid} and et.tag in (${sqlList(f.exclude_tag)}))`);
  return c;
}

/** The business account status of §4, decided for company `co` of user `users`. */
function businessStatus(status: NonNullable<UserFilter['bus_acc_status']>, now: Date): SQL {
  const blocked = sql`(${users.status} = 1 or co.status <> 1)`;
  const downgraded = sql`${users.role_id} = ${ROLE.DOWNGRADED}`;
  const recentGiving = sql`exists (select 1 from contributions rg where rg.company_id = co.id and rg.account = 'company' and rg.payment_received = 1 and rg.contribution_date > ${monthsAgo(now, DORMANT_AFTER_MONTHS).toISOString()}::timestamptz)`;
  switch (status) {
    case 'blocked':
      return blocked;
    case 'downgraded':
      return sql`(${downgraded} and not ${blocked})`;
    case 'upgraded':
      return sql`(${users.role_id} in (${ids(PAID_BUSINESS_ROLES)}) and co.membership_end_date >= ${now.toISOString()}::timestamptz and not ${blocked})`;
    case 'active':
      return sql`(not ${blocked} and not ${downgraded} and ${recentGiving})`;
    default:
      return sql`(not ${blocked} and not ${downgraded} and not ${recentGiving})`;
  }
}

/** The Business Account Filters, all about one company the user belongs to (so they hold together). */
function businessConditions(f: UserFilter, now: Date): SQL | null {
  const c: SQL[] = [];
  if (f.bus_name) c.push(sql`co.company_name ilike ${containing(f.bus_name)}`);
  if (f.bus_acc_status) c.push(businessStatus(f.bus_acc_status, now));
  if (f.bus_package) c.push(sql`exists (select 1 from company_packages cp where cp.company_id = co.id and cp.package_id = ${f.bus_package})`);
  c.push(...inDays(sql`co.created_at`, f.reg_date_from, f.reg_date_to));
  if (f.bus_cus_date) c.push(inCustomRange(sql`co.created_at`, f.bus_cus_date, now));
  if (f.bus_country) c.push(sql`co.country_id in (${ids(f.bus_country)})`);
  if (f.bus_state) c.push(sql`lower(co.state) in (select lower(bs.name) from states bs where bs.id in (${ids(f.bus_state)}))`);
  if (f.bus_city) c.push(sql`co.city ilike ${containing(f.bus_city)}`);
  if (f.bus_indus) c.push(sql`(co.industry_1 in (${ids(f.bus_indus)}) or co.industry_2 in (${ids(f.bus_indus)}))`);
  if (f.bus_cate) {
    c.push(
      sql`exists (select 1 from contributions cc join project_categories pc on pc.project_id = cc.project_id where cc.company_id = co.id and cc.account = 'company' and cc.payment_received = 1 and pc.category_id = ${f.bus_cate})`,
    );
  }
  if (f.emp_more !== undefined || f.emp_less !== undefined) {
    // Employees: the people linked to the company besides its owner.
    const employees = sql`(select count(*) from user_business em where em.company_id = co.id and not em.is_owner)`;
    c.push(...between(employees, f.emp_more, f.emp_less));
  }
  if (!c.length) return null;
  return sql`exists (select 1 from user_business bl join companies co on co.id = bl.company_id where bl.user_id = ${uid} and ${and(...c)})`;
}

/** The mails sent to the user (the outbox rows that left, or were stored without an SMTP server). */
const mailsTo = (alias: string) => sql.raw(`from mail_outbox ${alias} where ${alias}.status in ('sent', 'stored')`);

/** The Contribution Status Filters of the e-mail-user dialog. */
function contributionConditions(f: UserFilter, now: Date): SQL[] {
  const c: SQL[] = [];
  if (f.lastgiving_from || f.lastgiving_to) {
    const last = sql`(select max(lg.contribution_date) from contributions lg where lg.user_id = ${uid} and lg.payment_received = 1)`;
    c.push(sql`${last} is not null`, ...inDays(last, f.lastgiving_from, f.lastgiving_to));
  }
  if (f.noof_giving_more !== undefined || f.noof_giving_less !== undefined) {
    c.push(...between(sql`(select count(distinct gc.contribution_group_id) ${paidGiving(f, now)})`, f.noof_giving_more, f.noof_giving_less));
  }
  if (f.con_giving_impact_more !== undefined || f.con_giving_impact_less !== undefined) {
    c.push(...between(sql`(select coalesce(sum(gc.quantity), 0) ${paidGiving(f, now)})`, f.con_giving_impact_more, f.con_giving_impact_less));
  }
  if (f.giving_amount_more !== undefined || f.giving_amount_less !== undefined) {
    const cents = (usd: number | undefined) => (usd === undefined ? undefined : Math.round(usd * 100));
    c.push(...between(sql`(select coalesce(sum(gc.amt_total_usd_cents), 0) ${paidGiving(f, now)})`, cents(f.giving_amount_more), cents(f.giving_amount_less)));
  }
  if (f.con_lgi_more !== undefined || f.con_lgi_less !== undefined) {
    // Leveraged impacts: what the other people of the companies the user owns or runs gave for those companies.
    const window = f.con_custom_range ? inCustomRange(sql`lc.contribution_date`, f.con_custom_range, now) : sql`true`;
    const lgi = sql`(select coalesce(sum(lc.quantity), 0) from contributions lc join user_business lb on lb.company_id = lc.company_id where lb.user_id = ${uid} and (lb.is_owner or lb.is_admin = 1) and lc.account = 'company' and lc.user_id <> ${uid} and lc.payment_received = 1 and lc.contribution_date is not null and ${window})`;
    c.push(...between(lgi, f.con_lgi_more, f.con_lgi_less));
  }
  if (f.contri_giving_type) {
    const kind = {
      one_off: sql`gc.contribution_story_id is null and gc.funded_by = 'customer'`,
      recurring: sql`gc.contribution_story_id is not null`,
      credit: sql`gc.funded_by = 'credit'`,
      trial: sql`gc.funded_by = 'platform'`,
    }[f.contri_giving_type as 'one_off' | 'recurring' | 'credit' | 'trial'];
    c.push(sql`exists (select 1 ${paidGiving(f, now, kind)})`);
  }
  if (f.lastmsg_from || f.lastmsg_to) {
    const last = sql`(select max(lm.created_at) ${mailsTo('lm')} and lm.to_address = ${users.email})`;
    c.push(sql`${last} is not null`, ...inDays(last, f.lastmsg_from, f.lastmsg_to));
  }
  if (f.mail_open_rate) {
    // The rate is counted once per user (one aggregate with every band in its having), not once per band.
    const window = f.msg_open_last_custom ? inCustomRange(sql`mo.created_at`, f.msg_open_last_custom, now) : sql`true`;
    const rate = sql`(100.0 * count(mo.opened_at) / count(*))`;
    const bands = f.mail_open_rate.map((value) => {
      const band = OPEN_RATE_BANDS.find((b) => b.value === value)!;
      return band.max === 0 ? sql`count(mo.opened_at) = 0` : sql`(${rate} >= ${band.min} and ${rate} <= ${band.max})`;
    });
    c.push(sql`exists (select 1 ${mailsTo('mo')} and mo.to_address = ${users.email} and ${window} having count(*) > 0 and (${sql.join(bands, sql` or `)}))`);
  }
  if (f.invite_more_user !== undefined || f.invite_less_user !== undefined) {
    // Invites: the invitation e-mails the user sent (to refer a business or into a hive).
    c.push(...between(sql`(select count(*) from referral_invitations ri where ri.sent_by = ${uid})`, f.invite_more_user, f.invite_less_user));
  }
  if (f.invited_more !== undefined || f.invited_less !== undefined) {
    // Invited: the businesses that signed up with a referral code of a company the user owns or runs.
    const invited = sql`(select count(*) from referrals rf join user_business rb on rb.company_id = rf.referrer_company_id where rb.user_id = ${uid} and (rb.is_owner or rb.is_admin = 1))`;
    c.push(...between(invited, f.invited_more, f.invited_less));
  }
  // Milestone e-mails a member was sent (milestone_sends), named by the e-mail's id or by its milestone kind.
  const milestones = (values: string[]) => {
    const ids = values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
    const kinds = values.filter((v) => !/^\d+$/.test(v));
    return sql`exists (select 1 from milestone_sends ms join milestone_emails me on me.id = ms.milestone_email_id where ms.user_id = ${uid}
      and (${ids.length ? sql`me.id in (${sqlList(ids)})` : sql`false`} or ${kinds.length ? sql`me.kind in (${sqlList(kinds)})` : sql`false`}))`;
  };
  if (f.include_milestone?.length) c.push(milestones(f.include_milestone));
  if (f.exclude_milestone?.length) c.push(sql`not ${milestones(f.exclude_milestone)}`);
  if (f.profile_rate !== undefined) {
    // The business user profile score (§5): base 50, +10 real image, +10 first name, +10 about you, +5 per social URL, at most 100.
    const has = (col: SQL) => sql`(case when coalesce(${col}, '') <> '' then 1 else 0 end)`;
    const score = sql`least(100, 50 + 10 * ${has(sql`${users.image}`)} + 10 * ${has(sql`${users.first_name}`)} + 10 * ${has(sql`${users.about_you}`)} + 5 * (${has(sql`${users.facebook_url}`)} + ${has(sql`${users.googleplus_url}`)} + ${has(sql`${users.linkedin_url}`)} + ${has(sql`${users.twitter_url}`)}))`;
    c.push(sql`${score} >= ${f.profile_rate}`);
  }
  return c;
}

/**
 * The SQL condition on `users` that a staff user filter means (every field of both dialogs that has data),
 * with custom ranges counted back from `now`. Deleted accounts never match. An empty filter matches every user.
 *
 * The Contribution Status Filters are counted per user (giving, mails, invitations): PostgreSQL would count them
 * for every user the table scan meets, before the business filters' join narrows them down. So when both kinds are
 * set, the other filters first pick the candidates (a materialized step), and only those are counted.
 */
export function userFilterCondition(filter: UserFilter, now: Date): SQL {
  const business = businessConditions(filter, now);
  const narrowing = [sql`${users.deleted_at} is null`, ...mainConditions(filter, now), ...(business ? [business] : [])];
  const perUser = contributionConditions(filter, now);
  if (!perUser.length || narrowing.length === 1) return and(...narrowing, ...perUser)!;
  return sql`${users.id} in (
    with candidates as materialized (select ${users.id} as id from ${users} where ${and(...narrowing)}),
    matched as materialized (select candidates.id from candidates join ${users} on ${users.id} = candidates.id where ${and(...perUser)})
    select matched.id from matched)`;
}
