import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userNotificationSettings, users } from '../../db/schema/index.js';

/**
 * Whether the member whose login e-mail is `to` turned off the notification kind `notificationId` (a row with
 * email_status 0). Addresses that belong to no member (e-card recipients, new addresses being confirmed) have no
 * settings: false.
 */
export async function hasTurnedOff(db: DbOrTx, to: string, notificationId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .innerJoin(userNotificationSettings, and(eq(userNotificationSettings.user_id, users.id), eq(userNotificationSettings.notification_id, notificationId)))
    .where(and(sql`lower(${users.email}) = lower(${to})`, eq(userNotificationSettings.email_status, 0)))
    .limit(1);
  return rows.length > 0;
}
