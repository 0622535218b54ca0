import { eq, sql } from 'drizzle-orm';
import { ROLE } from '@goodhive/contract';
import type { DbOrTx } from '../db/client.js';
import { companies, companyPackages, countries, favouriteFilters, industries, mailOutbox, membershipPackages, userBusiness, users, userTags } from '../db/schema/index.js';
import { DEMO_USERS } from './demo-data.js';
import { recordDemoGifts } from './demo-history.js';

/** A Singapore SME member who gives a lot and reads the mails: what the staff filters' sample favourite finds. */
const MERLION = { email: 'owner@merlion.example', first: 'Wei', last: 'Lim', company: 'Merlion Design House' };

/** The 8 sample favourite filters of the demo admin (§9: a list of 8 entries exists). */
function sampleFavourites(ids: { sg: number; sme: number }) {
  return [
    { name: 'SME members in Singapore, US$500+ in 6 months, opening mails', kind: 'email', filters: { select_user_type: 'businesses', bus_package: String(ids.sme), bus_country: [String(ids.sg)], giving_amount_more: '500', con_custom_range: 'less_6m', mail_open_rate: ['25.01-50', '50.01-75', '75.01+'] } },
    { name: 'Downgraded in the last 3 months', kind: 'user', filters: { joining_down_custom: 'less_3m' } },
    { name: 'Dormant businesses', kind: 'user', filters: { bus_acc_status: 'dormant' } },
    { name: 'Upgraded members', kind: 'user', filters: { bus_acc_status: 'upgraded' } },
    { name: 'All individuals', kind: 'user', filters: { select_user_type: 'individuals' } },
    { name: 'Trial partners who joined this month', kind: 'user', filters: { current_user_type: [String(ROLE.TRIAL)], joining_custom: 'less_1m' } },
    { name: 'Blocked accounts', kind: 'user', filters: { user_status: '1' } },
    { name: 'Gala 2026 guests who never opened a mail', kind: 'email', filters: { include_tag: ['Gala 2026'], mail_open_rate: ['0'] } },
  ];
}

const DAY = 86_400_000;

/** Demo data of the staff user screens: a Singapore SME member, tags, opened mails and 8 favourite filters. Idempotent. */
export async function seedDemoAdmin(db: DbOrTx, passwordHash: string) {
  const [sg] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'SG'));
  const [sme] = await db.select({ id: membershipPackages.id }).from(membershipPackages).where(eq(membershipPackages.name, 'SME'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email));
  if (!sg || !sme || !admin) return;

  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${MERLION.email}`);
  if (!existing) {
    const [industry] = await db.select({ id: industries.id }).from(industries).where(eq(industries.name, 'Design'));
    const [owner] = await db
      .insert(users)
      .values({ email: MERLION.email, first_name: MERLION.first, last_name: MERLION.last, password_hash: passwordHash, role_id: ROLE.MEMBER, user_type: 'business', account: 'company', register_source: 'seed', country_id: sg.id })
      .returning({ id: users.id });
    const [company] = await db
      .insert(companies)
      .values({ company_name: MERLION.company, country_id: sg.id, city: 'Singapore', industry_1: industry?.id ?? null, email: MERLION.email, membership_period_id: 2, membership_end_date: new Date(Date.now() + 200 * DAY), created_by: owner!.id })
      .returning({ id: companies.id });
    await db.insert(userBusiness).values({ user_id: owner!.id, company_id: company!.id, is_admin: 1, is_owner: true, type_reg: 'event', country_id: sg.id });
    await db.insert(companyPackages).values({ company_id: company!.id, package_id: sme.id });
    // Three givings in the last five months, US$ 620 in all (1380: a tree at US$1; 1384: a square metre of reef at US$15).
    await recordDemoGifts(db, { userId: owner!.id, companyId: company!.id }, [[4, [[1380, 3009, 200]]], [2, [[1384, 3014, 20]]], [1, [[1380, 3009, 120]]]], `demo-admin-${company!.id}-`);
    const mails = ['Your giving receipt', 'Your giving receipt', 'Your impact this month', 'Your giving receipt'];
    for (const [i, subject] of mails.entries()) {
      const sent = new Date(Date.now() - (10 + 20 * i) * DAY);
      await db.insert(mailOutbox).values({
        to_address: MERLION.email,
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
        template: 'payment-receipt',
        status: 'stored',
        created_at: sent,
        opened_at: i < 3 ? new Date(sent.getTime() + 3_600_000) : null,
      });
    }
    await db.insert(userTags).values({ user_id: owner!.id, tag: 'Gala 2026' });
  }
  const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.personal.email));
  if (sam) await db.insert(userTags).values([{ user_id: sam.id, tag: 'Newsletter' }, { user_id: sam.id, tag: 'Gala 2026' }]).onConflictDoNothing();

  for (const f of sampleFavourites({ sg: sg.id, sme: sme.id })) {
    await db.insert(favouriteFilters).values({ staff_id: admin.id, ...f, created_by: admin.id }).onConflictDoNothing();
  }
}
