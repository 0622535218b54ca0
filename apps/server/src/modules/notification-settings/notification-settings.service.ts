import { NOTIFICATION_KINDS, notificationSettingsTexts, type NotificationSetting, type NotificationSettingUpdate } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, validationError } from '../../lib/errors.js';
import { presentSetting, presentSettings } from './notification-settings.presenter.js';
import * as repo from './notification-settings.repository.js';

/** Only the member themself sees their notification settings (staff acting as them included). */
function assertOwnSettings(auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw forbidden(notificationSettingsTexts.ownSettingsOnly);
}

/** GET /api/user/{id}/notifications: every kind of e-mail with the member's email_status. */
export async function listNotificationSettings(db: DbOrTx, auth: AuthContext, userId: number): Promise<NotificationSetting[]> {
  assertOwnSettings(auth, userId);
  return presentSettings(await repo.findChoices(db, userId));
}

/**
 * POST /api/user/{id}/notifications: turns one kind on or off. Only the member decides which e-mails they get:
 * staff acting as them (impersonation) may read the settings but not change them.
 */
export async function changeNotificationSetting(db: DbOrTx, auth: AuthContext, userId: number, body: NotificationSettingUpdate): Promise<NotificationSetting> {
  assertOwnSettings(auth, userId);
  if (auth.impersonatorId !== null) throw forbidden(notificationSettingsTexts.notWhileImpersonating);
  const kind = NOTIFICATION_KINDS.find((k) => k.id === body.notification_id);
  if (!kind) throw validationError({ notification_id: [notificationSettingsTexts.unknownKind] }, notificationSettingsTexts.unknownKind);
  await repo.saveChoice(db, userId, kind.id, body.email_status);
  return presentSetting(kind, await repo.findChoices(db, userId));
}
