import type { ApiKeyMode, GivingPayment, PublicGiving, PublicImpactRow, PublicProject, PublicStory, PublicStoryEvent, PublicStoryEventBatch, StoryBatchPeriod } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { LiveGivingRow, PublicProjectRow, PublicStoryLineRow, TestGivingRow, CompanyStoryRow } from './public-api.repository.js';

export type LineView = { project_id: number; project_title: string; impact_level_id: number; impact_unit: string; quantity: number; beneficiaries: number; amount_cents: number };
type Level = { id: number; project_id: number; impact_unit: string; price_cents: number; beneficiaries_per_unit: number };

/** A project's square image as an absolute address (the catalogue serves its own at /api/projects/{id}/image/square). */
function imageUrl(appUrl: string, projectId: number, stored: string | null) {
  if (stored && /^https?:\/\//.test(stored)) return stored;
  return new URL(stored && stored.startsWith('/') ? stored : `/api/projects/${projectId}/image/square`, appUrl).toString();
}

export function presentProject(row: PublicProjectRow, levels: Level[], appUrl: string): PublicProject {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    country: row.country,
    partner: row.partner,
    image_url: imageUrl(appUrl, row.id, row.image_square),
    impact_levels: levels.filter((l) => l.project_id === row.id).map((l) => ({ id: l.id, impact_unit: l.impact_unit, price_usd: toAmount(l.price_cents), beneficiaries_per_unit: l.beneficiaries_per_unit })),
  };
}

export function presentGiving(row: LiveGivingRow | TestGivingRow, mode: ApiKeyMode, lines: LineView[]): PublicGiving {
  return {
    id: row.id,
    mode,
    status: row.status as PublicGiving['status'],
    source: row.source as PublicGiving['source'],
    story_id: row.story_id,
    period: row.period,
    quantity: row.quantity,
    customer_reference: row.customer_reference,
    payment: row.payment as GivingPayment,
    funded_by: (row.funded_by as PublicGiving['funded_by']) ?? null,
    amount_usd: toAmount(row.amount_usd_cents),
    failure_reason: row.failure_reason,
    lines: lines.map((l) => ({ project_id: l.project_id, project_title: l.project_title, impact_level_id: l.impact_level_id, impact_unit: l.impact_unit, quantity: l.quantity, beneficiaries: l.beneficiaries, amount_usd: toAmount(l.amount_cents) })),
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

export function presentStory(row: CompanyStoryRow, lines: PublicStoryLineRow[], pendingEvents: number): PublicStory {
  const mine = lines.filter((l) => l.story_id === row.id);
  return {
    id: row.id,
    story_text: row.story_text,
    status: row.status as PublicStory['status'],
    automation_status: row.automation_status as PublicStory['automation_status'],
    batch_period: row.api_batch_period as StoryBatchPeriod,
    amount_per_event_usd: toAmount(mine.reduce((n, l) => n + l.price_cents * l.quantity, 0)),
    lines: mine.map((l) => ({ project_id: l.project_id, project_title: l.project_title, impact_level_id: l.impact_level_id, impact_unit: l.impact_unit, quantity: l.quantity, amount_usd: toAmount(l.price_cents * l.quantity) })),
    pending_events: pendingEvents,
  };
}

export function presentEvent(row: { id: number | string; story_id: number; mode: string; quantity: number; occurred_at: Date | string; reference: string | null; period: string; accepted_at: Date | string }): PublicStoryEvent {
  return {
    id: Number(row.id),
    story_id: row.story_id,
    mode: row.mode as ApiKeyMode,
    quantity: row.quantity,
    occurred_at: new Date(row.occurred_at).toISOString(),
    reference: row.reference,
    period: row.period,
    accepted_at: new Date(row.accepted_at).toISOString(),
  };
}

/** A batch of events as accepted: its rows in the order sent, all of one statement (so one period and time). */
export function presentEventBatch(storyId: number, mode: ApiKeyMode, rows: { id: number | string; quantity: number; period: string; accepted_at: Date | string }[]): PublicStoryEventBatch {
  return {
    story_id: storyId,
    mode,
    accepted: rows.length,
    quantity: rows.reduce((n, r) => n + r.quantity, 0),
    period: rows[0].period,
    accepted_at: new Date(rows[0].accepted_at).toISOString(),
    event_ids: rows.map((r) => Number(r.id)),
  };
}

export function presentImpactRow(r: { contribution_id: number; giving_id: number | null; date: Date | null; project_id: number; project_title: string; impact_level_id: number; impact_unit: string; quantity: number; beneficiaries: number; amount_cents: number; story_id: number | null }): PublicImpactRow {
  return {
    contribution_id: r.contribution_id,
    giving_id: r.giving_id,
    date: (r.date ?? new Date(0)).toISOString(),
    project_id: r.project_id,
    project_title: r.project_title,
    impact_level_id: r.impact_level_id,
    impact_unit: r.impact_unit,
    quantity: r.quantity,
    beneficiaries: r.beneficiaries,
    amount_usd: toAmount(r.amount_cents),
    story_id: r.story_id,
  };
}
