import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { partners, users } from '../db/schema/index.js';
import { DEMO_USERS } from './demo-data.js';

/** The demo partner organisation (Global Roots Foundation) and its panel user; null until the demo accounts exist. */
export async function findDemoPartner(db: DbOrTx): Promise<{ id: number; user_id: number } | null> {
  const [row] = await db
    .select({ id: partners.id, user_id: partners.user_id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(sql`lower(${users.email}) = lower(${DEMO_USERS.partner.email})`)
    .limit(1);
  return row ?? null;
}
