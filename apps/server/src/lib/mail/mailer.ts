import nodemailer, { type Transporter } from 'nodemailer';
import { notificationKindByKey, notificationSettingsTexts } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { MAIL_TEMPLATE_KINDS } from './mail-kinds.js';
import { randomSecret } from '../secrets.js';
import { hasTurnedOff } from './recipient-choices.js';
import type { MailContent } from './templates.js';

export type MailStatus = 'sent' | 'stored' | 'failed' | 'skipped';

export type Mailer = {
  /**
   * Sends a mail (through SMTP when configured) and records it in the outbox; never throws. A mail of a
   * notification kind the recipient turned off is not sent: it is recorded as 'skipped' with the reason.
   */
  send(db: DbOrTx, to: string, content: MailContent): Promise<{ status: MailStatus }>;
  close(): void;
};

/** The reason a mail is not sent: its template's notification kind is turned off by the member it goes to. */
async function skipReason(db: DbOrTx, to: string, content: MailContent): Promise<string | null> {
  const kindKey = MAIL_TEMPLATE_KINDS[content.template];
  if (kindKey === 'always') return null;
  const kind = notificationKindByKey(kindKey);
  return (await hasTurnedOff(db, to, kind.id)) ? notificationSettingsTexts.skippedReason(kind.name) : null;
}

/**
 * The open-tracking pixel of a mail (its key and the html carrying it), for the mail open rates staff filter by.
 * Only mails of a notification kind a member may turn off carry one (and only when they did not turn it off:
 * those are skipped); security and account mails ('always') are never tracked.
 */
function withOpenPixel(appUrl: string, content: MailContent): { html: string; openKey: string | null } {
  if (MAIL_TEMPLATE_KINDS[content.template] === 'always') return { html: content.html, openKey: null };
  const openKey = randomSecret(18);
  const pixel = `<img src="${appUrl}/api/mail/open/${openKey}.gif" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  const html = content.html.includes('</body>') ? content.html.replace('</body>', `${pixel}</body>`) : `${content.html}${pixel}`;
  return { html, openKey };
}

/** Mail through nodemailer to SMTP_URL; without it (development and tests), mails are only stored for /dev/mailbox. */
export function createMailer(config: Config, log: { error: (obj: object, msg: string) => void }): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db, to, content) {
      const skipped = await skipReason(db, to, content);
      if (skipped) {
        await db.insert(mailOutbox).values({ to_address: to, subject: content.subject, html: content.html, text: content.text, template: content.template, status: 'skipped', error: skipped });
        return { status: 'skipped' };
      }
      let status: MailStatus = 'stored';
      let error: string | null = null;
      const { html, openKey } = withOpenPixel(config.appUrl, content);
      if (transport) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to,
            subject: content.subject,
            html,
            text: content.text,
            attachments: content.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
          });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          log.error({ err: e, to, template: content.template }, 'mail failed');
        }
      }
      await db.insert(mailOutbox).values({ to_address: to, subject: content.subject, html, text: content.text, template: content.template, status, error, open_key: openKey });
      return { status };
    },
    close: () => transport?.close(),
  };
}
