import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { banners, broadcastNotifications, companies, users } from '../db/schema/index.js';
import { companyRecipient, notify, personalRecipient } from '../modules/notifications/index.js';
import { DEMO_COMPANY, DEMO_USERS } from './demo-data.js';

const idOf = async (db: DbOrTx, email: string) => (await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`))[0]?.id;

/** Demo notifications in the demo members' bells: a staff welcome, news with a link, a credit. Once per database. */
export async function seedDemoCommunication(db: DbOrTx) {
  const adminId = await idOf(db, DEMO_USERS.admin.email);
  const [anyBanner] = await db.select({ id: banners.id }).from(banners).limit(1);
  if (!anyBanner) {
    // The header strip members see, with the US dollar notice, for a year from the seeding.
    await db.insert(banners).values({
      title: 'Giving Week: every gift this week plants an extra tree',
      link: 'https://goodhive.example/giving-week',
      placement: 'header',
      start_at: new Date(Date.now() - 86_400_000),
      end_at: new Date(Date.now() + 365 * 86_400_000),
      show_usd_notification: true,
      active: true,
      created_by: adminId ?? null,
      updated_by: adminId ?? null,
    });
  }
  const [any] = await db.select({ id: broadcastNotifications.id }).from(broadcastNotifications).limit(1);
  if (any) return;
  const personalId = await idOf(db, DEMO_USERS.personal.email);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name));
  const everyone = [
    ...(company ? [companyRecipient(company.id)] : []),
    ...(personalId ? [personalRecipient(personalId)] : []),
  ];
  await notify(db, {
    kind: 'broadcast',
    senderId: adminId,
    recipients: everyone,
    title: 'Welcome to Goodhive',
    message_body: 'Thank you for giving with us. Explore the projects and see the impact of every gift on your dashboard.',
    external_link: null,
  });
  await notify(db, {
    kind: 'broadcast',
    senderId: adminId,
    recipients: everyone,
    title: 'New: plant trees in Kenya',
    message_body: 'A new reforestation project is live. Every tree is planted and cared for by local families.',
    external_link: 'https://goodhive.example/news/trees-kenya',
  });
  if (company) await notify(db, { kind: 'credit_granted', recipients: [companyRecipient(company.id)], title: 'Giving credit added', message_body: 'A giving credit of US $100.00 has been added to your account.' });
}
