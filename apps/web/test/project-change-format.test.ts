import { describe, expect, it } from 'vitest';
import { asLine, changedFields, describeItem, describeValue, fieldLabel } from '../src/features/projects/change-format';

describe('the change log in words', () => {
  it('names fields as people read them', () => {
    expect(fieldLabel('impact_levels')).toBe('Impact levels');
    expect(fieldLabel('account_types')).toBe('Shown to');
    expect(fieldLabel('bundle_items')).toBe('Bundle parts');
    expect(fieldLabel('some_new_field')).toBe('Some New Field');
  });

  it('shows lists as lists, images as pictures and empty values as empty', () => {
    expect(describeValue('categories', ['Water Access', 'Health'])).toEqual({ kind: 'list', items: ['Water Access', 'Health'] });
    expect(describeValue('images', ['/api/files/1/a.png'])).toEqual({ kind: 'images', urls: ['/api/files/1/a.png'] });
    expect(describeValue('summary', null)).toEqual({ kind: 'empty' });
    expect(describeValue('categories', [])).toEqual({ kind: 'empty' });
    expect(describeValue('title', 'Clean water')).toEqual({ kind: 'text', text: 'Clean water' });
  });

  it('says statuses and account types by their labels', () => {
    expect(describeValue('status', 'submitted')).toEqual({ kind: 'text', text: 'Submitted for review' });
    expect(describeValue('status', 'Live')).toEqual({ kind: 'text', text: 'Live' });
    expect(describeValue('account_types', ['company'])).toEqual({ kind: 'list', items: ['Business accounts'] });
  });

  it('describes structured items: levels, places and records', () => {
    expect(describeItem({ price: 1.5, impact_unit: 'tree planted', beneficiaries_per_unit: 2 })).toBe('US $1.50 per tree planted · 2 beneficiaries per unit');
    expect(describeItem({ country: { name: 'Kenya' }, state: { name: 'Kisumu' } })).toBe('Kisumu, Kenya');
    expect(describeItem({ name: 'Health' })).toBe('Health');
    expect(asLine(describeValue('display_conditions', { account_types: ['user'], countries: [] }))).toBe('Shown to: Personal accounts, Shown in countries: —');
  });

  it('lists the fields of a change, those after first', () => {
    expect(changedFields({ title: 'a', story: 'x' }, { title: 'b', summary: 'c' })).toEqual(['title', 'summary', 'story']);
    expect(changedFields(null, { title: 'b' })).toEqual(['title']);
  });
});
