import type { FastifyInstance } from 'fastify';
import { MAX_RECORD_ID } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { findOutboxMail, listOutbox } from './dev-mailbox.service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** /dev/mailbox: the outbox as a page, for developers without an SMTP server. Never registered in production. */
export async function devMailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listOutbox(ctx.db);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to_address)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.status}</td></tr>`,
      )
      .join('');
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Goodhive mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}a{color:#166534}</style></head>
<body><h1>Mailbox</h1><p>Every e-mail the platform sent, newest first (development only).</p>
<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table></body></html>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const mail = Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? await findOutboxMail(ctx.db, id) : undefined;
    if (!mail) return reply.status(404).type('text/html').send('<!doctype html><title>Not found</title><p>No such mail. <a href="/dev/mailbox">Back to the mailbox</a></p>');
    return reply.type('text/html').send(mail.html);
  });
}
