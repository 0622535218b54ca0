import { describe, expect, it } from 'vitest';
import { bundleFormSchema } from '../src/features/projects/admin/bundle-form-schema';
import { bundleFigures, bundleToFormValues, blankBundleValues, partChoices, toBundleInput } from '../src/features/projects/admin/bundle-form-values';
import { makeProject } from './project-fixtures';

const parts = [
  { impact_level_id: 1, project_id: 10, project_title: 'Clean water', impact_unit: 'day of clean water', price: 0.02, beneficiaries_per_unit: 1 },
  { impact_level_id: 2, project_id: 11, project_title: 'School days', impact_unit: 'day of education', price: 0.2, beneficiaries_per_unit: 1 },
  { impact_level_id: 3, project_id: 12, project_title: 'Trees', impact_unit: 'tree planted', price: 1.1, beneficiaries_per_unit: 3 },
];

describe('the price of a bundle as it is built', () => {
  it('adds each part times its quantity, counted in cents', () => {
    const choices = partChoices(parts);
    expect(bundleFigures([{ impact_level_id: 1, quantity: 1 }, { impact_level_id: 2, quantity: 3 }], choices)).toEqual({ price: 0.62, beneficiaries: 4, complete: true });
    // 0.1 + 0.2 style float errors do not reach the screen.
    expect(bundleFigures([{ impact_level_id: 3, quantity: 3 }, { impact_level_id: 2, quantity: 1 }], choices).price).toBe(3.5);
    expect(bundleFigures([{ impact_level_id: 1, quantity: '' }], choices)).toEqual({ price: 0, beneficiaries: 0, complete: true });
  });

  it('keeps a saved part that is no longer givable, priced but without its reach', () => {
    const saved = [{ impact_level_id: 9, project_id: 19, project_title: 'Closed project', impact_unit: 'meal', price: 2, quantity: 1 }];
    const choices = partChoices(parts, saved);
    expect(choices.map((c) => [c.impact_level_id, c.givable])).toEqual([[1, true], [2, true], [3, true], [9, false]]);
    expect(bundleFigures([{ impact_level_id: 9, quantity: 2 }, { impact_level_id: 1, quantity: 1 }], choices)).toEqual({ price: 4.02, beneficiaries: 1, complete: false });
  });
});

describe('the bundle form checks', () => {
  it('needs two parts and whole quantities of at least 1', () => {
    const one = bundleFormSchema.safeParse({ ...blankBundleValues(), title: 'Starter', items: [{ impact_level_id: 1, quantity: 1 }] });
    expect(one.error?.issues[0].message).toBe('A bundle has at least 2 parts.');
    const empty = bundleFormSchema.safeParse({ ...blankBundleValues(), title: 'Starter', items: [{ impact_level_id: 1, quantity: '' }, { impact_level_id: 2, quantity: 1 }] });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.0.quantity', 'At least 1.']]);
  });

  it('makes the body of POST /admin/bundles', () => {
    const values = bundleFormSchema.parse({ ...blankBundleValues(), title: 'Starter', category_ids: ['4'], items: [{ impact_level_id: 1, quantity: '2' }, { impact_level_id: 2, quantity: 1 }], status: 'live' });
    expect(toBundleInput(values, 6)).toEqual({
      partner_id: 6,
      title: 'Starter',
      summary: null,
      description: null,
      impact_unit: 'bundle',
      category_ids: [4],
      images: [],
      items: [
        { impact_level_id: 1, quantity: 2 },
        { impact_level_id: 2, quantity: 1 },
      ],
      status: 'live',
    });
  });

  it('fills the form from a saved bundle with its unit and parts', () => {
    const bundle = makeProject({
      is_bundle: true,
      impact_levels: [{ id: 50, price: 0.62, currency: 'USD', impact_unit: 'starter kit', beneficiaries_per_unit: 4, is_active: true, contributions: 0 }],
      bundle_items: [{ impact_level_id: 1, project_id: 10, project_title: 'Clean water', impact_unit: 'day of clean water', price: 0.02, quantity: 1 }],
    });
    expect(bundleToFormValues(bundle)).toMatchObject({ impact_unit: 'starter kit', items: [{ impact_level_id: 1, quantity: 1 }], status: 'live' });
  });
});
