import { networkError, readEnvelope } from './api-error';

/** GET /api/app/web-config: the web app is a first-party OAuth client and reads its credentials here. */
export type WebConfig = {
  product_name: string;
  app_url: string;
  oauth_client_id: string;
  oauth_client_secret: string;
};

let pending: Promise<WebConfig> | null = null;

/** Loads the web configuration once per page; a failure is not cached, so the next call tries again. */
export function getWebConfig(): Promise<WebConfig> {
  pending ??= fetch('/api/app/web-config', { headers: { Accept: 'application/json' } })
    .catch(() => {
      throw networkError();
    })
    .then((response) => readEnvelope<WebConfig>(response))
    .then((result) => result.data)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the cached configuration (tests). */
export function resetWebConfig(): void {
  pending = null;
}
