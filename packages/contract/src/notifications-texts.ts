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
export const NOTIFICATION_EVENT_KINDS = ['credit_granted', 'tokens_received', 'recurring_payment_failed', 'remittance_received'] as const;
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
