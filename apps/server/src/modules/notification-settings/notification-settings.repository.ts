import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userNotificationSettings } from '../../db/schema/index.js';

export type NotificationChoiceRow = { notification_id: number; email_status: number };

/** The choices a member made (kinds without a row are on). */
export function findChoices(db: DbOrTx, userId: number): Promise<NotificationChoiceRow[]> {
  return db
    .select({ notification_id: userNotificationSettings.notification_id, email_status: userNotificationSettings.email_status })
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.user_id, userId));
}

/** Records a member's choice for one kind, in one statement (a repeated choice changes nothing but the time). */
export async function saveChoice(db: DbOrTx, userId: number, notificationId: number, emailStatus: 0 | 1): Promise<void> {
  await db
    .insert(userNotificationSettings)
    .values({ user_id: userId, notification_id: notificationId, email_status: emailStatus })
    .onConflictDoUpdate({
      target: [userNotificationSettings.user_id, userNotificationSettings.notification_id],
      set: { email_status: emailStatus, updated_at: sql`now()` },
    });
}
