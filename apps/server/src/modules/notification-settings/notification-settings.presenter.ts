import { EMAIL_STATUS, NOTIFICATION_KINDS, type NotificationKind, type NotificationSetting } from '@goodhive/contract';
import type { NotificationChoiceRow } from './notification-settings.repository.js';

/** One kind with the member's choice (on when they never chose). */
export function presentSetting(kind: NotificationKind, choices: readonly NotificationChoiceRow[]): NotificationSetting {
  const choice = choices.find((c) => c.notification_id === kind.id);
  return {
    notification_id: kind.id,
    key: kind.key,
    name: kind.name,
    description: kind.description,
    email_status: choice?.email_status === EMAIL_STATUS.off ? EMAIL_STATUS.off : EMAIL_STATUS.on,
  };
}

/** Every kind, in the contract's order, with the member's choices. */
export function presentSettings(choices: readonly NotificationChoiceRow[]): NotificationSetting[] {
  return NOTIFICATION_KINDS.map((kind) => presentSetting(kind, choices));
}
