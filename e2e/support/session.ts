import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts the server seeds (SEED_DEMO), all with one password. */
export const DEMO_PASSWORD = 'Goodhive2026';
export const DEMO = {
  admin: 'admin@goodhive.example',
  partner: 'partner@goodhive.example',
  owner: 'owner@brightside.example',
  personal: 'sam@goodhive.example',
} as const;

export const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** Fills and submits the sign-in form on the current page. */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login, signs in and waits until the app has left the sign-in screen. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Reads a localStorage value of the app's origin. */
export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`);
}

export type TokenPair = { access_token: string; refresh_token: string };

/** Signs in through the API with the password grant, the way the sign-in screen does, and answers the tokens. */
export async function apiTokens(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD): Promise<TokenPair> {
  const config = (await (await request.get('/api/app/web-config')).json()) as {
    data: { oauth_client_id: string; oauth_client_secret: string };
  };
  const response = await request.post('/api/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: config.data.oauth_client_id,
      client_secret: config.data.oauth_client_secret,
      username: email,
      password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: TokenPair }).data;
}

/** An access token for `email`, for reading or changing the API as that account. */
export async function apiToken(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  return (await apiTokens(request, email, password)).access_token;
}

/** Stores a session in the page the way the app keeps it (localStorage of the app's origin). */
export async function storeSession(page: Page, tokens: { access_token: string; refresh_token?: string }): Promise<void> {
  // Any same-origin page will do for reaching localStorage; the icon loads without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate(
    `localStorage.setItem('goodhive.access_token', ${JSON.stringify(tokens.access_token)});` +
      (tokens.refresh_token ? `localStorage.setItem('goodhive.refresh_token', ${JSON.stringify(tokens.refresh_token)});` : ''),
  );
}

/**
 * Signs in through the API and stores the tokens the way the app does, skipping the sign-in screen:
 * for tests about what comes after signing in. Lands on `path`.
 */
export async function signInThroughApi(page: Page, email: string, path = '/'): Promise<void> {
  await storeSession(page, await apiTokens(page.request, email));
  await page.goto(path);
}
