import type { BundleInput, BundlePart, PartnerProject } from '@goodhive/contract';
import type { BundleFormOutput } from './bundle-form-schema';

export type { BundleFormOutput } from './bundle-form-schema';

// The form's checks (zod) are in bundle-form-schema.ts: they load with the form, not with the screen.
import type { ServerErrorLayout } from '../project-form-values';

export const BUNDLE_STATUSES = ['draft', 'live', 'paused', 'closed'] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

/** The bundle form as its inputs hold it (string ids for pickers; a quantity box may be empty). */
export type BundleFormValues = {
  title: string;
  summary: string;
  description: string;
  impact_unit: string;
  category_ids: string[];
  images: string[];
  items: { impact_level_id: number; quantity: number | string }[];
  status: BundleStatus;
};

/** Where the server's bundle messages show: items.{n}.quantity on its row, the parts' own message on the list. */
export const BUNDLE_ERROR_LAYOUT: ServerErrorLayout = {
  fields: ['title', 'summary', 'description', 'impact_unit', 'category_ids', 'images', 'items', 'status'],
  wholeLists: ['images', 'category_ids'],
};

export const blankBundleValues = (): BundleFormValues => ({ title: '', summary: '', description: '', impact_unit: 'bundle', category_ids: [], images: [], items: [], status: 'draft' });

/** The form filled from a saved bundle. */
export function bundleToFormValues(bundle: PartnerProject): BundleFormValues {
  const level = bundle.impact_levels.find((l) => l.is_active) ?? bundle.impact_levels[0];
  return {
    title: bundle.title,
    summary: bundle.summary ?? '',
    description: bundle.description ?? '',
    impact_unit: level?.impact_unit ?? 'bundle',
    category_ids: bundle.categories.map((c) => String(c.id)),
    images: bundle.images.map((i) => i.url),
    items: bundle.bundle_items.map((b) => ({ impact_level_id: b.impact_level_id, quantity: b.quantity })),
    status: bundle.status === 'submitted' ? 'draft' : bundle.status,
  };
}

/** The body of POST/PUT /admin/bundles. */
export const toBundleInput = (values: BundleFormOutput, partnerId: number): BundleInput => ({ ...values, partner_id: partnerId });

/** A part the bundle can hold, or held before (then it may no longer be givable). */
export type PartChoice = Pick<BundlePart, 'impact_level_id' | 'project_id' | 'project_title' | 'impact_unit' | 'price'> & {
  beneficiaries_per_unit: number | null;
  givable: boolean;
};

/** The parts to choose from: the partner's givable levels, then any saved part that is no longer givable. */
export function partChoices(parts: readonly BundlePart[], saved: PartnerProject['bundle_items'] = []): PartChoice[] {
  const givable: PartChoice[] = parts.map((p) => ({ ...p, givable: true }));
  const gone: PartChoice[] = saved
    .filter((s) => !parts.some((p) => p.impact_level_id === s.impact_level_id))
    .map((s) => ({ impact_level_id: s.impact_level_id, project_id: s.project_id, project_title: s.project_title, impact_unit: s.impact_unit, price: s.price, beneficiaries_per_unit: null, givable: false }));
  return [...givable, ...gone];
}

/** One bundle's price (USD) and beneficiaries: the sum of each chosen part times its quantity, counted in cents. */
export function bundleFigures(items: BundleFormValues['items'], choices: readonly PartChoice[]) {
  let cents = 0;
  let beneficiaries = 0;
  let complete = true;
  for (const item of items) {
    const part = choices.find((c) => c.impact_level_id === item.impact_level_id);
    const quantity = item.quantity === '' ? 0 : Number(item.quantity);
    if (!part || !Number.isFinite(quantity)) continue;
    cents += Math.round(part.price * 100) * quantity;
    if (part.beneficiaries_per_unit === null) complete = false;
    else beneficiaries += part.beneficiaries_per_unit * quantity;
  }
  return { price: cents / 100, beneficiaries, complete };
}
