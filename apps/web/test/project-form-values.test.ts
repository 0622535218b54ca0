import { describe, expect, it } from 'vitest';
import { projectLevelInputSchema, projectInputSchema } from '@goodhive/contract';
import { projectFormSchema } from '../src/features/projects/project-form-schema';
import { blankProjectValues, formPathOf, projectToFormValues, toProjectInput, type ProjectFormValues } from '../src/features/projects/project-form-values';
import { makeProject } from './project-fixtures';

const filled = (patch: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...blankProjectValues(),
  title: 'Plant a mangrove',
  category_ids: ['3', '7'],
  locations: [{ country_id: '110', state_id: null }, { country_id: '110', state_id: '2001' }],
  images: ['/api/files/10/a.png'],
  impact_levels: [{ id: null, price: '1.5', impact_unit: 'mangrove planted', beneficiaries_per_unit: 2 }],
  ...patch,
});

const messagesOf = (values: ProjectFormValues) => {
  const result = projectFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the project form checks', () => {
  it('turns what the inputs hold into a body the contract accepts', () => {
    const values = projectFormSchema.parse(filled({ summary: '  ' }));
    const body = toProjectInput(values, { partner_id: 6 });
    expect(body).toEqual({
      partner_id: 6,
      title: 'Plant a mangrove',
      summary: null,
      description: null,
      story: null,
      location: null,
      category_ids: [3, 7],
      locations: [
        { country_id: 110, state_id: null },
        { country_id: 110, state_id: 2001 },
      ],
      images: ['/api/files/10/a.png'],
      impact_levels: [{ price: 1.5, impact_unit: 'mangrove planted', beneficiaries_per_unit: 2 }],
    });
    expect(projectInputSchema.safeParse(body).success).toBe(true);
  });

  it('needs only a title for a draft', () => {
    expect(projectFormSchema.safeParse({ ...blankProjectValues(), title: 'Clean water' }).success).toBe(true);
    expect(messagesOf(blankProjectValues())).toEqual({ title: 'The title needs at least 3 characters.' });
  });

  it("says what is missing in an impact level in the contract's words", () => {
    const messages = messagesOf(filled({ impact_levels: [{ id: null, price: '', impact_unit: ' ', beneficiaries_per_unit: '' }] }));
    expect(messages['impact_levels.0.price']).toBe('Please enter a price.');
    expect(messages['impact_levels.0.impact_unit']).toBe('Please name the impact unit (e.g. tree planted).');
    expect(messages['impact_levels.0.beneficiaries_per_unit']).toBe('Please enter the beneficiaries per unit.');
  });

  it('refuses a price with more than 2 decimals or above the limit, and a place without a country', () => {
    const level = (price: number | string) => ({ id: null, price, impact_unit: 'tree', beneficiaries_per_unit: 1 });
    expect(messagesOf(filled({ impact_levels: [level(1.234)] }))['impact_levels.0.price']).toBe('Use at most 2 decimals.');
    expect(messagesOf(filled({ impact_levels: [level(0)] }))['impact_levels.0.price']).toBe('The price must be above zero.');
    expect(messagesOf(filled({ impact_levels: [level(200_000)] }))['impact_levels.0.price']).toBe(
      projectLevelInputSchema.shape.price.safeParse(200_000).error?.issues[0].message,
    );
    expect(messagesOf(filled({ locations: [{ country_id: null, state_id: null }] }))['locations.0.country_id']).toBe('Choose a country, or remove this place.');
  });

  it('keeps the ids of saved levels, so their contributions stay linked', () => {
    const values = projectFormSchema.parse(filled({ impact_levels: [{ id: 3001, price: 0.02, impact_unit: 'day', beneficiaries_per_unit: 1 }] }));
    expect(toProjectInput(values).impact_levels).toEqual([{ id: 3001, price: 0.02, impact_unit: 'day', beneficiaries_per_unit: 1 }]);
  });

  it('sends the status only when staff chose one', () => {
    expect(toProjectInput(projectFormSchema.parse(filled()))).not.toHaveProperty('status');
    expect(toProjectInput(projectFormSchema.parse(filled({ status: 'live' }))).status).toBe('live');
  });
});

describe('a saved project in the form', () => {
  it('fills every input and leaves out levels that were removed', () => {
    const values = projectToFormValues(makeProject());
    expect(values).toMatchObject({
      title: 'Give a day of clean water to a person',
      story: '',
      category_ids: ['3'],
      locations: [{ country_id: '110', state_id: '2001' }],
      images: ['/api/files/10/well.png', '/api/files/11/pump.png'],
      impact_levels: [{ id: 3001, price: 0.02, impact_unit: 'day of clean water', beneficiaries_per_unit: 1 }],
    });
  });
});

describe("where the server's field messages show", () => {
  it('puts row messages on their input, list item messages on the list, and unknown fields nowhere', () => {
    expect(formPathOf('title')).toBe('title');
    expect(formPathOf('impact_levels.1.price')).toBe('impact_levels.1.price');
    expect(formPathOf('locations.0.state_id')).toBe('locations.0.state_id');
    expect(formPathOf('impact_levels')).toBe('impact_levels.root');
    expect(formPathOf('images.2')).toBe('images');
    expect(formPathOf('category_ids')).toBe('category_ids');
    expect(formPathOf('partner_id')).toBeNull();
    expect(formPathOf('_')).toBeNull();
  });
});
