import type { PublicPage } from '@goodhive/contract';

/** A block of an informational page: a heading, paragraphs and optional bullet points (stored on the server). */
export type InfoSection = PublicPage['sections'][number];

export type InfoLink = { label: string; to: string; primary?: boolean };

/** What an informational page shows: its texts from the server (GET /api/public/pages/{slug}) and the app's links. */
export type InfoPageContent = {
  eyebrow: string;
  title: string;
  intro: string;
  sections: readonly InfoSection[];
  /** 'cards' lays sections out side by side (steps, audiences); 'article' stacks them as prose. */
  style: 'cards' | 'article';
  links?: readonly InfoLink[];
};
