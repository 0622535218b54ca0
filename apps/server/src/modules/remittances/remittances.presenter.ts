import type { Remittance, RemittanceOwed, RemittanceProject } from '@goodhive/contract';
import { REMITTANCE_THRESHOLD_USD } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { findLinesOf, OwedRow, RemittanceRow } from './remittances.repository.js';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

/** Per-project owed rows grouped per partner, with the carried-over part and the threshold verdict. */
export function presentDue(rows: OwedRow[]): RemittanceOwed[] {
  const byPartner = new Map<number, { name: string; rows: OwedRow[] }>();
  for (const row of rows) {
    const entry = byPartner.get(row.partner_id) ?? { name: row.partner_name, rows: [] };
    entry.rows.push(row);
    byPartner.set(row.partner_id, entry);
  }
  return [...byPartner.entries()].map(([id, { name, rows: own }]) => {
    const cents = own.reduce((n, r) => n + r.usd_cents, 0);
    return {
      partner: { id, name },
      contributions: own.reduce((n, r) => n + r.contributions, 0),
      amount_usd: toAmount(cents),
      carried_over_usd: toAmount(own.reduce((n, r) => n + r.carried_cents, 0)),
      below_threshold: cents < REMITTANCE_THRESHOLD_USD * 100,
      projects: own.map((r) => ({
        project_id: r.project_id,
        title: r.title,
        contributions: r.contributions,
        quantity: r.quantity,
        beneficiaries: r.beneficiaries,
        amount_usd: toAmount(r.usd_cents),
      })),
    };
  });
}

/** A remittance with its per-project lines and the partner's acknowledgement. */
export function presentRemittance(row: RemittanceRow, lines: Awaited<ReturnType<typeof findLinesOf>>): Remittance {
  const { r } = row;
  const fxRate = Number(r.fx_rate);
  const projects: RemittanceProject[] = lines
    .filter((l) => l.l.remittance_id === r.id)
    .map((l) => ({
      project_id: l.l.project_id,
      title: l.title,
      contributions: l.l.contributions_count,
      quantity: l.l.quantity,
      beneficiaries: l.l.beneficiaries,
      amount_usd: toAmount(l.l.amount_usd_cents),
    }));
  return {
    id: r.id,
    partner: { id: r.partner_id, name: row.partner_name },
    period_start: r.period_start,
    period_end: r.period_end,
    contributions: r.contributions_count,
    gross_usd: toAmount(r.gross_usd_cents),
    fees_usd: toAmount(r.fees_usd_cents),
    net_usd: toAmount(r.net_usd_cents),
    payout_currency: r.payout_currency,
    fx_rate: fxRate,
    payout_amount: Math.round(toAmount(r.net_usd_cents) * fxRate * 100) / 100,
    remitted_on: r.remitted_on,
    bank_reference: r.bank_reference,
    document_id: r.document_id,
    acknowledged_at: iso(row.viewed_at),
    created_at: iso(r.created_at)!,
    created_by: row.creator,
    projects,
  };
}
