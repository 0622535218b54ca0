import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatAmount,
  notificationEventTexts,
  remittanceAdviceTitle,
  remittanceMessages as msg,
  type RemittanceOwed,
  type remittanceCreateSchema,
} from '@goodhive/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { toAmount } from '../../lib/money.js';
import { buildRemittanceAdvicePdf } from '../../lib/pdf/remittance-advice.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { AuthContext } from '../../http/auth.js';
import { notify, personalRecipient } from '../notifications/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { remittanceAdviceMail } from './advice-mail.js';
import * as repo from './remittances.repository.js';
import { presentDue, presentRemittance } from './remittances.presenter.js';

type Deps = { db: Db; mailer: Mailer; config: Config; storage: FileStorage };
type CreateBody = z.output<typeof remittanceCreateSchema>;

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** GET /api/admin/remittances/due: what each partner (or the one asked for) is owed up to the period's last day. */
export async function listOwed(db: DbOrTx, q: { partner_id?: number; period_start: string; period_end: string }): Promise<RemittanceOwed[]> {
  if (q.partner_id !== undefined && !(await repo.findPartnerRow(db, q.partner_id))) throw notFound(msg.partnerNotFound);
  return presentDue(await repo.findOwed(db, { periodStart: q.period_start, periodEnd: q.period_end, partnerId: q.partner_id }));
}

/** What each partner is owed now, most first (the staff home's 'remittances due'), with the totals on each row. */
export function owedByPartner(db: DbOrTx, limit: number) {
  return repo.findOwedByPartner(db, limit);
}
export type { OwedByPartnerRow } from './remittances.repository.js';

/** GET /api/admin/remittances: a page of remittances, newest first, one partner's with partner_id. */
export async function listRemittances(db: DbOrTx, q: { partner_id?: number; limit: number; page: number }) {
  const { rows, total } = await repo.findRemittancePage(db, { partnerId: q.partner_id, limit: q.limit, offset: (q.page - 1) * q.limit });
  const lines = await repo.findLinesOf(db, rows.map((r) => r.r.id));
  return { data: rows.map((r) => presentRemittance(r, lines)), meta: { total, page: q.page, limit: q.limit } };
}

export async function getRemittance(db: DbOrTx, id: number) {
  const row = await repo.findRemittance(db, id);
  if (!row) throw notFound(msg.notFound);
  return presentRemittance(row, await repo.findLinesOf(db, [id]));
}

/**
 * POST /api/admin/remittances: pays a partner what it is owed up to the period's last day (earlier periods'
 * carried-over amounts included). Under the partner's lock, in one transaction: the owed contributions are
 * summed, refused below the threshold or when they differ from what staff saw, pointed at the new remittance
 * (so none is remitted twice), the advice PDF is drawn and filed in the partner's documents, and the action is
 * audited. Then the partner gets the advice by e-mail. A second staff member asking at the same moment waits
 * for the first and then finds nothing owed (409).
 */
