import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; from: string; raw: string; subject: string; text: string; html: string };

/** Decodes a quoted-printable body (soft line breaks and =XX bytes, as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a multipart message into its text and HTML parts (enough for the mails the platform sends). */
function parseMail(raw: string): { subject: string; text: string; html: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subjectLine = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_m, s: string) => decodeQuotedPrintable(s.replace(/_/g, ' ')))
    .replace(/\?=\s+=\?/g, '');
  // Every boundary of the message, nested ones included (a mail with attachments nests the alternative parts).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  let text = '';
  let html = '';
  const splitter = boundaries.length ? new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')) : null;
  if (splitter) {
    for (const part of raw.split(splitter)) {
      const idx = part.search(/\r?\n\r?\n/);
      if (idx < 0) continue;
      const headers = part.slice(0, idx);
      const body = part.slice(idx).trim();
      if (/content-disposition:\s*attachment/i.test(headers)) continue;
      if (/content-type:\s*text\/plain/i.test(headers)) text = decodePart(headers, body);
      if (/content-type:\s*text\/html/i.test(headers)) html = decodePart(headers, body);
    }
  }
  return { subject, text, html };
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer() {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          ...parseMail(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** Resolves with the newest mail to `to` whose subject matches, waiting up to `timeoutMs`. */
  async function waitForMail(to: string, subject: RegExp = /.*/, timeoutMs = 10_000, after = 0): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.slice(after).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
