/**
 * The Giving API (/api/public/v1): its constants and the texts its callers and the key screens read. Keys travel
 * as `Authorization: Bearer <key>`; a live key gives for real, a test key acts on the test ledger.
 */

export const GIVING_API_BASE = '/api/public/v1';
export const GIVING_API_OPENAPI_PATH = `${GIVING_API_BASE}/openapi.json`;
export const DEVELOPERS_PATHS = { keys: '/developers', docs: '/developers/docs' } as const;

export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_PREFIX: Record<ApiKeyMode, string> = { live: 'gh_live_', test: 'gh_test_' };
/** How many characters of a key (prefix included) are kept in clear to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 12;

export const API_KEY_SCOPES = ['impact:read', 'giving:write', 'stories:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, { label: string; description: string }> = {
  'impact:read': { label: 'Read impact', description: "Read the company's impact totals and history, and its givings." },
  'giving:write': { label: 'Create giving', description: 'Give to projects and stories, paid with giving credit, tokens or the primary card.' },
  'stories:write': { label: 'Manage stories', description: "Record business events against stories and change a story's API batching." },
};

export const API_KEY_NAME_MAX = 80;
/** Keys a company may hold that are not revoked. */
export const API_KEYS_MAX = 20;

/** Requests per key in each window; answers carry RateLimit and RateLimit-Policy, and 429 past it. */
export const GIVING_API_RATE_LIMIT = { max: 3000, windowSeconds: 60 } as const;
/** The largest request body the API reads (bytes); larger ones answer 413. */
export const GIVING_API_BODY_LIMIT = 16 * 1024;
/** The largest body of a batch of business events (1,000 events with references fit). */
export const GIVING_API_BATCH_BODY_LIMIT = 256 * 1024;
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long the first answer of an Idempotency-Key is kept for retries. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** The header a caller may send to say which mode it means to act in; a key of the other mode is refused. */
export const GIVING_API_MODE_HEADER = 'goodhive-mode';

export const GIVING_PAYMENTS = ['auto', 'credit', 'tokens', 'card'] as const;
export type GivingPayment = (typeof GIVING_PAYMENTS)[number];
export const STORY_BATCH_PERIODS = ['day', 'month'] as const;
export type StoryBatchPeriod = (typeof STORY_BATCH_PERIODS)[number];
export const STORY_EVENT_QUANTITY_MAX = 10_000;
/** The most business events one batch call records. */
export const STORY_EVENTS_BATCH_MAX = 1000;
export const CUSTOMER_REFERENCE_MAX = 120;

export const givingApiMessages = {
  missingKey: 'An API key is required: send it as Authorization: Bearer <key>.',
  invalidKey: 'This API key is not valid.',
  revokedKey: 'This API key was revoked.',
  scopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
  liveKeyRequired: 'This call acts on live data: use a live key. A test key only acts on the test ledger.',
  testKeyOnLive: 'This is a test key, and the request asks for live mode (Goodhive-Mode: live). Use a live key.',
  liveKeyOnTest: 'This is a live key, and the request asks for test mode (Goodhive-Mode: test). Use a test key.',
  modeHeaderInvalid: 'Goodhive-Mode is live or test.',
  companyInactive: 'The company of this API key can no longer use the API.',
  idempotencyKeyRequired: 'Every write needs an Idempotency-Key header (up to 255 characters).',
  idempotencyKeyInvalid: 'The Idempotency-Key is 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request. Use a new key for a new request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being answered. Try again in a moment.',
  rateLimited: 'Too many requests for this API key. Wait until the window resets (see the RateLimit header).',
  bodyTooLarge: `The request body is larger than ${16} kB.`,
  projectNotFound: 'No such project.',
  projectUnavailable: 'This project cannot be given at the moment.',
  levelUnavailable: 'This impact level cannot be given at the moment.',
  storyNotFound: 'No such story.',
  storyNotActive: 'This story is not active: activate it before giving to it or recording its events.',
  storyPaused: 'This story is paused or cancelled: it takes no giving or events until it is on again.',
  storyUnavailable: 'A project of this story can no longer be given.',
  givingNotFound: 'No such giving.',
  targetRequired: 'Give to a project (project_id and impact_level_id) or to a story (story_id), not both.',
  notFunded: 'The giving could not be paid: there is not enough giving credit or token balance, and no primary card.',
  creditShort: 'There is not enough giving credit for this giving.',
  tokensShort: 'There is not enough token balance for this giving.',
  noCard: 'The company has no primary card to pay with.',
  declined: (reason: string) => `The card was declined: ${reason}`,
  paymentIncomplete: 'The payment could not be completed yet. The giving (giving_id) stays pending: retry with the same Idempotency-Key, or read it with GET /givings/{id}; it is paid or closed within half an hour.',
  occurredInFuture: 'occurred_at cannot be in the future.',
  eventAccepted: 'The event was accepted; it is given with the rest of its period.',
  eventsAccepted: 'The events were accepted; they are given with the rest of their period.',
  eventsRequired: 'Send 1 to 1,000 events.',
  givingPaid: 'The giving was paid.',
  // The key screens
  noAccess: 'Only an owner or admin of the company, acting for it, manages its API keys.',
  keyNotFound: 'No such API key.',
  keyCreated: 'The API key was created. Copy it now: it is not shown again.',
  keyRevoked: 'The API key was revoked.',
  keyAlreadyRevoked: 'This API key was already revoked.',
  tooManyKeys: `A company holds at most 20 active API keys. Revoke one first.`,
  nameRequired: 'Name the key (for example the system that uses it).',
  scopesRequired: 'Choose at least one scope.',
  revokeReasonRequired: 'Say why the key is revoked.',
} as const;

export const developersTexts = {
  title: 'Developers',
  intro: 'API keys let your shop, CRM or billing system give and record business events without anyone clicking. Test keys act on a test ledger that never charges.',
  docsLink: 'Read the API documentation',
  createTitle: 'Create an API key',
  name: 'Name',
  namePlaceholder: 'Online shop',
  mode: 'Mode',
  modeLive: 'Live: gives for real and pays',
  modeTest: 'Test: acts on the test ledger, never charges',
  scopes: 'Scopes',
  create: 'Create key',
  keysTitle: 'Your API keys',
  empty: 'No API keys yet.',
  secretTitle: 'Your new API key',
  secretNote: 'Copy this key now and keep it secret. It is shown only once; Goodhive keeps only a hash of it.',
  copy: 'Copy key',
  copied: 'Copied',
  done: 'I have copied it',
  revoke: 'Revoke',
  revokeConfirmTitle: 'Revoke this API key?',
  revokeConfirmBody: (name: string) => `Calls with "${name}" will answer 401 at once. This cannot be undone.`,
  columns: { name: 'Name', key: 'Key', mode: 'Mode', scopes: 'Scopes', created: 'Created', lastUsed: 'Last used', status: 'Status' },
  never: 'Never',
  active: 'Active',
  revoked: 'Revoked',
  docsTitle: 'Giving API',
  adminTitle: 'API keys',
  adminEmpty: "No API keys in this user's companies.",
} as const;
