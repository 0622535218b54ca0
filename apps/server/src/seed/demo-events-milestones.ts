import { sql } from 'drizzle-orm';
import { zonedToInstant } from '@goodhive/contract';
import type { DbOrTx } from '../db/client.js';
import { events, milestoneEmails, users } from '../db/schema/index.js';
import { DEMO_USERS } from './demo-data.js';

const DAY = 86_400_000;

/** The demo milestone e-mails and events on the members' calendar. Once per database. */
export async function seedDemoEventsAndMilestones(db: DbOrTx) {
  const [admin] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${DEMO_USERS.admin.email})`);
  const by = admin?.id ?? null;
  const [anyMilestone] = await db.select({ id: milestoneEmails.id }).from(milestoneEmails).limit(1);
  if (!anyMilestone) {
    await db.insert(milestoneEmails).values(
      [
        {
          name: 'First giving',
          kind: 'first_giving',
          threshold: 1,
          subject: 'Your first impact is on its way, {first_name}!',
          body: 'Thank you, {first_name}. Your first giving on Goodhive has been received, and the partner on the ground is already putting it to work.\n\nYou will see each update of the projects you funded in your impact history.',
        },
        {
          name: '10 impacts',
          kind: 'impacts',
          threshold: 10,
          subject: '{first_name}, you have made {milestone}',
          body: 'You have now given {impacts} impacts, worth {total_given} in total. Small, concrete impacts add up: thank you.',
        },
        {
          name: 'One year with Goodhive',
          kind: 'membership_months',
          threshold: 12,
          subject: 'One year of giving together',
          body: 'Dear {first_name}, it is {months} months since you joined Goodhive. In that time you have given {impacts} impacts.\n\nHere is to the next year of impact.',
        },
        {
          name: 'US $1,000 given',
          kind: 'total_given',
          threshold: 1000,
          subject: 'You have given more than US $1,000',
          body: 'Congratulations, {first_name}: you have now given {total_given} through Goodhive. Share your impact with your team and customers with your gratitude certificate.',
        },
      ].map((m) => ({ ...m, created_by: by, updated_by: by })),
    );
  }
  const [anyEvent] = await db.select({ id: events.id }).from(events).limit(1);
  if (anyEvent) return;
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
  const at = (offsetDays: number, time: string, zone: string) => zonedToInstant(`${day(offsetDays)}T${time}`, zone)!;
  await db.insert(events).values([
    {
      title: 'Impact breakfast: meet other members',
      description: 'An informal breakfast for Goodhive members in Singapore: hear from Global Roots Foundation about this year’s tree planting, and share how your business tells its impact story.',
      starts_at: at(12, '08:30', 'Asia/Singapore'),
      ends_at: at(12, '10:00', 'Asia/Singapore'),
      time_zone: 'Asia/Singapore',
      location: 'The Hive, 1 Raffles Place, Singapore',
      registration_link: 'https://goodhive.example/events/impact-breakfast',
      audience: 'all',
    },
    {
      title: 'Webinar: telling your impact story',
      description: 'Thirty minutes on the widgets, certificates and media kit, with time for questions.',
      starts_at: at(26, '16:00', 'Asia/Singapore'),
      ends_at: at(26, '16:45', 'Asia/Singapore'),
      time_zone: 'Asia/Singapore',
      online_link: 'https://meet.goodhive.example/impact-story',
      audience: 'business',
    },
    {
      title: 'Field visit: mangrove planting',
      description: 'A morning with Blue Reef Alliance planting mangroves on the coast.',
      starts_at: at(-20, '07:00', 'Asia/Jakarta'),
      ends_at: at(-20, '12:00', 'Asia/Jakarta'),
      time_zone: 'Asia/Jakarta',
      location: 'Pantai Indah Kapuk, Jakarta',
      audience: 'all',
    },
  ].map((e) => ({ ...e, created_by: by, updated_by: by })));
}
