import type { QueryClient } from '@tanstack/react-query';
import { filtersFromSearchParams } from '../catalogue-filters';
import { projectDetailQuery, type DetailKind } from './project-detail';
import { projectFiltersQuery } from './project-filters';
import { projectsQuery } from './projects';

/** The cards of the catalogue's first row at its widest (its first card alone on a phone): their pictures come first. */
const FIRST_ROW_CARDS = 3;

/**
 * Starts downloading a picture the screen is about to show, so it is there when the screen renders: the
 * browser keeps it for the `<img>` with the same address.
 */
function startImage(url: string | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * A visitor's catalogue page: the same reads, with the same keys, as the screen makes on its first render, and
 * the pictures of the first cards as soon as the list arrives.
 */
export async function prefetchCatalogue(queryClient: QueryClient, search: string): Promise<void> {
  const list = projectsQuery(filtersFromSearchParams(new URLSearchParams(search)), 0);
  await Promise.all([
    queryClient.prefetchQuery(list).then(() => queryClient.getQueryData(list.queryKey)?.projects.slice(0, FIRST_ROW_CARDS).forEach((project) => startImage(project.image_rectangle.url))),
    queryClient.prefetchQuery(projectFiltersQuery()),
  ]);
}

/** A visitor's project (or bundle) page, when the address holds a valid id (the screen itself answers any other), and its picture. */
export async function prefetchProjectDetail(queryClient: QueryClient, kind: DetailKind, rawId: string | undefined): Promise<void> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return;
  const detail = projectDetailQuery(kind, id, 0);
  await queryClient.prefetchQuery(detail);
  startImage(queryClient.getQueryData(detail.queryKey)?.image_rectangle.url);
}
