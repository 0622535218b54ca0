import type { Story, StoryContribution, StoryLine, StoryRun, StoryTemplate } from '@goodhive/contract';
import { toAmount, toAmountOrNull } from '../../lib/money.js';
import { presentImage } from '../catalogue/index.js';
import { toCsv } from '../impact/index.js';
import type { StoryContributionRow, StoryImpactRow, StoryLineRow, StoryRow, StoryRunRow, TemplateView } from './stories.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether a story line can still be given: its project live, its level active, priced in USD and of the project. */
export const isLineAvailable = (l: StoryLineRow, hidden: ReadonlySet<number> = new Set()) =>
  l.project_status === 'live' && l.level_active && l.currency === 'USD' && l.level_project_id === l.project_id && !hidden.has(l.project_id);

export function presentStoryLine(l: StoryLineRow, hidden?: ReadonlySet<number>): StoryLine {
  return {
    project_id: l.project_id,
    impact_level_id: l.impact_level_id,
    quantity: l.quantity,
    project_title: l.project_title,
    impact_unit: l.impact_unit,
    unit_price_usd: toAmount(l.price_cents),
    amt_total_usd: toAmount(l.price_cents * l.quantity),
    beneficiaries: l.quantity * l.beneficiaries_per_unit,
    is_available: isLineAvailable(l, hidden),
  };
}

/** A story with its lines and (when read) its paid impact per project. */
export function presentStory(s: StoryRow, lines: StoryLineRow[], impact: StoryImpactRow[] = []): Story {
  const first = lines[0];
  const project = first
    ? { id: first.project_id, title: first.project_title, is_bundle: first.is_bundle, image_square: presentImage(first.project_id, 'square', first.image_square) }
    : { id: s.project_id, title: '', is_bundle: false, image_square: presentImage(s.project_id, 'square', null) };
  return {
    id: s.id,
    user_id: s.user_id,
    company_id: s.company_id,
    account: s.account === 'company' ? 'company' : 'user',
    story_text: s.story_text,
    project_id: s.project_id,
    impact_level_id: s.impact_level_id,
    quantity: s.quantity,
    is_multi_project: s.is_multi_project,
    project,
    projects: lines.map((l) => presentStoryLine(l)),
    giving_story_image: s.giving_story_image,
    is_giving_monthly: s.is_giving_monthly,
    status: s.status as Story['status'],
    automation_status: s.automation_status as Story['automation_status'],
    next_giving_date: iso(s.next_giving_at),
    skip_period: s.skip_period,
    destination_link: s.destination_link,
    template_id: s.template_id,
    is_public: s.is_public,
    amt_total_usd: toAmount(lines.reduce((n, l) => n + l.price_cents * l.quantity, 0)),
    beneficiaries: lines.reduce((n, l) => n + l.quantity * l.beneficiaries_per_unit, 0),
    contributions: impact.map((i) => ({ project_id: i.project_id, beneficiaries: i.beneficiaries, quantity: i.quantity, amt_total_usd: toAmount(i.cents) })),
    activated_at: iso(s.activated_at),
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

export function presentStoryRun(r: StoryRunRow): StoryRun {
  return {
    id: r.id,
    story_id: r.story_id,
    period: r.period,
    status: r.status as StoryRun['status'],
    attempts: r.attempts,
    next_attempt_at: iso(r.next_attempt_at),
    contribution_group_id: r.contribution_group_id,
    amount_usd: toAmountOrNull(r.amount_usd_cents),
    funded_by: r.funded_by,
    failure_reason: r.failure_reason,
    paid_at: iso(r.paid_at),
    created_at: r.created_at.toISOString(),
  };
}

export function presentStoryContribution(c: StoryContributionRow): StoryContribution {
  return {
    id: c.id,
    contribution_group_id: c.contribution_group_id,
    contribution_date: iso(c.contribution_date),
    project_id: c.project_id,
    project_title: c.project_title,
    impact_unit: c.impact_unit,
    quantity: c.quantity,
    beneficiaries: c.beneficiaries,
    amt_total_usd: toAmount(c.amt_total_usd_cents),
    funded_by: c.funded_by,
  };
}

export function presentTemplate(t: TemplateView): StoryTemplate {
  return {
    id: t.template.id,
    kind: t.template.owner_key ? 'business' : 'industry',
    industry_id: t.template.industry_id,
    industry_name: t.industry_name,
    title: t.template.title,
    story_text: t.template.story_text,
    project_id: t.template.project_id,
    project_title: t.project_title,
    impact_level_id: t.template.impact_level_id,
    impact_unit: t.impact_unit,
    quantity: t.template.quantity,
    is_giving_monthly: t.template.is_giving_monthly,
  };
}

/** The CSV of a story's paid contributions. */
export function storyContributionsCsv(rows: StoryContributionRow[]): string {
  const head = ['contribution_id', 'contribution_group_id', 'contribution_date', 'project_id', 'project', 'impact_unit', 'quantity', 'beneficiaries', 'amt_total_usd', 'funded_by'];
  return toCsv(
    head,
    rows.map((c) => [c.id, c.contribution_group_id, c.contribution_date?.toISOString().slice(0, 10) ?? null, c.project_id, c.project_title, c.impact_unit, c.quantity, c.beneficiaries, (c.amt_total_usd_cents / 100).toFixed(2), c.funded_by]),
  );
}
