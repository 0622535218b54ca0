/** The zod-free part of notification-settings.ts (re-exported there): the kinds of e-mail a member may turn off, and their texts. */

/**
 * The kinds of e-mail a member chooses to receive or not (user notification settings: notification_id,
 * email_status). Security and account mails (sign-in codes, e-mail verification, e-mail change, password reset)
 * always go out and are not in this list. A kind nobody turned off is on.
 */
export const NOTIFICATION_KINDS = [
  {
    id: 1,
    key: 'giving_receipts',
    name: 'Giving receipts and payment confirmations',
    description: 'Your receipt after each gift, and the confirmation of each membership payment, with its PDF.',
  },
  {
    id: 2,
    key: 'membership',
    name: 'Membership and renewal reminders',
    description: 'When your trial or membership is about to end or has ended. A renewal that could not be charged is always e-mailed.',
  },
  {
    id: 3,
    key: 'project_updates',
    name: 'Project updates from the causes you fund',
    description: 'News and photos the worthy causes post about the projects you gave to.',
  },
  {
    id: 4,
    key: 'giving_reminders',
    name: 'Giving reminders',
    description: 'The reminders to give that you set yourself under Giving Reminders.',
  },
  {
    id: 5,
    key: 'platform_news',
    name: 'Platform news and broadcasts',
    description: 'Announcements from Goodhive: new features, events and messages to every member.',
  },
  {
    id: 6,
    key: 'milestones',
    name: 'Milestones and impact summaries',
    description: 'Celebrations when your giving reaches a milestone, and summaries of the impact you made.',
  },
  {
    id: 7,
    key: 'team_tokens',
    name: 'Team and token activity',
    description: 'Impact tokens issued, used or about to expire, and changes to your team accounts.',
  },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationKindKey = NotificationKind['key'];
export type NotificationKindId = NotificationKind['id'];

/** email_status: 1 the member receives this kind of e-mail, 0 they turned it off. */
export const EMAIL_STATUS = { off: 0, on: 1 } as const;

/** The kind with this key (every key names one). */
export const notificationKindByKey = (key: NotificationKindKey): NotificationKind => NOTIFICATION_KINDS.find((k) => k.key === key)!;

/** Texts users read about their notification settings. */
export const notificationSettingsTexts = {
  title: 'Notification Settings',
  menuLabel: 'Notification Settings',
  description: 'Choose which e-mails Goodhive sends you. Sign-in codes, e-mail verification and password e-mails always come, to keep your account safe.',
  alwaysSentTitle: 'Always sent',
  alwaysSent: 'Sign-in codes, e-mail verification, changes of your login e-mail, password resets and a membership renewal that could not be charged.',
  turnedOn: (name: string) => `You will receive e-mails for ${name.toLowerCase()}.`,
  turnedOff: (name: string) => `You will no longer receive e-mails for ${name.toLowerCase()}.`,
  ownSettingsOnly: 'You can only see and change your own notification settings.',
  notWhileImpersonating: 'Staff acting as this member may read their notification settings but not change them: only the member decides which e-mails they receive.',
  unknownKind: 'Please choose one of the notification kinds.',
  invalidStatus: 'email_status must be 0 (off) or 1 (on).',
  /** Recorded in the mail outbox beside a mail that was not sent. */
  skippedReason: (name: string) => `The recipient turned off '${name}' e-mails in their notification settings.`,
} as const;
