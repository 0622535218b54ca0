import { PATHS } from './paths';

/**
 * The Developers screens, linked from each other: API keys, webhooks and the API's documentation. Apart from
 * paths.ts, so that only those screens' chunks carry it, not the entry.
 */
export const DEVELOPER_PAGES = [
  { to: PATHS.developers, label: 'API keys' },
  { to: PATHS.developersWebhooks, label: 'Webhooks' },
  { to: PATHS.developersDocs, label: 'Docs' },
] as const;
