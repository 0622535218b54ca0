import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { NOTIFICATION_KINDS, notificationSettingsTexts } from './notification-settings-texts.js';
export * from './notification-settings-texts.js';

/**
 * A member's notification settings (admin-and-partner.md §3, §7.3 and §7.4): GET /api/user/{id}/notifications
 * lists every kind with its email_status; POST /api/user/{id}/notifications changes one.
 */

const KIND_IDS: readonly number[] = NOTIFICATION_KINDS.map((k) => k.id);

export const notificationSettingSchema = z.object({
  notification_id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** 1 on, 0 off. */
  email_status: z.union([z.literal(0), z.literal(1)]),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsResponseSchema = successEnvelope(z.array(notificationSettingSchema));
export const notificationSettingResponseSchema = successEnvelope(notificationSettingSchema);

/** POST /api/user/{id}/notifications: one kind turned on (1) or off (0). Numbers, or numeric strings as a form posts them. */
export const notificationSettingUpdateSchema = z.object({
  notification_id: z
    .union([z.number().int(notificationSettingsTexts.unknownKind), z.string().regex(/^\d+$/, notificationSettingsTexts.unknownKind)], {
      message: notificationSettingsTexts.unknownKind,
    })
    .transform(Number)
    .refine((id) => KIND_IDS.includes(id), notificationSettingsTexts.unknownKind),
  email_status: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { message: notificationSettingsTexts.invalidStatus })
    .transform((v) => (Number(v) === 1 ? 1 : 0) as 0 | 1),
});
export type NotificationSettingUpdate = { notification_id: number; email_status: 0 | 1 };
