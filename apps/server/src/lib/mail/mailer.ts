import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailContent } from './templates.js';

export type Mailer = {
  /** Sends a mail (through SMTP when configured) and records it in the outbox; never throws. */
  send(db: DbOrTx, to: string, content: MailContent): Promise<{ status: 'sent' | 'stored' | 'failed' }>;
  close(): void;
};

/** Mail through nodemailer to SMTP_URL; without it (development and tests), mails are only stored for /dev/mailbox. */
export function createMailer(config: Config, log: { error: (obj: object, msg: string) => void }): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db, to, content) {
      let status: 'sent' | 'stored' | 'failed' = 'stored';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to,
            subject: content.subject,
            html: content.html,
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
      await db.insert(mailOutbox).values({ to_address: to, subject: content.subject, html: content.html, text: content.text, template: content.template, status, error });
      return { status };
    },
    close: () => transport?.close(),
  };
}
