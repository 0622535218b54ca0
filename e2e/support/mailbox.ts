import { expect, test } from '@playwright/test';

/** A mail the test SMTP server caught (see e2e/global-setup.ts). */
export type Mail = { to: string[]; subject: string; text: string; html: string };

const mailboxUrl = () => process.env.E2E_MAILBOX_URL;

/** Skips the calling test when no mailbox runs (E2E_BASE_URL pointed at a server started elsewhere). */
export function requireMailbox(): void {
  test.skip(!mailboxUrl(), 'needs the SMTP catcher that e2e/global-setup.ts starts with the server');
}

/** Every mail caught for `to`, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl()}?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/**
 * Waits for a mail to `to` whose subject matches, and returns the newest one. `after` counts the
 * matching mails already seen, so a test can wait for the next one (a resent code).
 */
export async function waitForMail(to: string, subject: RegExp, { after = 0, timeout = 15_000 } = {}): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(to)).filter((mail) => subject.test(mail.subject));
        found = matching.length > after ? matching[matching.length - 1] : undefined;
        return matching.length;
      },
      { message: `a mail to ${to} with a subject like ${subject}`, timeout, intervals: [200, 300, 500] },
    )
    .toBeGreaterThan(after);
  return found!;
}

/** The first link in a mail's text whose path starts with `pathPrefix` (e.g. '/verify-email/'), as a same-site path. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+(${pathPrefix.replace(/[/\\-]/g, '\\$&')}[^\\s"<>]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in the mail '${mail.subject}':\n${mail.text}`);
  return match[1];
}

/** The 4-digit sign-in code in a code mail. */
export function codeIn(mail: Mail): string {
  const match = /\b(\d{4})\b/.exec(mail.subject) ?? /^\s*(\d{4})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`no code in the mail '${mail.subject}'`);
  return match[1];
}
