import { describe, expect, it } from 'vitest';
import { excerptOf, isWebAddress } from '@goodhive/contract';
import {
  hasUpdateFilters,
  updateFiltersFromSearchParams,
  updateFiltersToSearchParams,
} from '../src/features/project-updates/updates-filters';
import { changeListFilters } from '../src/lib/address-filters';
import { moveItem } from '../src/lib/list-order';
import { pageCountOf } from '../src/lib/paging';
import { updateFormSchema } from '../src/features/project-updates/update-form-schema';
import { newUpdateValues, toCreateBody, toModerationBody } from '../src/features/project-updates/update-form-values';
import { EMPTY_REFERRAL, referralFormSchema, toReferralBody } from '../src/features/referrals/referral-form-values';
import { referralFiltersFrom } from '../src/features/referrals/use-referral-filters';

describe('update list filters in the address', () => {
  it('reads what is valid and drops the rest', () => {
    const f = updateFiltersFromSearchParams(new URLSearchParams('page=3&project=1380&status=hidden&search=%20wells%20&partner=4'));
    expect(f).toEqual({ page: 3, projectId: 1380, status: 'hidden', search: 'wells', partnerId: 4 });
    expect(updateFiltersFromSearchParams(new URLSearchParams('page=-2&project=abc&status=deleted'))).toEqual({ page: 1, projectId: null, status: null, search: '', partnerId: null });
  });

  it('writes only what differs from the defaults, and goes back to page 1 when a filter changes', () => {
    const start = updateFiltersFromSearchParams(new URLSearchParams('page=4&status=published'));
    expect(updateFiltersToSearchParams(start).toString()).toBe('status=published&page=4');
    const next = changeListFilters(start, { search: 'water' });
    expect(next.page).toBe(1);
    expect(updateFiltersToSearchParams(next).toString()).toBe('status=published&search=water');
    expect(changeListFilters(start, { page: 2 }).page).toBe(2);
    expect(hasUpdateFilters(next)).toBe(true);
    expect(hasUpdateFilters(updateFiltersFromSearchParams(new URLSearchParams('page=2')))).toBe(false);
    expect([pageCountOf(0, 20), pageCountOf(20, 20), pageCountOf(21, 20)]).toEqual([1, 1, 2]);
  });
});

describe('update texts and images', () => {
  it('cuts a long body at a word with an ellipsis, on one line', () => {
    expect(excerptOf('Short\n\nand   sweet.')).toBe('Short and sweet.');
    const long = `${'word '.repeat(60)}end`;
    const cut = excerptOf(long, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).not.toMatch(/\s…$/);
  });

  it('moves an image within the list and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('checks the form with the contract rules; hiding needs a note', () => {
    const empty = updateFormSchema.safeParse(newUpdateValues(null));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.path[0]).sort()).toEqual(['body', 'project_id', 'title']);
    const filled = { ...newUpdateValues(1380), title: 'New wells', body: 'Two wells are running now.' };
    const parsed = updateFormSchema.parse(filled);
    expect(toCreateBody(parsed)).toEqual({ project_id: 1380, title: 'New wells', body: 'Two wells are running now.', images: [] });
    const hidden = updateFormSchema.safeParse({ ...filled, status: 'hidden', moderation_note: '  ' });
    expect(hidden.error?.issues[0]).toMatchObject({ path: ['moderation_note'] });
    expect(toModerationBody(updateFormSchema.parse({ ...filled, status: 'hidden', moderation_note: 'Blurry' }))).toMatchObject({ status: 'hidden', moderation_note: 'Blurry' });
  });
});

describe('suggestion form', () => {
  it('sends members without a referrer and visitors with one, empty options as null', () => {
    const values = { ...EMPTY_REFERRAL, cause_name: 'Harbour Readers', country_id: '12', description: 'They teach adults to read on weekends.', referrer_name: 'Ana', referrer_email: ' ana@example.com ' };
    expect(toReferralBody(values, true)).toEqual({ cause_name: 'Harbour Readers', website: null, country_id: 12, contact_name: null, contact_email: null, contact_phone: null, description: values.description });
    expect(toReferralBody(values, false)).toMatchObject({ referrer_name: 'Ana', referrer_email: 'ana@example.com' });
    expect(referralFormSchema(false).safeParse(values).success).toBe(true);
    const visitorWithoutName = referralFormSchema(false).safeParse({ ...values, referrer_name: '', website: 'ftp://x.example' });
    expect(visitorWithoutName.error?.issues.map((i) => i.path[0]).sort()).toEqual(['referrer_name', 'website']);
    expect(referralFormSchema(true).safeParse({ ...values, referrer_name: '', referrer_email: '' }).success).toBe(true);
  });

  it('reads the staff list filters from the address', () => {
    expect(referralFiltersFrom(new URLSearchParams('status=contacted&search=%20harbour%20&page=2'))).toEqual({ status: 'contacted', search: 'harbour', page: 2 });
    expect(referralFiltersFrom(new URLSearchParams('status=lost&page=0'))).toEqual({ status: null, search: '', page: 1 });
  });

  it('accepts http and https addresses with a real host only', () => {
    expect(['https://cause.example', 'http://www.cause.org/about?x=1'].every(isWebAddress)).toBe(true);
    expect(['cause.example', 'ftp://cause.example', 'https://localhost', 'https://exa mple.com', 'javascript:alert(1)'].some(isWebAddress)).toBe(false);
  });
});
