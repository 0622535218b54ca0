import type { PublicPage, PublicPageSlug } from '@goodhive/contract';
import { PUBLIC_PAGES } from '@goodhive/contract';
import type { PublicPageRow } from './public-site.repository.js';

/** A stored page in the contract's shape, with its address. */
export function presentPage(row: PublicPageRow): PublicPage {
  const slug = row.slug as PublicPageSlug;
  return {
    slug,
    path: PUBLIC_PAGES.find((page) => page.slug === slug)?.path ?? `/${slug}`,
    title: row.title,
    description: row.description,
    eyebrow: row.eyebrow,
    heading: row.heading,
    intro: row.intro,
    style: row.style === 'article' ? 'article' : 'cards',
    sections: row.sections,
    updated_at: row.updated_at.toISOString(),
  };
}
