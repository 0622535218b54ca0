import { index, integer, jsonb, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, utc } from './columns.js';
import { users } from './users.js';

/** Tags staff put on users (events, campaigns); the user filters include or exclude them. */
export const userTags = pgTable(
  'user_tags',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: 40 }).notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.tag] }), index('user_tags_tag_idx').on(t.tag, t.user_id)],
);

/** A staff member's saved ("favourite") user filter: its name and the filter fields as the dialog sent them. */
export const favouriteFilters = pgTable(
  'favourite_filters',
  {
    id: serial('id').primaryKey(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** 'user' (the user filter dialog) or 'email' (the e-mail-user filter dialog). */
    kind: varchar('kind', { length: 8 }).notNull().default('user'),
    filters: jsonb('filters').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('favourite_filters_staff_name_uq').on(t.staff_id, t.name)],
);
