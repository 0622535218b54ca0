// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@goodhive/contract/texts';
import { routes } from '../src/app/routes';

describe('the pages the header search offers', () => {
  it('are screens of the route table, in the area of those who may open them', () => {
    for (const page of SITE_PAGES) {
      const area = page.audience === 'business_admin' ? 'business' : page.audience;
      expect(
        routes.some((r) => r.path === page.path && r.area === area),
        `${page.path} (${page.title}) is not a ${area} screen`,
      ).toBe(true);
    }
  });

  it('name each screen once per audience', () => {
    const keys = SITE_PAGES.map((p) => `${p.audience} ${p.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
