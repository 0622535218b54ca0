/** The sign-in screen remembers the last e-mail in a cookie. */
export const USERNAME_COOKIE = 'goodhive_username';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the e-mail for the next visit. */
export function rememberUsername(username: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${USERNAME_COOKIE}=${encodeURIComponent(username)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The remembered e-mail, or an empty string. */
export function readRememberedUsername(): string {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === USERNAME_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}
