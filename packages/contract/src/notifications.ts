import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './fields.js';
import { successEnvelope } from './envelope.js';
import {
  BROADCAST_GROUPS,
  BROADCAST_LIST_PAGE_SIZE,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_RECIPIENT_TYPES,
  NOTIFICATION_TITLE_MAX,
  broadcastTexts,
  notificationTexts,
} from './notifications-texts.js';
export * from './notifications-texts.js';

/**
 * The notification bell (business-and-public.md §3, §4; admin-and-partner.md §7.3, §7.4):
 * GET /api/user/get-broadcast-notification and /api/user/get-broadcast-notification-count, POST
 * /api/user/read-broadcast-notification and /api/user/delete-broadcast-notification.
 */

const optionalId = idSchema.optional();

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
  id: z.coerce.number({ message: notificationTexts.notFound }).int().min(0).max(MAX_RECORD_ID, notificationTexts.notFound),
  recipient_id: optionalId,
  recipient_type: z.enum(NOTIFICATION_RECIPIENT_TYPES).optional(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;
export const notificationReadResponseSchema = successEnvelope(z.object({ updated: z.number().int(), count: z.number().int() }));

/** POST /api/user/delete-broadcast-notification. */
export const notificationDeleteSchema = z.object({ id: z.coerce.number({ message: notificationTexts.notFound }).int().positive(notificationTexts.notFound).max(MAX_RECORD_ID, notificationTexts.notFound) });
export const notificationDeleteResponseSchema = successEnvelope(z.object({ id: z.number().int(), count: z.number().int() }));

const trimmed = (required: string, max: number, tooLong: string) => z.string({ message: required }).trim().min(1, required).max(max, tooLong);
const positiveId = idSchema;

/**
 * POST /api/user/broadcast-notification (staff): title, message_body, external_link and the recipients, as
 * exactly one of: user_ids, filters (the admin user or e-mail-user filter fields), favorite_filter (a saved
 * filter's id), group (all businesses or all individuals), company_id (one company) or user_id (one user).
 * send_at (ISO) schedules it; without it, it goes now. send_email also e-mails it (default on).
 */
export const broadcastCreateSchema = z
  .object({
    title: trimmed(broadcastTexts.titleRequired, NOTIFICATION_TITLE_MAX, broadcastTexts.titleTooLong),
    message_body: trimmed(broadcastTexts.bodyRequired, NOTIFICATION_BODY_MAX, broadcastTexts.bodyTooLong),
    external_link: z
      .string()
      .trim()
      .max(NOTIFICATION_LINK_MAX, broadcastTexts.linkInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s<>"]+$/i.test(v), broadcastTexts.linkInvalid)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    user_ids: z.array(positiveId).max(100_000).optional(),
    filters: z.record(z.string(), z.unknown()).optional(),
    favorite_filter: positiveId.optional(),
    group: z.enum(BROADCAST_GROUPS).optional(),
    company_id: positiveId.optional(),
    user_id: positiveId.optional(),
    send_at: z
      .string()
      .trim()
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), broadcastTexts.sendAtInvalid)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    send_email: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.user_ids?.length ? 1 : 0, v.filters ? 1 : 0, v.favorite_filter ? 1 : 0, v.group ? 1 : 0, v.company_id ? 1 : 0, v.user_id ? 1 : 0].reduce((a, b) => a + b, 0);
    if (chosen === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: broadcastTexts.recipientsRequired });
    if (chosen > 1) ctx.addIssue({ code: 'custom', path: ['recipients'], message: broadcastTexts.oneAudience });
  });
export type BroadcastCreate = z.output<typeof broadcastCreateSchema>;
export type BroadcastCreateInput = z.input<typeof broadcastCreateSchema>;

export const broadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message_body: z.string(),
  external_link: z.string().nullable(),
  /** A short description of whom it went to. */
  audience: z.string(),
  status: z.enum(['scheduled', 'sending', 'sent', 'cancelled']),
  send_at: z.string(),
  sent_at: z.string().nullable(),
  recipient_count: z.number().int(),
  emailed_count: z.number().int(),
  sender_name: z.string().nullable(),
  created_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastResponseSchema = successEnvelope(broadcastSchema);
export const broadcastListResponseSchema = successEnvelope(z.array(broadcastSchema));
export const broadcastListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(BROADCAST_LIST_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});
export const broadcastParamsSchema = z.object({ id: idSchema });
