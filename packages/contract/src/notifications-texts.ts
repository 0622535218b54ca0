/** The zod-free part of notifications.ts (re-exported there): constants and the texts of the bell and broadcasts. */

/** Notification page size; the next page loads when the list is scrolled within 10 px of its bottom (business-and-public.md §9). */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_SCROLL_THRESHOLD_PX = 10;
/** How often the bell asks for the unread count while the page is open. */
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATION_TITLE_MAX = 150;
export const NOTIFICATION_BODY_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 2048;

/** recipient_type: a company (seen by its members while they act as it) or a person. */
export const NOTIFICATION_RECIPIENT_TYPES = ['company', 'personal'] as const;
export type NotificationRecipientType = (typeof NOTIFICATION_RECIPIENT_TYPES)[number];

/** status: '0' unread, '1' read. */
export const NOTIFICATION_STATUS = { unread: '0', read: '1' } as const;

/** The platform's own events that notify a member the way a broadcast does (broadcast_notifications.kind). */
export const NOTIFICATION_EVENT_KINDS = ['credit_granted', 'tokens_received', 'tokens_expiring', 'tokens_expired', 'recurring_payment_failed', 'remittance_received', 'engagement_not_funded'] as const;
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

/** Texts of the notification bell and list (business-and-public.md §2, §8). */
export const notificationTexts = {
  bellLabel: 'Notifications',
  bellLabelWithCount: (n: number) => `Notifications, ${n} unread`,
  heading: 'Your Notifications',
  markAllRead: 'MARK ALL AS READ',
  empty: 'No messages to display',
  loading: 'Loading notifications…',
  loadError: 'Your notifications could not be loaded.',
  retry: 'Try again',
  deleteLabel: (title: string) => `Delete notification: ${title}`,
  unread: 'Unread',
  deleted: 'Notification deleted successfully.',
  markedRead: 'Notification marked as read.',
  allMarkedRead: 'All notifications marked as read.',
  notFound: 'This notification does not exist or is not yours.',
  notYours: 'You can only see and change your own notifications.',
} as const;

/** Texts of the platform's own notifications (what a member reads in the bell). */
export const notificationEventTexts = {
  creditGranted: (amount: string) => ({ title: 'Giving credit added', message_body: `A giving credit of US $${amount} has been added to your account.` }),
  tokensReceived: (amount: string) => ({ title: 'Impact tokens received', message_body: `Impact tokens of US $${amount} have been added to your account.` }),
  recurringPaymentFailed: (name: string) => ({ title: 'Recurring payment failed', message_body: `The monthly payment of your recurring impact "${name}" could not be taken. Please check your card.` }),
  remittanceReceived: (amount: string) => ({ title: 'Remittance received', message_body: `A remittance of US $${amount} has been sent to your organisation.` }),
} as const;

/** Whom a broadcast goes to besides named users or a filter: groups of the admin filters (admin-and-partner.md §6). */
export const BROADCAST_GROUPS = ['all_businesses', 'all_individuals'] as const;
export type BroadcastGroup = (typeof BROADCAST_GROUPS)[number];
export const BROADCAST_GROUP_LABELS: Record<BroadcastGroup, string> = { all_businesses: 'All Businesses', all_individuals: 'All Individuals' };
/** Broadcast e-mails go out this many at a time, one job per batch. */
export const BROADCAST_EMAIL_BATCH = 500;
export const BROADCAST_LIST_PAGE_SIZE = 20;

/** Texts of the staff broadcast screen and call. */
export const broadcastTexts = {
  title: 'Broadcast Notifications',
  description: 'Send a message to members’ notification bells (and by e-mail to those who receive platform news).',
  compose: 'New broadcast',
  send: 'Send broadcast',
  schedule: 'Schedule broadcast',
  queued: (n: string) => `Broadcast queued: it is being delivered ${n}.`,
  scheduled: (when: string) => `Broadcast scheduled for ${when}.`,
  cancelled: 'Broadcast cancelled.',
  notFound: 'This broadcast does not exist.',
  notCancellable: 'Only a scheduled broadcast that has not gone out can be cancelled.',
  recipientsRequired: 'Please choose the recipients: users, a filter, a group, one company or one user.',
  oneAudience: 'Please choose one kind of recipients only.',
  noRecipients: 'No one matches these recipients.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title may be at most ${NOTIFICATION_TITLE_MAX} characters.`,
  bodyRequired: 'Please enter the message.',
  bodyTooLong: `The message may be at most ${NOTIFICATION_BODY_MAX} characters.`,
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  sendAtInvalid: 'Please choose a valid date and time to send.',
  sendAtPast: 'The time to send must be in the future (or leave it empty to send now).',
  userNotFound: 'This user does not exist.',
  companyNotFound: 'This company does not exist.',
  filterNotFound: 'This saved filter does not exist.',
  history: 'Sent and scheduled',
  empty: 'No broadcasts yet',
  plainText: 'Title and message are plain text: any HTML is shown as typed, never run.',
} as const;

/** The broadcast e-mail. */
export const broadcastMailTexts = {
  preheader: (title: string) => title,
  action: 'Open the link',
  footer: 'You receive this because platform news is on in your notification settings.',
} as const;
