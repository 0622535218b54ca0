import type { AdminGivingDetail, AdminGivingLine, AdminGivingRow } from '@goodhive/contract';
import { toAmount, toAmountOrNull } from '../../../lib/money.js';
import { iso } from '../contributions/contributions.presenter.js';
import type { findGivingLines, findGroupAudit, findPaymentEvents, findPaymentSessions, GivingRow } from './giving-admin.repository.js';

const STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/** One contribution group as a row of the staff giving list. */
export function presentGivingRow(row: GivingRow): AdminGivingRow {
  const { g } = row;
  return {
    id: g.id,
    date: iso(row.date)!,
    status: STATUSES.find((s) => s === g.status) ?? 'pending',
    account: g.account === 'company' ? 'company' : 'user',
    user: { id: g.user_id, name: `${row.user_first_name} ${row.user_last_name}`, email: row.user_email },
    company: g.company_id && row.company_name !== null ? { id: g.company_id, name: row.company_name } : null,
    partners: row.partners ?? [],
    lines: row.lines,
    total_usd: toAmount(g.total_usd_cents),
    total_sgd: toAmountOrNull(g.total_sgd_cents),
    currency: g.currency === 'SGD' ? 'SGD' : 'USD',
    payment_method: g.payment_provider,
    payment_reference: g.payment_reference,
    funded_by: g.funded_by,
  };
}

type Parts = {
  lines: Awaited<ReturnType<typeof findGivingLines>>;
  events: Awaited<ReturnType<typeof findPaymentEvents>>;
  sessions: Awaited<ReturnType<typeof findPaymentSessions>>;
  audit: Awaited<ReturnType<typeof findGroupAudit>>;
  creditCents: number;
};

function presentLine(l: Parts['lines'][number]): AdminGivingLine {
  return {
    id: l.c.id,
    project: { id: l.c.project_id, title: l.project_title },
    partner: { id: l.partner_id, name: l.partner_name },
    impact_unit: l.impact_unit,
    quantity: l.c.quantity,
    beneficiaries: l.c.beneficiaries,
    unit_price_usd: toAmount(l.c.unit_price_cents),
    amt_total_usd: toAmount(l.c.amt_total_usd_cents),
    amt_total_sgd: toAmountOrNull(l.c.amt_total_sgd_cents),
    payment_received: l.c.payment_received === 1 ? 1 : 0,
    contribution_date: iso(l.c.contribution_date),
    remittance_id: l.c.remittance_id,
  };
}

/** A group with everything staff look at on /admin/giving-details/{id}. */
export function presentGivingDetail(row: GivingRow, parts: Parts): AdminGivingDetail {
  const { g } = row;
  return {
    ...presentGivingRow(row),
    created_at: iso(g.created_at)!,
    paid_at: iso(g.paid_at),
    exchange_rate_sgd: g.exchange_rate_sgd === null ? null : Number(g.exchange_rate_sgd),
    credit_applied_usd: toAmount(parts.creditCents),
    note: g.note,
    receipt_available: g.status === 'paid' && g.paid_at !== null,
    items: parts.lines.map(presentLine),
    payment_events: parts.events.map((e) => ({ id: e.id, provider: e.provider, event_type: e.event_type, outcome: e.outcome, created_at: iso(e.created_at)! })),
    payment_sessions: parts.sessions.map((s) => ({
      id: s.id,
      provider: s.provider,
      status: s.status,
      amount_due_usd: toAmount(s.amount_due_cents),
      currency: s.currency,
      created_at: iso(s.created_at)!,
      completed_at: iso(s.completed_at),
    })),
    audit: parts.audit.map((a) => ({
      id: a.a.id,
      action: a.a.action,
      actor: a.actor_first === null ? null : `${a.actor_first} ${a.actor_last ?? ''}`.trim(),
      reason: a.a.reason,
      details: a.a.details ?? null,
      created_at: iso(a.a.created_at)!,
    })),
  };
}
