import type { FastifyBaseLogger } from 'fastify';
import { formatAmount, receiptFileName } from '@goodhive/contract';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/client.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { receiptMail } from '../../../lib/mail/templates.js';
import { buildReceiptPdf } from '../../../lib/pdf/receipt.js';
import { findGroup } from '../contributions/contributions.repository.js';
import { loadReceiptData } from '../contributions/contributions.service.js';
import { refreshCompanyLevel } from '../../partnership/index.js';
import { sendGroupEcard } from './ecard-mail.js';
import { guestClaimUrl } from '../../identity/index.js';

type Deps = { db: DbOrTx; mailer: Mailer; config: Config };

/**
 * Mails the giver the PDF receipt of a group that has just been paid. Called once per group by whoever saw
 * the payment succeed; a mail problem is logged and never undoes the payment.
 */
export async function sendGroupReceipt({ db, mailer, config }: Deps, groupId: number, log: FastifyBaseLogger) {
  try {
    const group = await findGroup(db, groupId);
    if (!group || group.status !== 'paid' || !group.paid_at) return;
    const data = await loadReceiptData(db, group);
    const pdf = await buildReceiptPdf(data);
    // A guest's receipt offers the link that claims the giving into a new account instead of the impact page.
    const claimUrl = group.guest ? await guestClaimUrl(db, group.user_id, config.appUrl) : null;
    const content = receiptMail({
      firstName: data.payer.name.split(' ')[0] ?? data.payer.name,
      groupId,
      totalUsd: formatAmount(data.totalUsd),
      impacts: data.lines.map((l) => `${l.quantity.toLocaleString('en-US')} × ${l.impactUnit} (${l.project}): US $${formatAmount(l.amountUsd)}`),
      url: claimUrl ?? new URL('/impact', config.appUrl).toString(),
      claim: claimUrl !== null,
      pdf: { filename: receiptFileName(groupId), content: pdf },
    });
    await mailer.send(db, data.payer.email, content);
  } catch (err) {
    log.error({ err, group: groupId }, 'could not send the payment receipt');
  }
}

/** Everything that follows a paid group: the company's partner level, the receipt to the giver and the gift e-card, if any. */
export async function notifyGroupPaid(deps: Deps, groupId: number, log: FastifyBaseLogger) {
  const group = await findGroup(deps.db, groupId);
  if (group?.account === 'company' && group.company_id) {
    await refreshCompanyLevel(deps.db, group.company_id).catch((err: unknown) => log.error({ err, group: groupId }, 'could not refresh the partner level'));
  }
  await sendGroupReceipt(deps, groupId, log);
  await sendGroupEcard(deps.db, deps.mailer, groupId, log);
}
