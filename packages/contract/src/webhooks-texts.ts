// The texts, events and constants of webhooks (no zod), and the receiver's signature check.

/** The events a company may subscribe an endpoint to. */
export const WEBHOOK_EVENT_TYPES = ['giving.paid', 'giving.failed', 'story.paused', 'remittance.delivered', 'project_update.published'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const webhookEventLabels: Record<WebhookEventType, { label: string; description: string }> = {
  'giving.paid': { label: 'Giving paid', description: 'A giving of the company was paid (checkout, story month, API).' },
  'giving.failed': { label: 'Giving failed', description: "A giving's payment failed (a declined card, a story month that could not be charged)." },
  'story.paused': { label: 'Story paused', description: "A story's monthly giving was paused (by a member, staff, or after failed charges)." },
  'remittance.delivered': { label: 'Remittance delivered', description: 'Money for the impact the company gave was paid out to the worthy cause delivering it.' },
  'project_update.published': { label: 'Project update published', description: 'A worthy cause published news about a project the company funded.' },
};

/** Live endpoints hear of real giving; test endpoints of what test API keys do. */
export const WEBHOOK_MODES = ['live', 'test'] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Goodhive-Signature';

export const WEBHOOK_LIMITS = {
  endpointsPerCompany: 16,
  urlMaxLength: 2000,
  descriptionMaxLength: 200,
  /** How long a delivery attempt may take before it counts as failed. */
  timeoutMs: 10_000,
  /** How much of a receiver's answer is kept with the attempt. */
  excerptChars: 300,
  /** A receiver should refuse a signature older than this (replays). */
  toleranceSeconds: 300,
  /** An endpoint none of whose attempts succeeded for this long is disabled. */
  failingDisableHours: 24,
} as const;

/**
 * The waits before each automatic retry, in seconds: 1 min, 3 min, 9 min, 27 min, 81 min, then 4 h, 6 h, 6 h, 6 h.
 * Ten attempts in all, the last about 24 hours after the first.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 180, 540, 1620, 4860, 14_580, 21_600, 21_600, 21_600] as const;

export const webhookMessages = {
  noAccess: 'Webhooks are managed by the company owner and its admins, acting as the company.',
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  created: 'The endpoint has been added. Copy its signing secret now: it is shown only once.',
  saved: 'The endpoint has been saved.',
  enabled: 'The endpoint has been enabled.',
  disabled: 'The endpoint has been disabled.',
  deleted: 'The endpoint has been deleted.',
  rotated: 'A new signing secret has been made. Copy it now: it is shown only once. The old one no longer signs.',
  resent: 'A new attempt has been queued; it starts within a few seconds.',
  limitReached: (n: number) => `A company may have at most ${n} webhook endpoints.`,
  urlInvalid: 'Enter the full address of your endpoint, such as https://example.com/goodhive/webhooks.',
  urlHttps: 'The endpoint must use https.',
  urlPrivate: 'The endpoint must be reachable on the public internet, not a private, local or link-local address.',
  urlUnresolvable: 'The endpoint’s host name could not be found.',
  urlCredentials: 'The address must not contain a user name or password.',
  chooseEvent: 'Choose at least one event.',
  endpointDisabledCannotResend: 'Enable the endpoint before sending a delivery again.',
} as const;

export const webhookMailTexts = {
  subject: 'A Goodhive webhook endpoint was disabled',
  heading: 'We stopped sending to a webhook endpoint',
  paragraph: (url: string, hours: number) => `Every delivery to ${url} has failed for ${hours} hours, so we disabled the endpoint and stopped sending events to it.`,
  fix: 'Check that the address answers with a 2xx status within 10 seconds, then enable it again on the Webhooks page. Deliveries that failed can be sent again from there.',
  action: 'Open Webhooks',
} as const;

export const webhookScreenTexts = {
  title: 'Webhooks',
  intro: 'Goodhive sends an HTTPS POST to your endpoints when something happens to your giving, signed with the endpoint’s secret.',
  addEndpoint: 'Add endpoint',
  editEndpoint: 'Edit endpoint',
  url: 'Endpoint URL',
  description: 'Description (optional)',
  events: 'Events',
  mode: 'Mode',
  modeLive: 'Live: real giving',
  modeTest: 'Test: what test API keys do',
  save: 'Save',
  cancel: 'Cancel',
  empty: 'No endpoints yet. Add one to hear about your giving as it happens.',
  deliveriesEmpty: 'No deliveries yet. Events sent to this endpoint appear here.',
  loadError: 'The webhooks could not be loaded.',
  retry: 'Try again',
  secretTitle: 'Signing secret',
  secretHint: 'Copy it now: it is shown only once. Verify each delivery’s Goodhive-Signature header with it.',
  copy: 'Copy',
  copied: 'Copied',
  rotate: 'Rotate secret',
  enable: 'Enable',
  disable: 'Disable',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this endpoint and its delivery history?',
  deliveries: 'Deliveries',
  showDeliveries: 'Show deliveries',
  hideDeliveries: 'Hide deliveries',
  resend: 'Resend',
  attempts: 'Attempts',
  responseCode: 'Response',
  time: 'Time',
  duration: 'Duration',
  status: 'Status',
  event: 'Event',
  noResponse: 'no response',
  disabledFailing: 'Disabled after failing for 24 hours',
  disabledManual: 'Disabled',
  active: 'Active',
} as const;

export const webhookDeliveryStatusLabels = { pending: 'Pending', retrying: 'Retrying', succeeded: 'Delivered', failed: 'Failed' } as const;
