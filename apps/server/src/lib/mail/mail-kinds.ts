import type { NotificationKindKey } from '@goodhive/contract';

/**
 * Every e-mail template the server sends, with the notification kind a member may turn off to stop it, or
 * 'always'. A template's name is only accepted by the mailer once it is listed here, so a new e-mail cannot be
 * added without deciding whether members may turn it off.
 */
export const MAIL_TEMPLATE_KINDS = {
  // Security and account mails: always sent, so a member can always sign in and keep their account safe.
  'verify-email': 'always',
  otp: 'always',
  'reset-password': 'always',
  'confirm-email-change': 'always',
  'email-change-requested': 'always',
  'email-changed': 'always',
  // Partners' sign-in set-up: an account mail.
  'partner-welcome': 'always',
  // An employee account staff set up: its set-password link is an account mail.
  'employee-account': 'always',
  // A personal or business account staff opened: its set-password link is an account mail.
  'account-welcome': 'always',
  // A partner's own project under review, and the staff's review queue: work mails of the partner and staff
  // panels, which have no notification settings.
  'project-submitted': 'always',
  'project-change-requested': 'always',
  'project-approved': 'always',
  'project-sent-back': 'always',
  'project-change-approved': 'always',
  'project-change-rejected': 'always',
  'worthy-cause-suggested': 'always',
  // A member's invitation to a business that is not a member: the sender's own message, sent once per request.
  'referral-invitation': 'always',
  // Money sent to a partner: the partner panel has no notification settings, and the advice is a record it needs.
  'remittance-advice': 'always',
  // The e-card a giver sends with a checkout: the giver's own message to whoever they chose, not a notification
  // of the recipient's account.
  'gift-ecard': 'always',
  // A renewal that could not be charged: the member must hear of it before the membership ends, whatever they chose.
  'membership-renewal-failed': 'always',
  // Impact tokens sent to someone: carries the link that sets up their account, which may not exist yet.
  'token-issued': 'always',
  // A team invitation carries the link that makes or links the invitee's account.
  'team-invite': 'always',
  // A story's automated giving stopped after its charge failed four times: the owner must hear of it.
  'story-giving-failed': 'always',
  // A webhook endpoint disabled after failing for 24 hours: the company's systems stopped hearing of its giving.
  'webhook-endpoint-disabled': 'always',

  'payment-receipt': 'giving_receipts',
  'story-giving-receipt': 'giving_receipts',
  'membership-receipt': 'giving_receipts',
  'trial-ended': 'membership',
  'membership-ended': 'membership',
  'membership-renewal-reminder': 'membership',
  'impact-reminder': 'giving_reminders',
  broadcast: 'platform_news',
  milestone: 'milestones',
  'token-purchase-receipt': 'giving_receipts',
  'token-expiring': 'team_tokens',
  'token-expired': 'team_tokens',
} as const satisfies Record<string, NotificationKindKey | 'always'>;

/** The name of an e-mail template (a key of MAIL_TEMPLATE_KINDS). */
export type MailTemplate = keyof typeof MAIL_TEMPLATE_KINDS;
