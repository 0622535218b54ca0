import type { Contribution } from '@goodhive/contract';
import { toAmount, toAmountOrNull } from '../../../lib/money.js';
import { presentImage } from '../../catalogue/index.js';
import type { ContributionListRow } from './contributions.repository.js';

/** ISO 8601 (UTC) from a timestamp as either driver returns it. */
export const iso = (v: Date | string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

/** A contribution in the shape the giving history and receipts read, with its project and impact unit. */
export function presentContribution(row: ContributionListRow, categories: { id: number; name: string }[]): Contribution {
  const { c, project } = row;
  return {
    id: c.id,
    contribution_group_id: c.contribution_group_id,
    user_id: c.user_id,
    company_id: c.company_id,
    account: c.account === 'company' ? 'company' : 'user',
    type: c.contribution_story_id === null ? 'project' : 'story',
    contribution_date: iso(c.contribution_date),
    payment_received: c.payment_received === 1 ? 1 : 0,
    quantity: c.quantity,
    beneficiaries: c.beneficiaries,
    unit_price_usd: toAmount(c.unit_price_cents),
    amt_total_usd: toAmount(c.amt_total_usd_cents),
    amt_total_sgd: toAmountOrNull(c.amt_total_sgd_cents),
    project_id: c.project_id,
    impact_level_id: c.impact_level_id,
    contribution_story_id: c.contribution_story_id,
    funded_by: c.funded_by,
    project: {
      id: project.id,
      title: project.title,
      categories,
      is_bundle: project.is_bundle,
      image_square: presentImage(project.id, 'square', project.image_square),
      image_rectangle: presentImage(project.id, 'rectangle', project.image_rectangle),
    },
    project_categories: categories,
    impact: { id: c.impact_level_id, impact_unit: row.impact_unit },
  };
}
