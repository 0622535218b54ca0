import { PRODUCT_NAME } from './messages.js';

/** The background jobs the server runs on a schedule, and the ones they enqueue. */
export const JOB_NAMES = {
  trialExpiry: 'trial-expiry',
  membershipExpiry: 'membership-expiry',
  membershipRenewalReminders: 'membership-renewal-reminders',
  /** One renewal e-mail to one company for one end date and one reminder day. */
  membershipRenewalReminder: 'membership-renewal-reminder',
  /** Charges the saved card of a company whose membership renews itself; its handler comes with the upgrade flow. */
  membershipRenewalCharge: 'membership-renewal-charge',
  /** Finds the giving reminders due and queues one e-mail each; the next one sends one reminder for one date. */
  impactReminders: 'impact-reminders',
  impactReminder: 'impact-reminder',
  /** Tells holders and companies about impact tokens expiring within 7 days, then expires the tokens whose date came. */
  tokenExpiry: 'token-expiry',
  /** Gives every story whose month is due, and charges the months waiting for a retry (stories' automated giving). */
  storyMonthlyGiving: 'story-monthly-giving',
  /** E-mails the receipt (its PDF attached) of one story's paid month, queued with the month as it is recorded. */
  storyReceiptMail: 'story-receipt-mail',
  /** Puts one staff broadcast in its recipients' bells (one set-based insert), then queues its e-mail batches. */
  broadcastDelivery: 'broadcast-delivery',
  /** E-mails one batch of a broadcast's recipients. */
  broadcastEmails: 'broadcast-emails',
  /** Finds the members who reached a milestone and e-mails each milestone once per member. */
  milestoneEmails: 'milestone-emails',
  /** Sends one webhook delivery attempt (the first, a retry, or a resend); polled every second, not every five. */
  webhookDelivery: 'webhook-delivery',
  /** Gives each story's Giving API business events of a closed day or month as one giving, and pays those left pending. */
  apiStoryEvents: 'api-story-events',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/**
 * companies.membership_recurring_status: 'active' renews the membership by itself at its end date (auto-renew on);
 * 'cancelled' (the member turned auto-renew off), 'not_required' (nothing to renew) or no value let it end there.
 */
export const AUTO_RENEW_STATUS = { on: 'active', cancelled: 'cancelled', notRequired: 'not_required' } as const;

/** Renewal links are e-mailed this many days before membership_end_date when auto-renew is off. */
export const RENEWAL_REMINDER_DAYS = [14, 3] as const;

/** The pages the membership e-mails link to. */
export const MEMBERSHIP_PATHS = { upgradeTrial: '/profile/upgrade-trial/', renewMembership: '/profile/renew-membership/' } as const;

/** Texts of the membership lifecycle e-mails. */
export const membershipMailTexts = {
  trialEnded: {
    subject: `Your ${PRODUCT_NAME} trial has ended`,
    preheader: 'Upgrade to keep giving and sharing your impact.',
    heading: (firstName: string) => `Hi ${firstName}, your trial has ended`,
    paragraphs: (companyName: string) => [
      `The 17-day trial of ${companyName} has ended. Thank you for the impact you made with us.`,
      'Your account now shows your impact and home page only. Upgrade to a membership to give, share and use every tool again.',
    ],
    action: 'Upgrade my membership',
  },
  membershipEnded: {
    subject: `Your ${PRODUCT_NAME} membership has ended`,
    preheader: 'Renew to keep giving and sharing your impact.',
    heading: (firstName: string) => `Hi ${firstName}, your membership has ended`,
    paragraphs: (companyName: string) => [
      `The membership of ${companyName} ended and was not renewed.`,
      'Your account now shows your impact and home page only. Renew your membership to give, share and use every tool again.',
    ],
    action: 'Renew my membership',
  },
  renewalReminder: {
    subject: (days: number) => `Your ${PRODUCT_NAME} membership ends in ${days} days`,
    preheader: (endDate: string) => `Renew before ${endDate} to keep every tool.`,
    heading: (firstName: string) => `Hi ${firstName}, time to renew`,
    paragraphs: (companyName: string, endDate: string, days: number) => [
      `The membership of ${companyName} ends on ${endDate}, in ${days} days. Auto-renewal is off, so it will not renew by itself.`,
      'Renew now to keep giving, sharing your impact and using every tool without a break.',
    ],
    action: 'Renew my membership',
  },
} as const;

/** Why the runner failed a job at once. */
export const jobTexts = {
  noHandler: (name: string) => `No handler is registered for the job "${name}", so it cannot run.`,
  workerStopped: 'The worker stopped before the attempt finished.',
} as const;
