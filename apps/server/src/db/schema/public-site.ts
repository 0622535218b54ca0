import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';

/** A section of a public page as stored: a heading, paragraphs and optional bullet points. */
export type StoredPublicPageSection = { id?: string; kicker?: string; heading: string; body: string[]; points?: string[] };

/**
 * The texts of the public site's pages (/how-it-works, /causes, /community, /members, /about, /help, /blog,
 * /terms, /privacy), one row per page, changed by staff. `title` and `description` go into the page's HTML head.
 */
export const publicPages = pgTable(
  'public_pages',
  {
    slug: varchar('slug', { length: 40 }).primaryKey(),
    title: varchar('title', { length: 70 }).notNull(),
    description: varchar('description', { length: 170 }).notNull(),
    eyebrow: varchar('eyebrow', { length: 60 }).notNull().default(''),
    heading: varchar('heading', { length: 160 }).notNull(),
    intro: text('intro').notNull(),
    style: varchar('style', { length: 8 }).notNull().default('cards'),
    sections: jsonb('sections').$type<StoredPublicPageSection[]>().notNull().default([]),
    ...auditColumns,
  },
  (t) => [check('public_pages_style_ck', sql`${t.style} in ('cards', 'article')`)],
);