export async function createRemittance(deps: Deps, log: FastifyBaseLogger, auth: AuthContext, body: CreateBody, ip?: string) {
  const today = todayUtc();
  if (body.remitted_on > today) throw validationError({ remitted_on: [msg.futureDate] });
  if (body.period_end > today) throw validationError({ period_end: [msg.periodInFuture] });
  const partner = await repo.findPartnerRow(deps.db, body.partner_id);
  if (!partner) throw validationError({ partner_id: [msg.partnerNotFound] });
  const actor = auth.impersonatorId ?? auth.userId;
  const storedKeys: string[] = [];
  let result: { id: number; pdf: Buffer; fileName: string; netUsd: number; payoutAmount: number };
  try {
    result = await deps.db.transaction(async (tx) => {
      await repo.lockPartnerRemittances(tx, partner.id);
      const owedRows = await repo.findOwed(tx, { periodStart: body.period_start, periodEnd: body.period_end, partnerId: partner.id });
      const [owed] = presentDue(owedRows);
      if (!owed || owed.contributions === 0) throw conflict(msg.nothingDue);
      if (owed.below_threshold) throw conflict(msg.belowThreshold(formatAmount(owed.amount_usd)));
      const grossCents = Math.round(owed.amount_usd * 100);
      if (body.expected_amount_usd !== undefined && Math.round(body.expected_amount_usd * 100) !== grossCents) throw conflict(msg.changed);
      const feesCents = Math.round(body.fees_usd * 100);
      if (feesCents >= grossCents) throw validationError({ fees_usd: [msg.feesTooHigh] });

      const remittance = await repo.insertRemittance(tx, {
        partner_id: partner.id,
        period_start: body.period_start,
        period_end: body.period_end,
        contributions_count: owed.contributions,
        gross_usd_cents: grossCents,
        fees_usd_cents: feesCents,
        net_usd_cents: grossCents - feesCents,
        payout_currency: body.payout_currency,
        fx_rate: String(body.fx_rate),
        remitted_on: body.remitted_on,
        bank_reference: body.bank_reference,
        created_by: actor,
        updated_by: actor,
      });
      const marked = await repo.markRemitted(tx, remittance.id, partner.id, body.period_end);
      // The partner's lock keeps other remittances out; a status change in between shows as a different count.
      if (marked.count !== owed.contributions || marked.cents !== grossCents) throw conflict(msg.changed);
      await repo.insertRemittanceLines(
        tx,
        owedRows.map((p) => ({
          remittance_id: remittance.id,
          project_id: p.project_id,
          contributions_count: p.contributions,
          quantity: p.quantity,
          beneficiaries: p.beneficiaries,
          amount_usd_cents: p.usd_cents,
        })),
      );

      const netUsd = toAmount(grossCents - feesCents);
      const payoutAmount = Math.round(netUsd * body.fx_rate * 100) / 100;
      const pdf = await buildRemittanceAdvicePdf({
        remittanceId: remittance.id,
        partnerName: partner.name,
        periodStart: body.period_start,
        periodEnd: body.period_end,
        remittedOn: body.remitted_on,
        bankReference: body.bank_reference,
        lines: owed.projects.map((p) => ({ project: p.title, contributions: p.contributions, quantity: p.quantity, beneficiaries: p.beneficiaries, amountUsd: p.amount_usd })),
        grossUsd: owed.amount_usd,
        feesUsd: toAmount(feesCents),
        netUsd,
        payoutCurrency: body.payout_currency,
        fxRate: body.fx_rate,
        payoutAmount,
        carriedOverUsd: owed.carried_over_usd,
      });
      const key = `${crypto.randomBytes(16).toString('hex')}.pdf`;
      await deps.storage.put(key, pdf);
      storedKeys.push(key);
      const fileName = `remittance_advice_${remittance.id}.pdf`;
      const fileId = await repo.insertGeneratedFile(tx, {
        storage_key: key,
        owner_user_id: partner.user_id,
        purpose: 'document',
        content_type: 'application/pdf',
        byte_size: pdf.length,
        original_name: fileName,
        is_public: false,
        created_by: actor,
      });
      const documentId = await repo.insertAdviceDocument(tx, {
        partner_id: partner.id,
        kind: 'remittance',
        title: remittanceAdviceTitle(body.period_start, body.period_end),
        file_id: fileId,
        period_start: body.period_start,
        period_end: body.period_end,
        amount_usd_cents: grossCents - feesCents,
        created_by: actor,
        updated_by: actor,
      });
      await repo.setRemittanceDocument(tx, remittance.id, documentId);
      // Each company whose giving it paid out hears of it, with its own share.
      await emitWebhookEvent(tx, {
        type: 'remittance.delivered',
        remittanceId: remittance.id,
        data: { remittance_id: remittance.id, partner_id: partner.id, partner_name: partner.name, period_start: body.period_start, period_end: body.period_end, remitted_on: body.remitted_on },
      });
      await writeAudit(tx, {
        actorId: actor,
        action: 'remittance.create',
        subjectType: 'remittance',
        subjectId: remittance.id,
        after: {
          partner_id: partner.id,
          period_start: body.period_start,
          period_end: body.period_end,
          contributions: owed.contributions,
          gross_usd: owed.amount_usd,
          fees_usd: toAmount(feesCents),
          net_usd: netUsd,
          payout_currency: body.payout_currency,
          fx_rate: body.fx_rate,
          bank_reference: body.bank_reference,
          document_id: documentId,
        },
        ip,
      });
      // The partner's user hears of it in their bell, with the remittance itself.
      await notify(tx, { kind: 'remittance_received', senderId: actor, recipients: [personalRecipient(partner.user_id)], ...notificationEventTexts.remittanceReceived(formatAmount(netUsd)) });
      return { id: remittance.id, pdf, fileName, netUsd, payoutAmount };
    });
  } catch (error) {
    // The transaction did not commit: the advice's bytes go again, so nothing is left half done.
    for (const key of storedKeys) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }

  try {
    const amount = body.payout_currency === 'USD' ? `US $${formatAmount(result.netUsd)}` : `${body.payout_currency} ${formatAmount(result.payoutAmount)}`;
    await deps.mailer.send(
      deps.db,
      partner.email,
      remittanceAdviceMail({
        firstName: partner.first_name,
        partnerName: partner.name,
        period: `${body.period_start} to ${body.period_end}`,
        amount,
        url: new URL('/resources', deps.config.appUrl).toString(),
        pdf: { filename: result.fileName, content: result.pdf },
      }),
    );
  } catch (err) {
    log.error({ err, remittance: result.id }, 'could not send the remittance advice');
  }
  return getRemittance(deps.db, result.id);
}
