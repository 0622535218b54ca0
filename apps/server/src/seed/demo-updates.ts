import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countries, partners, projects, projectUpdates, users, worthyCauseReferrals } from '../db/schema/index.js';
import { DEMO_USERS } from './demo-data.js';

/** Published updates on live demo projects the demo company and the personal demo user funded (days ago, project, text). */
const DEMO_UPDATES: { daysAgo: number; projectId: number; title: string; body: string }[] = [
  {
    daysAgo: 40,
    projectId: 1382,
    title: 'Two new wells are running in Kibera',
    body:
      'Thanks to your giving, our technicians finished two new community wells this month. Each one serves about 400 people a day, and the water committee in each village now keeps the pumps running and the area clean.\n\nNext, we are training two more local technicians so that repairs happen within a day.',
  },
  {
    daysAgo: 21,
    projectId: 1380,
    title: 'The rainy season planting is done',
    body:
      'Farming families planted 3,200 native seedlings on degraded farmland during the short rains. Survival after the first month is 91%, well above last year. Families say the young trees already shade their crops and keep the soil from washing away.',
  },
  {
    daysAgo: 9,
    projectId: 1386,
    title: 'Counselling sessions now reach three more schools',
    body:
      'Our counsellors started weekly sessions in three more secondary schools. Young people can now talk to someone they trust without travelling to the city, and teachers have learned how to notice when a student needs help.',
  },
];

/** Suggested worthy causes waiting for staff: one from a member, one from a visitor. */
const DEMO_REFERRALS = [
  {
    member: DEMO_USERS.personal.email,
    cause_name: 'Harbour Light Literacy',
    website: 'https://harbourlight.example',
    country: 'SG',
    contact_name: 'Grace Lim',
    contact_email: 'grace@harbourlight.example',
    description: 'Volunteers teach adult migrant workers to read and write English on weekends. They are small, careful with money and would grow with steady support.',
  },
  {
    member: null,
    referrer_name: 'Tomás Herrera',
    referrer_email: 'tomas.herrera@example.com',
    cause_name: 'Andes Clean Water Cooperative',
    website: 'https://andeswater.example',
    country: 'PE',
    contact_name: null,
    contact_email: null,
    description: 'A cooperative that builds rainwater tanks for mountain villages. I visited last year and saw the tanks: every family I met uses them daily.',
  },
];

/**
 * Demo project updates and suggested causes, so /project-updates/list is not empty for the demo givers and the
 * staff lists have something to show. Idempotent: skipped once the first update exists.
 */
export async function seedDemoUpdates(db: DbOrTx) {
  const [done] = await db.select({ id: projectUpdates.id }).from(projectUpdates).where(eq(projectUpdates.title, DEMO_UPDATES[0].title)).limit(1);
  if (done) return;
  const owners = await db
    .select({ project_id: projects.id, partner_id: projects.partner_id, user_id: partners.user_id, status: projects.status })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .where(inArray(projects.id, DEMO_UPDATES.map((u) => u.projectId)));
  for (const update of DEMO_UPDATES) {
    const owner = owners.find((o) => o.project_id === update.projectId);
    if (!owner || owner.status !== 'live') continue;
    const at = new Date(Date.now() - update.daysAgo * 86_400_000);
    await db.insert(projectUpdates).values({
      project_id: owner.project_id,
      partner_id: owner.partner_id,
      author_id: owner.user_id,
      title: update.title,
      body: update.body,
      images: [],
      status: 'published',
      published_at: at,
      created_at: at,
      updated_at: at,
      created_by: owner.user_id,
    });
  }

  for (const r of DEMO_REFERRALS) {
    const [member] = r.member ? await db.select().from(users).where(sql`lower(${users.email}) = ${r.member}`) : [];
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, r.country));
    await db.insert(worthyCauseReferrals).values({
      referrer_user_id: member?.id ?? null,
      referrer_name: member ? `${member.first_name} ${member.last_name}` : (r.referrer_name ?? 'Visitor'),
      referrer_email: member?.email ?? r.referrer_email ?? 'visitor@example.com',
      cause_name: r.cause_name,
      website: r.website,
      country_id: country?.id ?? null,
      contact_name: r.contact_name,
      contact_email: r.contact_email,
      description: r.description,
      created_by: member?.id ?? null,
    });
  }
}
