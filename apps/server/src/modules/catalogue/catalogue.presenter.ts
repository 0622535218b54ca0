import type { ImpactLevel, ProjectCard, ProjectDetail } from '@goodhive/contract';
import { QUANTITY_MAX } from '@goodhive/contract';
import type { impactLevels } from '../../db/schema/index.js';
import { toAmount } from '../../lib/money.js';
import type { findBundleItems, findProject, findProjectCategories, ProjectCardRow } from './catalogue.repository.js';
import { escapeXml, wrapText } from '../../lib/svg-text.js';

type LevelRow = typeof impactLevels.$inferSelect;
type CategoryRow = Awaited<ReturnType<typeof findProjectCategories>>[number];
type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;
type BundleRow = Awaited<ReturnType<typeof findBundleItems>>[number];

/**
 * A project image: the stored URL when one was uploaded as a URL, else the server's placeholder image
 * (GET /api/projects/{id}/image/{variant}), so the web app always has something to show.
 */
export function presentImage(projectId: number, variant: 'square' | 'rectangle', stored: string | null) {
  if (stored && /^(https?:\/\/|\/)/.test(stored)) return { image_name: stored.split('/').pop() || stored, url: stored };
  return { image_name: stored ?? `project-${projectId}-${variant}.svg`, url: `/api/projects/${projectId}/image/${variant}` };
}

export function presentLevel(l: LevelRow): ImpactLevel {
  return {
    id: l.id,
    project_id: l.project_id,
    price: toAmount(l.price_cents),
    currency: l.currency,
    impact_unit: l.impact_unit,
    beneficiaries_per_unit: l.beneficiaries_per_unit,
  };
}

const country = (r: { country_id: number | null; country_name: string | null; country_code: string | null }) =>
  r.country_id !== null ? { id: r.country_id, name: r.country_name ?? '', code: r.country_code ?? '' } : null;

export function presentCard(row: ProjectCardRow, levels: LevelRow[], cats: CategoryRow[], isFavourite: boolean): ProjectCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    is_bundle: row.is_bundle,
    image_square: presentImage(row.id, 'square', row.image_square),
    image_rectangle: presentImage(row.id, 'rectangle', row.image_rectangle),
    country: country(row),
    partner: { id: row.partner_id, worthy_cause_name: row.worthy_cause_name },
    categories: cats.map(({ id, name, slug }) => ({ id, name, slug })),
    price_from: toAmount(row.price_from_cents ?? levels[0]?.price_cents ?? 0),
    impact_levels: levels.map(presentLevel),
    is_favourite: isFavourite,
  };
}

export function presentDetail(
  row: ProjectRow,
  levels: LevelRow[],
  cats: CategoryRow[],
  isFavourite: boolean,
  bundle: BundleRow[],
): ProjectDetail {
  const card = presentCard(row, levels, cats, isFavourite);
  return {
    ...card,
    description: row.description,
    story: row.story,
    partner: {
      id: row.partner_id,
      user_id: row.partner_user_id,
      worthy_cause_name: row.worthy_cause_name,
      org_aboutus: row.org_aboutus,
      org_image: row.org_image,
    },
    location: {
      country: country(row),
      state: row.state_id !== null ? { id: row.state_id, name: row.state_name ?? '' } : null,
      location: row.location,
    },
    bundle_items: bundle.map((b) => ({
      project: { id: b.project.id, title: b.project.title, image_square: presentImage(b.project.id, 'square', b.project.image_square) },
      impact_level: presentLevel(b.level),
      quantity: b.item.quantity,
      beneficiaries: b.item.quantity * b.level.beneficiaries_per_unit,
      amt_total_usd: toAmount(b.item.quantity * b.level.price_cents),
    })),
    quantity_min: 1,
    quantity_max: QUANTITY_MAX,
  };
}

const PALETTE = ['#2E8B57', '#2F6FD6', '#E07A2E', '#8E44AD', '#C0392B', '#16A085', '#D4A017'];

/**
 * A placeholder project image: the project's title on a colour picked from its id. The wide variant keeps its
 * text in the middle half, so a card that crops it to a squarer frame still shows the whole title.
 */
export function placeholderSvg(projectId: number, title: string, variant: 'square' | 'rectangle'): string {
  const [w, h] = variant === 'square' ? [600, 600] : [1200, 600];
  const colour = PALETTE[projectId % PALETTE.length];
  const lines = wrapText(title, variant === 'square' ? 22 : 24, 4);
  const top = h / 2 - ((lines.length - 1) * 52) / 2;
  const text = lines
    .map((l, i) => `<text x="${w / 2}" y="${top + i * 52}" text-anchor="middle" font-size="42" font-family="Helvetica, Arial, sans-serif" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}"><rect width="100%" height="100%" fill="${colour}"/>${text}</svg>`;
}

