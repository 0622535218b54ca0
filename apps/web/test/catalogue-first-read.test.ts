// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchCatalogue, prefetchProjectDetail } from '../src/features/catalogue';
import { filtersFromSearchParams } from '../src/features/catalogue/catalogue-filters';
import { projectDetailQuery } from '../src/features/catalogue/api/project-detail';
import { projectFiltersQuery } from '../src/features/catalogue/api/project-filters';
import { projectsQuery } from '../src/features/catalogue/api/projects';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const card = (id: number) => ({ id, image_rectangle: { image_name: `p${id}.svg`, url: `/api/projects/${id}/image/rectangle` } });

let fetched: string[];
let pictures: string[];
beforeEach(() => {
  fetched = [];
  pictures = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (url.startsWith('/api/projects/filters')) return json({ status: 'success', data: { categories: [], countries: [], price: { min: 0, max: 1 } } });
      if (url.startsWith('/api/projects?')) return json({ status: 'success', data: [1, 2, 3, 4, 5].map(card), meta: { total: 5, page: 1, limit: 12 } });
      if (url === '/api/projects/7') return json({ status: 'success', data: card(7) });
      return new Response(JSON.stringify({ status: 'error', message: 'Not found' }), { status: 404 });
    }),
  );
  // The pictures the prefetch starts, as the browser would fetch them.
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (url: string) {
    pictures.push(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a visitor's first catalogue screen", () => {
  it('fills the cache under the keys the catalogue screen reads, for the filters in the address, and starts the first row of pictures', async () => {
    const client = new QueryClient();
    await prefetchCatalogue(client, '?search=water&sort=newest');
    const filters = filtersFromSearchParams(new URLSearchParams('?search=water&sort=newest'));
    expect(client.getQueryData(projectsQuery(filters, 0).queryKey)?.projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5]);
    expect(client.getQueryData(projectFiltersQuery().queryKey)).toBeDefined();
    expect(fetched.some((url) => url.startsWith('/api/projects?') && url.includes('sort=newest') && url.includes('search=water'))).toBe(true);
    expect(pictures).toEqual([1, 2, 3].map((id) => `/api/projects/${id}/image/rectangle`));
  });

  it('fills the cache under the key the project screen reads, and starts its picture', async () => {
    const client = new QueryClient();
    await prefetchProjectDetail(client, 'project', '7');
    expect(client.getQueryData(projectDetailQuery('project', 7, 0).queryKey)).toMatchObject({ id: 7 });
    expect(pictures).toEqual(['/api/projects/7/image/rectangle']);
  });

  it('asks nothing for an address without a valid id, and starts no picture for a project it could not read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchProjectDetail(client, 'project', 'abc');
    await prefetchProjectDetail(client, 'project', '0');
    expect(fetched).toEqual([]);
    await prefetchProjectDetail(client, 'bundle', '8');
    expect(fetched).toEqual(['/api/bundles/8']);
    expect(pictures).toEqual([]);
  });
});
