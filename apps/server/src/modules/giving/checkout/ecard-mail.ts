import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ECARD_TEMPLATES, PRODUCT_NAME } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import type { MailContent } from '../../../lib/mail/templates.js';
import { escapeXml as escapeHtml } from '../../../lib/svg-text.js';
import { findGroupContributionRows } from '../contributions/contributions.repository.js';
import { findGroupEcard } from './checkout.repository.js';

/** The gift e-card as an e-mail: the template's colours and headline, the giver's message and what was given. */
export function ecardMail(input: {
  templateId: number;
  giverName: string;
  recipientName: string | null;
  message: string | null;
  impacts: { quantity: number; unit: string; project: string }[];
}): MailContent {
  const template = ECARD_TEMPLATES.find((t) => t.id === input.templateId) ?? ECARD_TEMPLATES[0];
  const greeting = input.recipientName ? `Dear ${input.recipientName},` : 'Hello,';
  const impacts = input.impacts.map((i) => `${i.quantity} × ${i.unit} (${i.project})`);
  const subject = `${input.giverName} sent you a gift of impact`;
  const html = `<div style="background:${template.background};padding:32px;font-family:Helvetica,Arial,sans-serif;color:#333;max-width:560px">
<div style="height:8px;background:${template.accent};margin:-32px -32px 24px"></div>
<h1 style="color:${template.accent};margin:0 0 16px">${escapeHtml(template.headline)}</h1>
<p>${escapeHtml(greeting)}</p>
${input.message ? `<p style="white-space:pre-line">${escapeHtml(input.message)}</p>` : ''}
<p>${escapeHtml(input.giverName)} gave in your name through ${PRODUCT_NAME}:</p>
<ul>${impacts.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p style="color:#777;font-size:13px">A gift of impact through ${PRODUCT_NAME}</p></div>`;
  const text = [template.headline, '', greeting, '', input.message ?? '', '', `${input.giverName} gave in your name through ${PRODUCT_NAME}:`, ...impacts.map((i) => `- ${i}`)]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return { template: 'gift-ecard', subject, html, text };
}

/**
 * Sends the e-card chosen at checkout once its group is paid (called once per group, by whoever saw the
 * payment succeed). Without a recipient e-mail there is nothing to send; the mailer never throws.
 */
export async function sendGroupEcard(db: DbOrTx, mailer: Mailer, groupId: number, log: FastifyBaseLogger) {
  try {
    const ecard = await findGroupEcard(db, groupId);
    if (!ecard?.recipient_email) return;
    const rows = await findGroupContributionRows(db, groupId);
    const giverId = rows[0]?.c.user_id;
    const [giver] = giverId ? await db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, giverId)) : [];
    const content = ecardMail({
      templateId: ecard.template_id,
      giverName: giver ? `${giver.first_name} ${giver.last_name}` : PRODUCT_NAME,
      recipientName: ecard.recipient_name,
      message: ecard.message,
      impacts: rows.map((r) => ({ quantity: r.c.quantity, unit: r.impact_unit, project: r.project.title })),
    });
    await mailer.send(db, ecard.recipient_email, content);
  } catch (err) {
    log.error({ err, group: groupId }, 'could not send the gift e-card');
  }
}
