import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { utc } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Staff banners shown to members in one placement (the business header's strip, 'header'), from start_at until
 * end_at (open-ended when null) while active. When active banners overlap on a placement the newest is shown.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 150 }).notNull(),
    link: text('link'),
    placement: varchar('placement', { length: 32 }).notNull(),
    image_file_id: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    start_at: utc('start_at').notNull(),
    end_at: utc('end_at'),
    show_usd_notification: boolean('show_usd_notification').notNull().default(false),
    active: boolean('active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: utc('created_at').notNull().defaultNow(),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('banners_placement_idx').on(t.placement, t.active, t.id),
    check('banners_dates_ck', sql`${t.end_at} is null or ${t.end_at} > ${t.start_at}`),
  ],
);
