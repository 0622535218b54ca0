import type { Notification } from '@goodhive/contract';
import type { NotificationRow } from './notifications.repository.js';

/** A notification row as the bell shows it. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    recipient_id: row.recipient_id,
    recipient_type: row.recipient_type as Notification['recipient_type'],
    status: row.status as Notification['status'],
    notification_date: row.notification_date.toISOString(),
    broadcast_notification: { title: row.title, message_body: row.message_body, external_link: row.external_link },
  };
}
