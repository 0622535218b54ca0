/** A block of an informational page: a heading, paragraphs and optional bullet points. */
export type InfoSection = {
  /** Anchor id, so other screens can link straight to the section. */
  id?: string;
  heading: string;
  /** A small line above the heading (a step number, a date). */
  kicker?: string;
  body: readonly string[];
  points?: readonly string[];
};

export type InfoLink = { label: string; to: string; primary?: boolean };

export type InfoPageContent = {
  eyebrow: string;
  title: string;
  intro: string;
  sections: readonly InfoSection[];
  /** 'cards' lays sections out side by side (steps, audiences); 'article' stacks them as prose. */
  style: 'cards' | 'article';
  links?: readonly InfoLink[];
};
