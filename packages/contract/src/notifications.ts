import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_RECIPIENT_TYPES, notificationTexts } from './notifications-texts.js';
export * from './notifications-texts.js';

/**
 * The notification bell (business-and-public.md §3, §4; admin-and-partner.md §7.3, §7.4):
 * GET /api/user/get-broadcast-notification and /api/user/get-broadcast-notification-count, POST
 * /api/user/read-broadcast-notification and /api/user/delete-broadcast-notification.
 */

const optionalId = z.coerce.number().int().positive().optional();

/**
 * Whose notifications: type 'personal' (user_id, the caller by default) or 'company' (company_id, by default the
 * company the caller acts as); recipient_id names either. Without a type, the caller's bell: their personal
 * notifications and those of the company they act as.
 */
export const notificationOwnerQuerySchema = z.object({
  type: z.enum(NOTIFICATION_RECIPIENT_TYPES, { message: "type must be 'personal' or 'company'." }).optional(),
  user_id: optionalId,
  company_id: optionalId,
  recipient_id: optionalId,
});
export type NotificationOwnerQuery = z.infer<typeof notificationOwnerQuerySchema>;

export const notificationListQuerySchema = notificationOwnerQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  recipient_id: z.number().int(),
  recipient_type: z.enum(NOTIFICATION_RECIPIENT_TYPES),
  /** '0' unread, '1' read. */
  status: z.enum(['0', '1']),
  notification_date: z.string(),
  broadcast_notification: z.object({
    title: z.string(),
    message_body: z.string(),
    external_link: z.string().nullable(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = successEnvelope(z.array(notificationSchema));
export const notificationCountResponseSchema = successEnvelope(z.object({ count: z.number().int() }));

/** POST /api/user/read-broadcast-notification: id 0 marks every notification of the caller's bell (or of the named recipient) read. */
export const notificationReadSchema = z.object({
  id: z.coerce.number({ message: notificationTexts.notFound }).int().min(0),
  recipient_id: optionalId,
  recipient_type: z.enum(NOTIFICATION_RECIPIENT_TYPES).optional(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;
export const notificationReadResponseSchema = successEnvelope(z.object({ updated: z.number().int(), count: z.number().int() }));

/** POST /api/user/delete-broadcast-notification. */
export const notificationDeleteSchema = z.object({ id: z.coerce.number({ message: notificationTexts.notFound }).int().positive(notificationTexts.notFound) });
export const notificationDeleteResponseSchema = successEnvelope(z.object({ id: z.number().int(), count: z.number().int() }));
