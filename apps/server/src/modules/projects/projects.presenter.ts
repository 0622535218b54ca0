import {
  personName,
  type DisplayAccountType,
  type PartnerProject,
  type PartnerProjectRow,
  type ProjectChange,
  type ProjectChangeAction,
  type ProjectChangeStatus,
  type ProjectStatus,
} from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { findBundleItems, findProjectCategories } from '../catalogue/index.js';
import type { ChangeListRow, findPendingChange } from './changelog.repository.js';
import type { ProjectListRow } from './project-lists.repository.js';
import type { findDisplayCountries, findImages, findLevelsWithUse, LocationRow, ProjectTotals, ProjectWithPartner } from './project-reads.repository.js';

type Category = Awaited<ReturnType<typeof findProjectCategories>>[number];
type DisplayCountry = Awaited<ReturnType<typeof findDisplayCountries>>[number];
type Pending = Awaited<ReturnType<typeof findPendingChange>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const NO_TOTALS: ProjectTotals = { contributions: 0, amount_cents: 0, beneficiaries: 0 };
const presentTotals = (t: ProjectTotals = NO_TOTALS) => ({ contributions: t.contributions, amount_usd: toAmount(t.amount_cents), beneficiaries: t.beneficiaries });

/** The account types a project is shown to, from its two flags. */
export function accountTypesOf(p: { show_to_personal: boolean; show_to_company: boolean }): DisplayAccountType[] {
  return [...(p.show_to_personal ? (['user'] as const) : []), ...(p.show_to_company ? (['company'] as const) : [])];
}

export function presentDisplayConditions(p: { show_to_personal: boolean; show_to_company: boolean }, countries: DisplayCountry[]) {
  return { account_types: accountTypesOf(p), countries: countries.map(({ id, name, code }) => ({ id, name, code })) };
}

export type ProjectParts = {
  found: ProjectWithPartner;
  categories: Category[];
  locations: LocationRow[];
  images: Awaited<ReturnType<typeof findImages>>;
  levels: Awaited<ReturnType<typeof findLevelsWithUse>>;
  bundle: Awaited<ReturnType<typeof findBundleItems>>;
  displayCountries: DisplayCountry[];
  totals: ProjectTotals | undefined;
  pending: Pending;
  can: PartnerProject['can'];
};

/** GET /partner/projects/{id}: the project as its edit form and the review screens show it. */
export function presentPartnerProject(p: ProjectParts): PartnerProject {
  const { project, partner } = p.found;
  return {
    id: project.id,
    partner,
    title: project.title,
    summary: project.summary,
    description: project.description,
    story: project.story,
    location: project.location,
    status: project.status as ProjectStatus,
    is_bundle: project.is_bundle,
    categories: p.categories.map(({ id, name, slug }) => ({ id, name, slug })),
    locations: p.locations.map((l) => ({ country: l.country, state: l.state_id !== null ? { id: l.state_id, name: l.state_name ?? '' } : null })),
    images: p.images.map(({ id, url }) => ({ id, url })),
    impact_levels: p.levels.map(({ level, contributions }) => ({
      id: level.id,
      price: toAmount(level.price_cents),
      currency: level.currency,
      impact_unit: level.impact_unit,
      beneficiaries_per_unit: level.beneficiaries_per_unit,
      is_active: level.is_active,
      contributions: Number(contributions),
    })),
    bundle_items: p.bundle.map((b) => ({
      impact_level_id: b.level.id,
      project_id: b.project.id,
      project_title: b.project.title,
      impact_unit: b.level.impact_unit,
      price: toAmount(b.level.price_cents),
      quantity: b.item.quantity,
    })),
    display_conditions: presentDisplayConditions(project, p.displayCountries),
    review_note: project.review_note,
    submitted_at: iso(project.submitted_at),
    approved_at: iso(project.approved_at),
    closed_at: iso(project.closed_at),
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
    totals: presentTotals(p.totals),
    pending_change: p.pending
      ? {
          id: p.pending.change.id,
          created_at: p.pending.change.created_at.toISOString(),
          actor_name: personName(p.pending.actor_first, p.pending.actor_last),
          before: (p.pending.change.before ?? {}) as Record<string, unknown>,
          after: (p.pending.change.after ?? {}) as Record<string, unknown>,
        }
      : null,
    can: p.can,
  };
}

/** A row of the partner and staff project lists. */
export function presentProjectRow(
  row: ProjectListRow,
  categories: Category[],
  locations: LocationRow[],
  totals: ProjectTotals | undefined,
): PartnerProjectRow {
  const countries = locations.map((l) => l.country).filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
  return {
    id: row.project.id,
    title: row.project.title,
    status: row.project.status as ProjectStatus,
    is_bundle: row.project.is_bundle,
    partner: row.partner,
    cover_url: row.project.image_square,
    categories: categories.map(({ id, name, slug }) => ({ id, name, slug })),
    countries,
    price_from: row.price_from_cents === null ? null : toAmount(row.price_from_cents),
    has_pending_change: Boolean(row.has_pending_change),
    review_note: row.project.review_note,
    submitted_at: iso(row.project.submitted_at),
    updated_at: row.project.updated_at.toISOString(),
    totals: presentTotals(totals),
  };
}

/** One entry of the change log. */
export function presentChange(row: ChangeListRow): ProjectChange {
  const c = row.change;
  return {
    id: c.id,
    project: { id: c.project_id, title: row.project_title },
    partner: { id: c.partner_id, worthy_cause_name: row.partner_name },
    actor: { id: c.actor_id, name: personName(row.actor_first, row.actor_last), type: c.actor_type as 'partner' | 'admin' },
    action: c.action as ProjectChangeAction,
    status: c.status as ProjectChangeStatus,
    before: (c.before ?? null) as Record<string, unknown> | null,
    after: (c.after ?? null) as Record<string, unknown> | null,
    note: c.note,
    reviewed_by: personName(row.reviewer_first, row.reviewer_last),
    reviewed_at: iso(c.reviewed_at),
    created_at: c.created_at.toISOString(),
  };
}

/** A row of the display conditions list. */
export function presentDisplayConditionRow(row: Pick<ProjectListRow, 'project' | 'partner'>, countries: DisplayCountry[]) {
  const { project, partner } = row;
  const conditions = presentDisplayConditions(project, countries);
  return {
    project: { id: project.id, title: project.title, status: project.status as ProjectStatus, is_bundle: project.is_bundle },
    partner: { id: partner.id, worthy_cause_name: partner.worthy_cause_name },
    display_conditions: conditions,
    is_unrestricted: conditions.account_types.length === 2 && conditions.countries.length === 0,
  };
}
