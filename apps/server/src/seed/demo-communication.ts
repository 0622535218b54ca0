import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { broadcastNotifications, companies, users } from '../db/schema/index.js';
import { companyRecipient, notify, personalRecipient } from '../modules/notifications/index.js';
import { DEMO_COMPANY, DEMO_USERS } from './demo-data.js';

const idOf = async (db: DbOrTx, email: string) => (await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`))[0]?.id;

/** Demo notifications in the demo members' bells: a staff welcome, news with a link, a credit. Once per database. */
export async function seedDemoCommunication(db: DbOrTx) {
  const [any] = await db.select({ id: broadcastNotifications.id }).from(broadcastNotifications).limit(1);
  if (any) return;
  const adminId = await idOf(db, DEMO_USERS.admin.email);
  const businessId = await idOf(db, DEMO_USERS.business.email);
  const personalId = await idOf(db, DEMO_USERS.personal.email);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name));
  const everyone = [
    ...(company ? [companyRecipient(company.id)] : []),
    ...(businessId ? [personalRecipient(businessId)] : []),
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
