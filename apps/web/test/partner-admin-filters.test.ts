import { describe, expect, it } from 'vitest';
import { changeListFilters } from '../src/lib/address-filters';
import { partnerFiltersFromSearchParams, partnerFiltersToSearchParams, type PartnerFilters } from '../src/features/partner-admin/partner-filters';
import { partnerLinks } from '../src/features/partner-admin/components/partner-actions';

describe('the staff partner list filters', () => {
  it('read the address, falling back to the list default for anything unknown', () => {
    expect(partnerFiltersFromSearchParams(new URLSearchParams(''), 'score')).toEqual({ search: '', status: null, sort: 'score', page: 1 });
    expect(partnerFiltersFromSearchParams(new URLSearchParams('search=%20roots%20&status=blocked&sort=name&page=3'), 'newest')).toEqual({
      search: 'roots',
      status: 'blocked',
      sort: 'name',
      page: 3,
    });
    expect(partnerFiltersFromSearchParams(new URLSearchParams('status=asleep&sort=random&page=-2'), 'newest')).toEqual({ search: '', status: null, sort: 'newest', page: 1 });
  });

  it('write only what differs from the defaults, so the plain list has a plain address', () => {
    expect(partnerFiltersToSearchParams({ search: '', status: null, sort: 'newest', page: 1 }, 'newest').toString()).toBe('');
    expect(partnerFiltersToSearchParams({ search: 'global roots', status: 'live', sort: 'score', page: 2 }, 'newest').toString()).toBe('search=global+roots&status=live&sort=score&page=2');
    const there = partnerFiltersToSearchParams({ search: 'reef', status: null, sort: 'score', page: 1 }, 'score');
    expect(partnerFiltersFromSearchParams(there, 'score')).toEqual({ search: 'reef', status: null, sort: 'score', page: 1 });
  });

  it('start again at page 1 when anything but the page changes', () => {
    const on3: PartnerFilters = { search: 'reef', status: null, sort: 'newest', page: 3 };
    expect(changeListFilters(on3, { status: 'blocked' })).toEqual({ ...on3, status: 'blocked', page: 1 });
    expect(changeListFilters(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });
});

describe('the ways on from a partner', () => {
  it('use the partner id for its profile and projects and the user id for a new project or bundle', () => {
    expect(partnerLinks({ partner_id: 7, user_id: 14 })).toEqual({
      profile: '/admin/wcuuser/profiles/7',
      projects: '/admin/wcuuser/projects?partner_id=7',
      createProject: '/admin/wcuuser/projects/create/14',
      createBundle: '/admin/wcuuser/bundles/create/14',
    });
  });
});
